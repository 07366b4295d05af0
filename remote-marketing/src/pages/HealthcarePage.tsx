import { CheckList, FeatureCardGrid, PageHero, PageMeta, Section } from '@site/ui';
import { ClosingCallToAction } from '../components/ClosingCallToAction';
import {
  healthcareBenefits,
  healthcareCallToAction,
  healthcareHero,
  healthcareMeta,
  healthcareServices,
} from '../content/healthcare';

/** `/healthcare`: six solutions, six benefits and the quote button. */
export default function HealthcarePage() {
  return (
    <>
      <PageMeta title={healthcareMeta.title} description={healthcareMeta.description} />
      <PageHero {...healthcareHero} />
      <Section title={healthcareServices.title} intro={healthcareServices.intro}>
        <FeatureCardGrid items={healthcareServices.cards} />
      </Section>
      <Section title={healthcareBenefits.title} intro={healthcareBenefits.intro} tone="muted">
        <CheckList items={healthcareBenefits.points} columns={2} />
      </Section>
      <ClosingCallToAction content={healthcareCallToAction} />
    </>
  );
}
