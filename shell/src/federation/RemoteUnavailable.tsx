import { company } from '@site/contracts/company';
import { Box, Button, ButtonLink, ExternalLink, Heading, PageMeta, Stack, Text } from '@site/ui';
import { useLocation } from '@site/ui/router';
import { CloudOff, RefreshCw } from 'lucide-react';

interface RemoteUnavailableProps {
  onRetry: () => void;
}

/** What a visitor sees in place of a section of the site that cannot be loaded right now. */
export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  const { pathname } = useLocation();
  return (
    <Box
      as="section"
      aria-labelledby="remote-unavailable-title"
      minH="60vh"
      display="flex"
      alignItems="center"
      justifyContent="center"
      px="4"
      py="16"
    >
      <PageMeta
        title="Temporarily unavailable"
        description="This part of the site is temporarily unavailable. Please try again shortly."
      />
      <Box maxW="xl" textAlign="center">
        <Box display="inline-flex" p="4" rounded="full" bg="brand.50" color="brand.700" mb="6">
          <CloudOff size={32} aria-hidden />
        </Box>
        <Heading as="h1" id="remote-unavailable-title" fontSize={{ base: '2xl', md: '3xl' }}>
          This section is temporarily unavailable
        </Heading>
        <Text color="fg.muted" fontSize="lg" mt="4">
          We couldn&rsquo;t load this part of the site just now. Everything else is working, so
          please try again in a moment.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justifyContent="center" mt="8">
          <Button onClick={onRetry}>
            <RefreshCw size={18} aria-hidden />
            Retry
          </Button>
          {pathname !== '/' ? (
            <ButtonLink to="/" variant="outline">
              Go to the home page
            </ButtonLink>
          ) : null}
        </Stack>
        <Text color="fg.muted" mt="8">
          Need us urgently? Email{' '}
          <ExternalLink href={`mailto:${company.email}`}>{company.email}</ExternalLink>.
        </Text>
      </Box>
    </Box>
  );
}
