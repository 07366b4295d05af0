import { useId, type ReactNode } from 'react';
import { containerStyles, fixedLooks, fixedStyles, headingStyles } from './fixed-styles';

export interface SectionProps {
  /** The section's `h2`; the section is labelled by it. */
  title?: string;
  /** A sentence under the title. */
  intro?: string;
  /** `muted` gives the section a light grey band, to separate it from its neighbours. */
  tone?: 'plain' | 'muted';
  /** Centre the title and intro (landing-page style) or align them left (reading style). */
  align?: 'center' | 'start';
  /** Narrow sections read better for long text. */
  width?: 'wide' | 'narrow';
  children?: ReactNode;
}

type Tone = NonNullable<SectionProps['tone']>;
type Align = NonNullable<SectionProps['align']>;
type Width = NonNullable<SectionProps['width']>;

// A section's parts have a few looks each: each resolves its class once (fixedLooks), and a page
// the server rendered resolves none as it hydrates (decision 050).
const Band = fixedLooks(
  'section',
  (tone: Tone) => ({ bg: tone === 'muted' ? 'gray.50' : 'white', py: { base: '12', md: '20' } }),
  'Section',
);
const Inner = fixedLooks(
  'div',
  (width: Width) => ({ ...containerStyles, maxW: width === 'narrow' ? '3xl' : '6xl' }),
  'Section.Inner',
);
const Title = fixedLooks(
  'h2',
  (align: Align) => ({
    ...headingStyles,
    fontSize: { base: '2xl', md: '3xl' },
    lineHeight: '1.2',
    fontWeight: 'bold',
    textAlign: align,
    letterSpacing: 'tight',
  }),
  'Section.Title',
);
const Intro = fixedLooks(
  'p',
  (align: Align) => ({
    color: 'fg.muted',
    fontSize: { base: 'md', md: 'lg' },
    textAlign: align,
    maxW: '2xl',
    ...(align === 'center' ? { mx: 'auto' } : {}),
    mt: '3',
  }),
  'Section.Intro',
);
const Body = fixedStyles('div', { mt: { base: '8', md: '12' } }, 'Section.Body');

/** A band of a page with an optional heading, in the site's container width and rhythm. */
export function Section({
  title,
  intro,
  tone = 'plain',
  align = 'center',
  width = 'wide',
  children,
}: SectionProps) {
  const headingId = useId();
  return (
    <Band look={tone} aria-labelledby={title ? headingId : undefined}>
      <Inner look={width}>
        {title ? (
          <Title look={align} id={headingId}>
            {title}
          </Title>
        ) : null}
        {intro ? <Intro look={align}>{intro}</Intro> : null}
        {children ? title || intro ? <Body>{children}</Body> : <div>{children}</div> : null}
      </Inner>
    </Band>
  );
}
