import { FeatureCardGrid, PageHero, PageMeta, Section } from '@site/ui';
import { ClosingCallToAction } from '../components/ClosingCallToAction';
import { ComplianceBadges } from '../components/ComplianceBadges';
import {
  financeCallToAction,
  financeCompliance,
  financeHero,
  financeMeta,
  financeServices,
} from '../content/finance';

/** `/finance`: six solutions, the SOX / PCI DSS / GDPR Ready badges and the quote button. */
export default function FinancePage() {
  return (
    <>
      <PageMeta title={financeMeta.title} description={financeMeta.description} />
      <PageHero {...financeHero} />
      <Section title={financeServices.title} intro={financeServices.intro}>
        <FeatureCardGrid items={financeServices.cards} />
      </Section>
      <Section title={financeCompliance.title} intro={financeCompliance.intro} tone="muted">
        <ComplianceBadges badges={financeCompliance.badges} />
      </Section>
      <ClosingCallToAction content={financeCallToAction} />
    </>
  );
}
