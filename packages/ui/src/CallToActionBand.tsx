import { useId, type ReactNode } from 'react';
import { actionRowStyles, containerStyles, fixedStyles, headingStyles } from './fixed-styles';

export interface CallToActionBandProps {
  title: string;
  intro: string;
  /** One or two `ButtonLink`s, inverse variants (the band is dark). */
  children: ReactNode;
}

// The band's parts never change their styles: each resolves its class once (fixedStyles).
const Band = fixedStyles(
  'section',
  { bg: 'brand.900', color: 'white', py: { base: '14', md: '20' } },
  'CallToActionBand',
);
const Inner = fixedStyles(
  'div',
  { ...containerStyles, maxW: '4xl', textAlign: 'center' },
  'CallToActionBand.Inner',
);
const Title = fixedStyles(
  'h2',
  {
    ...headingStyles,
    fontSize: { base: '2xl', md: '4xl' },
    lineHeight: '1.2',
    fontWeight: 'bold',
    letterSpacing: 'tight',
  },
  'CallToActionBand.Title',
);
const Intro = fixedStyles(
  'p',
  { fontSize: { base: 'md', md: 'lg' }, color: 'brand.50', mt: '4', maxW: '2xl', mx: 'auto' },
  'CallToActionBand.Intro',
);
const Actions = fixedStyles(
  'div',
  { ...actionRowStyles, justifyContent: 'center', alignItems: 'center' },
  'CallToActionBand.Actions',
);

/** The closing band of a page: a heading, a sentence and the next step to take. */
export function CallToActionBand({ title, intro, children }: CallToActionBandProps) {
  const headingId = useId();
  return (
    <Band aria-labelledby={headingId}>
      <Inner>
        <Title id={headingId}>{title}</Title>
        <Intro>{intro}</Intro>
        <Actions>{children}</Actions>
      </Inner>
    </Band>
  );
}
