import { useId, type ReactNode } from 'react';
import { fixedStyles, headingStyles } from './fixed-styles';

export interface CardProps {
  /** The card's heading (an `h2`); the card is a region labelled by it. */
  title: string;
  /** A sentence under the heading. */
  subtitle?: string;
  children?: ReactNode;
}

// The card's parts never change their styles: each resolves its class once (fixedStyles).
const Panel = fixedStyles(
  'section',
  {
    bg: 'white',
    borderWidth: '1px',
    borderColor: 'gray.200',
    rounded: 'xl',
    shadow: 'sm',
    p: { base: '5', md: '8' },
  },
  'Card',
);
const Title = fixedStyles(
  'h2',
  { ...headingStyles, fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold' },
  'Card.Title',
);
const Subtitle = fixedStyles('p', { color: 'fg.muted', mt: '1' }, 'Card.Subtitle');
const Body = fixedStyles('div', { mt: '6' }, 'Card.Body');

/** A white panel with a heading, such as the contact page's two columns. */
export function Card({ title, subtitle, children }: CardProps) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <Title id={headingId}>{title}</Title>
      {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
      <Body>{children}</Body>
    </Panel>
  );
}
