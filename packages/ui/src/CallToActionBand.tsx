import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useId, type ReactNode } from 'react';

export interface CallToActionBandProps {
  title: string;
  intro: string;
  /** One or two `ButtonLink`s, inverse variants (the band is dark). */
  children: ReactNode;
}

/** The closing band of a page: a heading, a sentence and the next step to take. */
export function CallToActionBand({ title, intro, children }: CallToActionBandProps) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="brand.900"
      color="white"
      py={{ base: '14', md: '20' }}
    >
      <Container maxW="4xl" textAlign="center">
        <Heading
          as="h2"
          id={headingId}
          fontSize={{ base: '2xl', md: '4xl' }}
          lineHeight="1.2"
          fontWeight="bold"
          letterSpacing="tight"
        >
          {title}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="brand.50" mt="4" maxW="2xl" mx="auto">
          {intro}
        </Text>
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          gap="4"
          mt="8"
          justifyContent="center"
          alignItems="center"
        >
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
