import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';

export interface PageHeroProps {
  /** The page's one `h1`. */
  title: string;
  /** One or two sentences under the title. */
  intro: string;
  /** A short label above the title, such as the industry. */
  eyebrow?: string;
  /** Calls to action, usually `ButtonLink`s with the inverse variants. */
  actions?: ReactNode;
}

/** The dark band at the top of a page, holding its `h1`. */
export function PageHero({ title, intro, eyebrow, actions }: PageHeroProps) {
  return (
    <Box
      as="section"
      bg="brand.950"
      bgImage="linear-gradient(135deg, #0b1437 0%, #1c3084 55%, #1a3ad0 100%)"
      color="white"
      py={{ base: '14', md: '24' }}
    >
      <Container maxW="6xl">
        {eyebrow ? (
          <Text
            textTransform="uppercase"
            letterSpacing="wider"
            fontWeight="semibold"
            fontSize="sm"
            color="brand.100"
            mb="3"
          >
            {eyebrow}
          </Text>
        ) : null}
        <Heading
          as="h1"
          fontSize={{ base: '3xl', sm: '4xl', md: '5xl', lg: '6xl' }}
          lineHeight="1.1"
          fontWeight="bold"
          letterSpacing="tight"
          maxW="4xl"
        >
          {title}
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="brand.50" maxW="3xl" mt="5">
          {intro}
        </Text>
        {actions ? (
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4" mt="8" alignItems="flex-start">
            {actions}
          </Stack>
        ) : null}
      </Container>
    </Box>
  );
}
