import type { ComponentPropsWithoutRef } from 'react';
import { fixedLooks } from './fixed-styles';
import { badgeStyles } from './theme/recipes';

type BadgeTone = keyof typeof badgeStyles.tone;

// Each tone resolves its class once per page; a page the server rendered resolves none.
const FixedBadge = fixedLooks(
  'span',
  (tone: BadgeTone) => ({ ...badgeStyles.base, ...badgeStyles.tone[tone] }),
  'Badge',
);

/** A small rounded label, `tone="brand"` (default) or `tone="neutral"`. */
export function Badge({
  tone = badgeStyles.defaults.tone,
  ...props
}: ComponentPropsWithoutRef<'span'> & { tone?: BadgeTone }) {
  return <FixedBadge look={tone} {...props} />;
}
