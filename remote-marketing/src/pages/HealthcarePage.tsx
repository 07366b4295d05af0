import { MarketingPage } from '../components/MarketingPage';
import { cardsView, checklistView } from '../components/SectionViews';
import { healthcarePage } from '../content/healthcare';

/** `/healthcare`: six solutions, six benefits and the quote button. */
export default function HealthcarePage() {
  return (
    <MarketingPage
      content={healthcarePage}
      views={{ cards: cardsView, checklist: checklistView }}
    />
  );
}
