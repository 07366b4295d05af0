import { PageHero, PageMeta } from '@site/ui';
import { MarketingSections } from '../components/MarketingSections';
import { cardsView, checklistView } from '../components/SectionViews';
import { storyView } from '../components/StoryColumns';
import { aboutPage } from '../content/about';

/** `/about`: hero, Our Story, Why Choose Us and the four values; no closing band. */
export default function AboutPage() {
  const { meta, hero, sections } = aboutPage;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />
      <MarketingSections
        sections={sections}
        views={{ story: storyView, checklist: checklistView, cards: cardsView }}
      />
    </>
  );
}
