import { HydratedLater, Section } from '@site/ui';
import type { SectionKind, SectionOfKind } from '../content/types';
import type { SectionView, SectionViews } from './SectionViews';

export interface MarketingSectionsProps<K extends SectionKind> {
  sections: readonly SectionOfKind<K>[];
  /** How each kind of section the page has is shown. */
  views: SectionViews<K>;
}

/** A marketing page's sections in order, on alternating white and grey bands. */
export function MarketingSections<K extends SectionKind>({
  sections,
  views,
}: MarketingSectionsProps<K>) {
  // A section of kind K has its view in the map; TypeScript reads `section.kind` as any kind.
  const show = (section: SectionOfKind<K>) => {
    const view: SectionView<K> = views[section.kind as K];
    return view(section);
  };
  // Text, images and links: each section is hydrated after the page runs (decision 049).
  return sections.map((section, index) => (
    <HydratedLater key={section.title}>
      <Section
        title={section.title}
        intro={section.intro}
        tone={index % 2 === 1 ? 'muted' : undefined}
        align={section.align}
        width={section.width}
      >
        {show(section)}
      </Section>
    </HydratedLater>
  ));
}
