import {
  Box,
  Button,
  Container,
  Flex,
  Heading,
  Text,
  TextInput,
  VisuallyHidden,
  toaster,
} from '@site/ui';
import { useId, useState, type FormEvent } from 'react';
import { subscribeToNewsletter } from '../api/subscribe-newsletter';
import { newsletterTexts as texts } from '../content/blog';

/** Stay Updated: stores the address with the blog backend and says what happened in a toast. */
export function NewsletterSignup() {
  const headingId = useId();
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    setSending(true);
    try {
      const { created } = await subscribeToNewsletter(address);
      toaster.create(
        created
          ? {
              type: 'success',
              title: texts.subscribedTitle,
              description: texts.subscribed(address),
            }
          : {
              type: 'info',
              title: texts.alreadySubscribedTitle,
              description: texts.alreadySubscribed(address),
            },
      );
      setEmail('');
    } catch (error) {
      // The address stays in the field, so the visitor can correct it or try again.
      toaster.create({
        type: 'error',
        title: texts.failedTitle,
        description: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="brand.900"
      color="white"
      py={{ base: '12', md: '16' }}
    >
      <Container maxW="3xl" textAlign="center">
        <Heading as="h2" id={headingId} fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold">
          {texts.title}
        </Heading>
        <Text color="brand.50" mt="3">
          {texts.intro}
        </Text>
        <Flex
          as="form"
          onSubmit={submit}
          direction={{ base: 'column', sm: 'row' }}
          gap="3"
          mt="6"
          maxW="lg"
          mx="auto"
        >
          <VisuallyHidden asChild>
            <label htmlFor={inputId}>{texts.emailLabel}</label>
          </VisuallyHidden>
          <TextInput
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            required
            maxLength={254}
            placeholder={texts.placeholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            flex="1"
          />
          <Button type="submit" variant="inverse" disabled={sending} flexShrink={0}>
            {sending ? texts.submitting : texts.submit}
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
