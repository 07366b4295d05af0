import { Box, Button, ButtonLink, Heading, PageMeta, Stack, Text } from '@site/ui';
import { useRouteError } from '@site/ui/router';
import { useEffect } from 'react';

/**
 * The router's error element: an unexpected failure while showing a route. Rendered inside the
 * frame, so the header and footer stay usable.
 */
export function RouteErrorPage() {
  const error = useRouteError();

  useEffect(() => {
    console.error('Unexpected Application Error!', error);
  }, [error]);

  return (
    <Box textAlign="center" px="4" py={{ base: '20', md: '28' }}>
      <PageMeta
        title="Something went wrong"
        description="An unexpected error stopped this page from showing."
      />
      <Heading as="h1" fontSize={{ base: '2xl', md: '4xl' }} fontWeight="bold">
        Unexpected Application Error!
      </Heading>
      <Text fontSize="lg" color="fg.muted" mt="4" maxW="xl" mx="auto">
        Sorry, something went wrong while showing this page. The rest of the site is still
        available.
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justifyContent="center" mt="8">
        <ButtonLink to="/">Return to Home</ButtonLink>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Stack>
    </Box>
  );
}
