import { ButtonLink, FeatureCardGrid, PageHero, PageMeta, Section } from '@site/ui';
import { ClosingCallToAction } from '../components/ClosingCallToAction';
import { IndustryCardGrid } from '../components/IndustryCardGrid';
import { homeClosing, homeHero, homeIndustries, homeMeta, homeValues } from '../content/home';

/** `/`: hero, value cards, Industries We Serve and the closing call to action. */
export default function HomePage() {
  return (
    <>
      <PageMeta title={homeMeta.title} description={homeMeta.description} />
      <PageHero
        eyebrow={homeHero.eyebrow}
        title={homeHero.title}
        intro={homeHero.intro}
        actions={
          <>
            <ButtonLink to={homeHero.primary.to} variant="inverse" size="lg">
              {homeHero.primary.label}
            </ButtonLink>
            <ButtonLink to={homeHero.secondary.to} variant="inverseOutline" size="lg">
              {homeHero.secondary.label}
            </ButtonLink>
          </>
        }
      />
      <Section title={homeValues.title} intro={homeValues.intro}>
        <FeatureCardGrid items={homeValues.cards} columns={4} />
      </Section>
      <Section title={homeIndustries.title} intro={homeIndustries.intro} tone="muted">
        <IndustryCardGrid cards={homeIndustries.cards} />
      </Section>
      <ClosingCallToAction content={homeClosing} />
    </>
  );
}
