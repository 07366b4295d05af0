import { Box, Button, ButtonLink, Heading, PageMeta, Stack, Text } from '@site/ui';

/**
 * An unexpected failure while showing a route (`RouteErrorBoundary`, which logs the error).
 * Rendered inside the frame when the page failed, so the header and footer stay usable.
 */
export function RouteErrorPage() {
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
