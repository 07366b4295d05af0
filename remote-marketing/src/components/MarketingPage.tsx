import { CallToActionBand, HydratedLater, PageHero, PageMeta } from '@site/ui';
import type { MarketingPageContent, SectionKind } from '../content/types';
import { ActionButtons } from './ActionButtons';
import { MarketingSections } from './MarketingSections';
import type { SectionViews } from './SectionViews';

export interface MarketingPageProps<K extends SectionKind> {
  content: MarketingPageContent<K>;
  /** How each kind of section the page has is shown. */
  views: SectionViews<K>;
}

/**
 * A marketing page as the product describes them: the hero with the page's `h1`, its sections in
 * order, and the closing call to action.
 */
export function MarketingPage<K extends SectionKind>({ content, views }: MarketingPageProps<K>) {
  const { meta, hero, sections, callToAction } = content;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        actions={
          hero.primary ? <ActionButtons primary={hero.primary} secondary={hero.secondary} /> : null
        }
      />
      <MarketingSections sections={sections} views={views} />
      {callToAction ? (
        <HydratedLater>
          <CallToActionBand title={callToAction.title} intro={callToAction.intro}>
            <ActionButtons primary={callToAction.primary} secondary={callToAction.secondary} />
          </CallToActionBand>
        </HydratedLater>
      ) : null}
    </>
  );
}
