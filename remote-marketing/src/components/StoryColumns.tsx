import { ImageWithFallback, SimpleGrid, Stack, Text } from '@site/ui';
import type { ImageContent } from '../content/types';
import type { SectionView } from './SectionViews';

/** A few paragraphs of prose beside a picture, side by side on wide screens. */
export function StoryColumns({
  paragraphs,
  image,
}: {
  paragraphs: readonly string[];
  image: ImageContent;
}) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '8', lg: '12' }} alignItems="center">
      <Stack gap="4" fontSize={{ base: 'md', md: 'lg' }} color="gray.800">
        {paragraphs.map((paragraph) => (
          <Text key={paragraph.slice(0, 40)}>{paragraph}</Text>
        ))}
      </Stack>
      <ImageWithFallback {...image} rounded="2xl" w="full" />
    </SimpleGrid>
  );
}

/** How a section of this kind shows (SectionViews.tsx). */
export const storyView: SectionView<'story'> = (section) => (
  <StoryColumns paragraphs={section.paragraphs} image={section.image} />
);
