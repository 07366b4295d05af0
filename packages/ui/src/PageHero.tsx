import type { ReactNode } from 'react';
import { actionRowStyles, containerStyles, fixedStyles, headingStyles } from './fixed-styles';

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

// Nearly every page opens with the band, and its parts' styles never change: each resolves its
// class once (fixedStyles) instead of on every render.
const Band = fixedStyles(
  'section',
  {
    bg: 'brand.950',
    bgImage: 'linear-gradient(135deg, #0b1437 0%, #1c3084 55%, #1a3ad0 100%)',
    color: 'white',
    py: { base: '14', md: '24' },
  },
  'PageHero',
);
const Inner = fixedStyles('div', { ...containerStyles, maxW: '6xl' }, 'PageHero.Inner');
const Eyebrow = fixedStyles(
  'p',
  {
    textTransform: 'uppercase',
    letterSpacing: 'wider',
    fontWeight: 'semibold',
    fontSize: 'sm',
    color: 'brand.100',
    mb: '3',
  },
  'PageHero.Eyebrow',
);
const Title = fixedStyles(
  'h1',
  {
    ...headingStyles,
    fontSize: { base: '3xl', sm: '4xl', md: '5xl', lg: '6xl' },
    lineHeight: '1.1',
    fontWeight: 'bold',
    letterSpacing: 'tight',
    maxW: '4xl',
  },
  'PageHero.Title',
);
const Intro = fixedStyles(
  'p',
  { fontSize: { base: 'lg', md: 'xl' }, color: 'brand.50', maxW: '3xl', mt: '5' },
  'PageHero.Intro',
);
const Actions = fixedStyles(
  'div',
  { ...actionRowStyles, alignItems: 'flex-start' },
  'PageHero.Actions',
);

/** The dark band at the top of a page, holding its `h1`. */
export function PageHero({ title, intro, eyebrow, actions }: PageHeroProps) {
  return (
    <Band>
      <Inner>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <Title>{title}</Title>
        <Intro>{intro}</Intro>
        {actions ? <Actions>{actions}</Actions> : null}
      </Inner>
    </Band>
  );
}
