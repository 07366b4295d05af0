import type { ComponentType } from 'react';
import { fixedLooks, fixedStyles, gridColumns, headingStyles } from './fixed-styles';

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

// The cards never change their styles: each part resolves its class once (fixedStyles), and a
// page the server rendered resolves none as it hydrates (decision 050).
const Grid = fixedLooks(
  'ul',
  (columns: `${2 | 3 | 4}`) => ({
    display: 'grid',
    listStyleType: 'none',
    gridTemplateColumns: {
      base: gridColumns(1),
      md: gridColumns(2),
      lg: gridColumns(Number(columns)),
    },
    gap: { base: '4', md: '6' },
  }),
  'FeatureCardGrid',
);
const Item = fixedStyles(
  'li',
  {
    bg: 'white',
    borderWidth: '1px',
    borderColor: 'gray.200',
    rounded: 'xl',
    p: { base: '5', md: '6' },
    shadow: 'xs',
  },
  'FeatureCardGrid.Item',
);
const IconBox = fixedStyles(
  'div',
  {
    display: 'flex',
    boxSize: '12',
    rounded: 'lg',
    bg: 'accent.50',
    color: 'accent.700',
    alignItems: 'center',
    justifyContent: 'center',
  },
  'FeatureCardGrid.Icon',
);
const Title = fixedStyles(
  'h3',
  { ...headingStyles, fontSize: 'lg', fontWeight: 'semibold', mt: '4' },
  'FeatureCardGrid.Title',
);
const Description = fixedStyles('p', { color: 'fg.muted', mt: '2' }, 'FeatureCardGrid.Description');

/** A responsive grid of icon/title/description cards, as a list. */
export function FeatureCardGrid({ items, columns = 3 }: FeatureCardGridProps) {
  return (
    <Grid look={`${columns}`}>
      {items.map(({ icon: Icon, title, description }) => (
        <Item key={title}>
          <IconBox>
            <Icon size={24} aria-hidden />
          </IconBox>
          <Title>{title}</Title>
          <Description>{description}</Description>
        </Item>
      ))}
    </Grid>
  );
}
