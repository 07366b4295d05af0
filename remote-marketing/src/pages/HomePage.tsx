import { companyStructuredData } from '@site/contracts/company';
import { JsonLd, useSiteUrl } from '@site/ui';
import { MarketingPage } from '../components/MarketingPage';
import { industriesView } from '../components/IndustryCardGrid';
import { cardsView } from '../components/SectionViews';
import { homePage } from '../content/home';

/** `/`: hero, value cards, Industries We Serve and the closing call to action. */
export default function HomePage() {
  const siteUrl = useSiteUrl();
  return (
    <>
      {companyStructuredData(siteUrl).map((data) => (
        <JsonLd key={data['@type']} data={data} />
      ))}
      <MarketingPage content={homePage} views={{ cards: cardsView, industries: industriesView }} />
    </>
  );
}
