import { Box, Spinner, Text } from '@site/ui';

/**
 * Shown while a remote page loads. It fills the main region's reserved height, so nothing below
 * moves when the page arrives, and only fades in after a moment so that fast loads don't flash.
 */
export function RemoteLoading() {
  return (
    <Box
      role="status"
      aria-live="polite"
      minH="60vh"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap="4"
      color="brand.700"
      opacity={0}
      animation="fade-in 200ms ease-out 300ms forwards"
    >
      <Spinner size="lg" borderWidth="3px" />
      <Text color="fg.muted">Loading…</Text>
    </Box>
  );
}
