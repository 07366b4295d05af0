import { Box, Heading, ImageWithFallback, SimpleGrid, Text, TextLink } from '@site/ui';
import type { ImageLinkCard } from '../content/types';
import type { SectionView } from './SectionViews';

/**
 * Picture cards that lead to a page. The title is the link; it stretches over the whole card so
 * the picture and description are clickable too, while screen readers hear only the title.
 */
export function IndustryCardGrid({ cards }: { cards: readonly ImageLinkCard[] }) {
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={{ base: 1, md: 3 }}
      gap={{ base: '5', md: '6' }}
    >
      {cards.map(({ title, description, to, image }) => (
        <Box
          as="li"
          key={to}
          position="relative"
          bg="white"
          rounded="xl"
          overflow="hidden"
          borderWidth="1px"
          borderColor="gray.200"
          shadow="sm"
          transition="shadow"
          _hover={{ shadow: 'lg' }}
          _focusWithin={{ shadow: 'lg' }}
        >
          <ImageWithFallback
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            w="full"
          />
          <Box p="6">
            <Heading as="h3" fontSize="xl" fontWeight="semibold">
              <TextLink
                to={to}
                color="gray.900"
                textDecoration="none"
                _hover={{ color: 'brand.800' }}
                _after={{ content: '""', position: 'absolute', inset: '0' }}
              >
                {title}
              </TextLink>
            </Heading>
            <Text color="fg.muted" mt="2">
              {description}
            </Text>
            <Text color="brand.700" fontWeight="semibold" mt="4" aria-hidden="true">
              Learn more →
            </Text>
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** How a section of this kind shows (SectionViews.tsx). */
export const industriesView: SectionView<'industries'> = (section) => (
  <IndustryCardGrid cards={section.cards} />
);
