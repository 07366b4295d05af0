import { FeatureCardGrid, PageHero, PageMeta, Section } from '@site/ui';
import { ClosingCallToAction } from '../components/ClosingCallToAction';
import {
  salesforceCallToAction,
  salesforceHero,
  salesforceMeta,
  salesforceProducts,
  salesforceReasons,
  salesforceServices,
} from '../content/salesforce';

/** `/salesforce`: six services, six clouds, four reasons and the start button. */
export default function SalesforcePage() {
  return (
    <>
      <PageMeta title={salesforceMeta.title} description={salesforceMeta.description} />
      <PageHero {...salesforceHero} />
      <Section title={salesforceServices.title} intro={salesforceServices.intro}>
        <FeatureCardGrid items={salesforceServices.cards} />
      </Section>
      <Section title={salesforceProducts.title} intro={salesforceProducts.intro} tone="muted">
        <FeatureCardGrid items={salesforceProducts.cards} />
      </Section>
      <Section title={salesforceReasons.title}>
        <FeatureCardGrid items={salesforceReasons.cards} columns={4} />
      </Section>
      <ClosingCallToAction content={salesforceCallToAction} />
    </>
  );
}
