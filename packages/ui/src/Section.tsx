import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { useId, type ReactNode } from 'react';

export interface SectionProps {
  /** The section's `h2`; the section is labelled by it. */
  title?: string;
  /** A sentence under the title. */
  intro?: string;
  /** `muted` gives the section a light grey band, to separate it from its neighbours. */
  tone?: 'plain' | 'muted';
  /** Centre the title and intro (landing-page style) or align them left (reading style). */
  align?: 'center' | 'start';
  /** Narrow sections read better for long text. */
  width?: 'wide' | 'narrow';
  children?: ReactNode;
}

/** A band of a page with an optional heading, in the site's container width and rhythm. */
export function Section({
  title,
  intro,
  tone = 'plain',
  align = 'center',
  width = 'wide',
  children,
}: SectionProps) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={title ? headingId : undefined}
      bg={tone === 'muted' ? 'gray.50' : 'white'}
      py={{ base: '12', md: '20' }}
    >
      <Container maxW={width === 'narrow' ? '3xl' : '6xl'}>
        {title ? (
          <Heading
            as="h2"
            id={headingId}
            fontSize={{ base: '2xl', md: '3xl' }}
            lineHeight="1.2"
            fontWeight="bold"
            textAlign={align}
            letterSpacing="tight"
          >
            {title}
          </Heading>
        ) : null}
        {intro ? (
          <Text
            color="fg.muted"
            fontSize={{ base: 'md', md: 'lg' }}
            textAlign={align}
            maxW="2xl"
            mx={align === 'center' ? 'auto' : undefined}
            mt="3"
          >
            {intro}
          </Text>
        ) : null}
        {children ? (
          <Box mt={title || intro ? { base: '8', md: '12' } : undefined}>{children}</Box>
        ) : null}
      </Container>
    </Box>
  );
}
