import {
  ImageWithFallback,
  fixedImage,
  fixedStyles,
  gridColumns,
  headingStyles,
  linkStyles,
} from '@site/ui';
import { Link } from '@site/ui/router';
import type { ImageLinkCard } from '../content/types';
import type { SectionView } from './SectionViews';

// The cards never change their styles: each part resolves its class once (fixedStyles), and a
// page the server rendered resolves none as it hydrates (decision 050).
const Grid = fixedStyles(
  'ul',
  {
    display: 'grid',
    listStyleType: 'none',
    gridTemplateColumns: { base: gridColumns(1), md: gridColumns(3) },
    gap: { base: '5', md: '6' },
  },
  'IndustryCardGrid',
);
const Card = fixedStyles(
  'li',
  {
    position: 'relative',
    bg: 'white',
    rounded: 'xl',
    overflow: 'hidden',
    borderWidth: '1px',
    borderColor: 'gray.200',
    shadow: 'sm',
    transition: 'shadow',
    _hover: { shadow: 'lg' },
    _focusWithin: { shadow: 'lg' },
  },
  'IndustryCardGrid.Card',
);
const Image = fixedImage({ w: 'full' }, 'IndustryCardGrid.Image');
const Body = fixedStyles('div', { p: '6' }, 'IndustryCardGrid.Body');
const Title = fixedStyles(
  'h3',
  { ...headingStyles, fontSize: 'xl', fontWeight: 'semibold' },
  'IndustryCardGrid.Title',
);
const TitleLink = fixedStyles(
  Link,
  {
    ...linkStyles,
    color: 'gray.900',
    textDecoration: 'none',
    _hover: { color: 'brand.800' },
    _after: { content: '""', position: 'absolute', inset: '0' },
  },
  'IndustryCardGrid.Link',
);
const Description = fixedStyles(
  'p',
  { color: 'fg.muted', mt: '2' },
  'IndustryCardGrid.Description',
);
const LearnMore = fixedStyles(
  'p',
  { color: 'brand.700', fontWeight: 'semibold', mt: '4' },
  'IndustryCardGrid.LearnMore',
);

/**
 * Picture cards that lead to a page. The title is the link; it stretches over the whole card so
 * the picture and description are clickable too, while screen readers hear only the title.
 */
export function IndustryCardGrid({ cards }: { cards: readonly ImageLinkCard[] }) {
  return (
    <Grid>
      {cards.map(({ title, description, to, image }) => (
        <Card key={to}>
          <ImageWithFallback
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            img={Image}
          />
          <Body>
            <Title>
              <TitleLink to={to}>{title}</TitleLink>
            </Title>
            <Description>{description}</Description>
            <LearnMore aria-hidden="true">Learn more →</LearnMore>
          </Body>
        </Card>
      ))}
    </Grid>
  );
}

/** How a section of this kind shows (SectionViews.tsx). */
export const industriesView: SectionView<'industries'> = (section) => (
  <IndustryCardGrid cards={section.cards} />
);
