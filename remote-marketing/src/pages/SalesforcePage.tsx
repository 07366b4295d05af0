import { MarketingPage } from '../components/MarketingPage';
import { cardsView } from '../components/SectionViews';
import { salesforcePage } from '../content/salesforce';

/** `/salesforce`: six services, six clouds, four reasons and the start button. */
export default function SalesforcePage() {
  return <MarketingPage content={salesforcePage} views={{ cards: cardsView }} />;
}
