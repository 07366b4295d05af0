import { company, emailHref } from '@site/contracts/company';
import { Box, ButtonLink, ExternalLink, Heading, PageMeta, Stack, Text } from '@site/ui';
import { notSentTexts as texts } from '../content/not-sent';

/**
 * Where the edge sends a form the browser posted by itself, with JavaScript off: the message was
 * not sent (the bot check runs in the browser), and how to reach us instead.
 */
export function NotSentPage() {
  return (
    <Box textAlign="center" px="4" py={{ base: '20', md: '28' }}>
      <PageMeta title={texts.meta.title} description={texts.meta.description} noindex />
      <Heading as="h1" fontSize={{ base: '2xl', md: '4xl' }} fontWeight="bold">
        {texts.heading}
      </Heading>
      <Text fontSize="lg" color="fg.muted" mt="4" maxW="xl" mx="auto">
        {texts.why}
      </Text>
      <Text fontSize="lg" color="fg.muted" mt="4" maxW="xl" mx="auto">
        {texts.emailBefore} <ExternalLink href={emailHref()}>{company.email}</ExternalLink>
        {texts.emailAfter}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justifyContent="center" mt="8">
        <ButtonLink to="/contact">{texts.backToContact}</ButtonLink>
        <ButtonLink to="/" variant="outline">
          {texts.home}
        </ButtonLink>
      </Stack>
    </Box>
  );
}
