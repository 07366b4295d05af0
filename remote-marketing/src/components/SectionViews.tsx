import { CheckList, FeatureCardGrid } from '@site/ui';
import type { ReactNode } from 'react';
import type { SectionKind, SectionOfKind } from '../content/types';

/** What a section of one kind shows under its heading. */
export type SectionView<K extends SectionKind> = (section: SectionOfKind<K>) => ReactNode;

/**
 * The views of the kinds a page has: it names them, so it loads no other kind's code. The views
 * of the kinds drawn by the remote's own components are exported beside them.
 */
export type SectionViews<K extends SectionKind> = { [Kind in K]: SectionView<Kind> };

export const cardsView: SectionView<'cards'> = (section) => (
  <FeatureCardGrid items={section.cards} columns={section.columns} />
);

export const checklistView: SectionView<'checklist'> = (section) => (
  <CheckList items={section.points} columns={section.columns} />
);
