import { companyStructuredData } from '@site/contracts/company';
import {
  ButtonLink,
  FeatureCardGrid,
  JsonLd,
  PageHero,
  PageMeta,
  Section,
  useSiteUrl,
} from '@site/ui';
import { ClosingCallToAction } from '../components/ClosingCallToAction';
import { IndustryCardGrid } from '../components/IndustryCardGrid';
import { homeClosing, homeHero, homeIndustries, homeMeta, homeValues } from '../content/home';

/** `/`: hero, value cards, Industries We Serve and the closing call to action. */
export default function HomePage() {
  const siteUrl = useSiteUrl();
  return (
    <>
      <PageMeta title={homeMeta.title} description={homeMeta.description} />
      {companyStructuredData(siteUrl).map((data) => (
        <JsonLd key={data['@type']} data={data} />
      ))}
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
