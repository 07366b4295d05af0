import { CheckList, FeatureCardGrid, JsonLd, PageHero, PageMeta, Section } from '@site/ui';
import type { MarketingPageContent, PageSectionContent } from '../content/types';
import { ActionButtons } from './ActionButtons';
import { ClosingCallToAction } from './ClosingCallToAction';
import { ComplianceBadges } from './ComplianceBadges';
import { IndustryCardGrid } from './IndustryCardGrid';
import { StoryColumns } from './StoryColumns';

function SectionBody({ section }: { section: PageSectionContent }) {
  switch (section.kind) {
    case 'cards':
      return <FeatureCardGrid items={section.cards} columns={section.columns} />;
    case 'checklist':
      return <CheckList items={section.points} columns={section.columns} />;
    case 'badges':
      return <ComplianceBadges badges={section.badges} />;
    case 'industries':
      return <IndustryCardGrid cards={section.cards} />;
    case 'story':
      return <StoryColumns paragraphs={section.paragraphs} image={section.image} />;
  }
}

export interface MarketingPageProps {
  content: MarketingPageContent;
  /** Structured data for search engines (schema.org), before the hero. */
  structuredData?: readonly { '@type': string }[];
}

/**
 * A marketing page as the product describes them all: the hero with the page's `h1`, its
 * sections in order on alternating white and grey bands, and the closing call to action.
 */
export function MarketingPage({ content, structuredData = [] }: MarketingPageProps) {
  const { meta, hero, sections, callToAction } = content;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      {structuredData.map((data) => (
        <JsonLd key={data['@type']} data={data} />
      ))}
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        actions={
          hero.primary ? <ActionButtons primary={hero.primary} secondary={hero.secondary} /> : null
        }
      />
      {sections.map((section, index) => (
        <Section
          key={section.title}
          title={section.title}
          intro={section.intro}
          tone={index % 2 === 1 ? 'muted' : undefined}
          align={section.align}
          width={section.width}
        >
          <SectionBody section={section} />
        </Section>
      ))}
      {callToAction ? <ClosingCallToAction content={callToAction} /> : null}
    </>
  );
}
