import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { useId, type ReactNode } from 'react';

export interface CardProps {
  /** The card's heading (an `h2`); the card is a region labelled by it. */
  title: string;
  /** A sentence under the heading. */
  subtitle?: string;
  children?: ReactNode;
}

/** A white panel with a heading, such as the contact page's two columns. */
export function Card({ title, subtitle, children }: CardProps) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="xl"
      shadow="sm"
      p={{ base: '5', md: '8' }}
    >
      <Heading as="h2" id={headingId} fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold">
        {title}
      </Heading>
      {subtitle ? (
        <Text color="fg.muted" mt="1">
          {subtitle}
        </Text>
      ) : null}
      <Box mt="6">{children}</Box>
    </Box>
  );
}
