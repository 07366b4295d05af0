import { MarketingPage } from '../components/MarketingPage';
import { cardsView } from '../components/SectionViews';
import { compliancePage } from '../content/compliance';

/** `/compliance`: six solutions, four industries and the quote button. */
export default function CompliancePage() {
  return <MarketingPage content={compliancePage} views={{ cards: cardsView }} />;
}
