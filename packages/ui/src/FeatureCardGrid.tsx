import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import type { ComponentType } from 'react';

/** An icon component such as those of lucide-react: decorative, sized by `size`. */
export type IconComponent = ComponentType<{ size?: number | string; 'aria-hidden'?: boolean }>;

/** One card: an icon, a title and a description (docs/product.md#marketing-pages). */
export interface FeatureCard {
  icon: IconComponent;
  title: string;
  description: string;
}

export interface FeatureCardGridProps {
  items: readonly FeatureCard[];
  /** Columns on wide screens; one column on phones, two on tablets. */
  columns?: 2 | 3 | 4;
}

/** A responsive grid of icon/title/description cards, as a list. */
export function FeatureCardGrid({ items, columns = 3 }: FeatureCardGridProps) {
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={{ base: 1, md: 2, lg: columns }}
      gap={{ base: '4', md: '6' }}
    >
      {items.map(({ icon: Icon, title, description }) => (
        <Box
          as="li"
          key={title}
          bg="white"
          borderWidth="1px"
          borderColor="gray.200"
          rounded="xl"
          p={{ base: '5', md: '6' }}
          shadow="xs"
        >
          <Flex
            boxSize="12"
            rounded="lg"
            bg="accent.50"
            color="accent.700"
            alignItems="center"
            justifyContent="center"
          >
            <Icon size={24} aria-hidden />
          </Flex>
          <Heading as="h3" fontSize="lg" fontWeight="semibold" mt="4">
            {title}
          </Heading>
          <Text color="fg.muted" mt="2">
            {description}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
