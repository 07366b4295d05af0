import { fixedLooks, fixedStyles, gridColumns } from '@site/ui';
import { ShieldCheck } from 'lucide-react';
import type { ComplianceBadgeContent } from '../content/types';
import type { SectionView } from './SectionViews';

// The badges never change their styles: each part resolves its class once (fixedStyles), and a
// page the server rendered resolves none as it hydrates (decision 050).
const Grid = fixedLooks(
  'ul',
  (count: `${number}`) => ({
    display: 'grid',
    listStyleType: 'none',
    gridTemplateColumns: { base: gridColumns(1), md: gridColumns(Number(count)) },
    gap: '6',
  }),
  'ComplianceBadges',
);
const Badge = fixedStyles(
  'li',
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: '3',
    bg: 'white',
    rounded: 'xl',
    borderWidth: '1px',
    borderColor: 'brand.100',
    p: '6',
  },
  'ComplianceBadges.Badge',
);
const Mark = fixedStyles(
  'div',
  { color: 'brand.700', bg: 'brand.50', rounded: 'full', p: '3' },
  'ComplianceBadges.Mark',
);
const Label = fixedStyles(
  'p',
  { fontSize: '2xl', fontWeight: 'bold', color: 'brand.900' },
  'ComplianceBadges.Label',
);
const Description = fixedStyles('p', { color: 'fg.muted' }, 'ComplianceBadges.Description');

/** The compliance standards a solution is built to, as badges. */
export function ComplianceBadges({ badges }: { badges: readonly ComplianceBadgeContent[] }) {
  return (
    <Grid look={`${badges.length}`}>
      {badges.map(({ label, description }) => (
        <Badge key={label}>
          <Mark>
            <ShieldCheck size={32} aria-hidden />
          </Mark>
          <Label>{label}</Label>
          <Description>{description}</Description>
        </Badge>
      ))}
    </Grid>
  );
}

/** How a section of this kind shows (SectionViews.tsx). */
export const badgesView: SectionView<'badges'> = (section) => (
  <ComplianceBadges badges={section.badges} />
);
