import { Box, ButtonLink, Heading, PageMeta, Text } from '@site/ui';
import { useLocation } from '@site/ui/router';
import { useEffect } from 'react';

/** Any path the route table does not know. */
export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <Box textAlign="center" px="4" py={{ base: '20', md: '28' }}>
      <PageMeta
        title="Page not found"
        description="The page you were looking for does not exist or has moved."
      />
      <Heading
        as="h1"
        fontSize={{ base: '6xl', md: '7xl' }}
        lineHeight="1"
        fontWeight="bold"
        color="brand.800"
      >
        404
      </Heading>
      <Text fontSize={{ base: 'xl', md: '2xl' }} color="gray.700" mt="4">
        Oops! Page not found
      </Text>
      <ButtonLink to="/" mt="8">
        Return to Home
      </ButtonLink>
    </Box>
  );
}
