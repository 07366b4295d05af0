import { FeatureCardGrid, PageHero, PageMeta, Section } from '@site/ui';
import { ClosingCallToAction } from '../components/ClosingCallToAction';
import {
  complianceCallToAction,
  complianceHero,
  complianceIndustries,
  complianceMeta,
  complianceServices,
} from '../content/compliance';

/** `/compliance`: six solutions, four industries and the quote button. */
export default function CompliancePage() {
  return (
    <>
      <PageMeta title={complianceMeta.title} description={complianceMeta.description} />
      <PageHero {...complianceHero} />
      <Section title={complianceServices.title} intro={complianceServices.intro}>
        <FeatureCardGrid items={complianceServices.cards} />
      </Section>
      <Section title={complianceIndustries.title} intro={complianceIndustries.intro} tone="muted">
        <FeatureCardGrid items={complianceIndustries.cards} columns={4} />
      </Section>
      <ClosingCallToAction content={complianceCallToAction} />
    </>
  );
}
