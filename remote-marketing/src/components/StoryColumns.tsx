import { ImageWithFallback, fixedImage, fixedStyles, gridColumns } from '@site/ui';
import type { ImageContent } from '../content/types';
import type { SectionView } from './SectionViews';

// The columns never change their styles: each part resolves its class once (fixedStyles).
const Columns = fixedStyles(
  'div',
  {
    display: 'grid',
    gridTemplateColumns: { base: gridColumns(1), lg: gridColumns(2) },
    gap: { base: '8', lg: '12' },
    alignItems: 'center',
  },
  'StoryColumns',
);
const Prose = fixedStyles(
  'div',
  {
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    fontSize: { base: 'md', md: 'lg' },
    color: 'gray.800',
  },
  'StoryColumns.Prose',
);
const Image = fixedImage({ rounded: '2xl', w: 'full' }, 'StoryColumns.Image');

/** A few paragraphs of prose beside a picture, side by side on wide screens. */
export function StoryColumns({
  paragraphs,
  image,
}: {
  paragraphs: readonly string[];
  image: ImageContent;
}) {
  return (
    <Columns>
      <Prose>
        {paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </Prose>
      <ImageWithFallback {...image} img={Image} />
    </Columns>
  );
}

/** How a section of this kind shows (SectionViews.tsx). */
export const storyView: SectionView<'story'> = (section) => (
  <StoryColumns paragraphs={section.paragraphs} image={section.image} />
);
