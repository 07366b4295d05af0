import { MarketingPage } from '../components/MarketingPage';
import { badgesView } from '../components/ComplianceBadges';
import { cardsView } from '../components/SectionViews';
import { financePage } from '../content/finance';

/** `/finance`: six solutions, the SOX / PCI DSS / GDPR Ready badges and the quote button. */
export default function FinancePage() {
  return <MarketingPage content={financePage} views={{ cards: cardsView, badges: badgesView }} />;
}
