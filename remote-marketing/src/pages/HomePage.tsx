import { companyStructuredData } from '@site/contracts/company';
import { useSiteUrl } from '@site/ui';
import { MarketingPage } from '../components/MarketingPage';
import { homePage } from '../content/home';

/** `/`: hero, value cards, Industries We Serve and the closing call to action. */
export default function HomePage() {
  const siteUrl = useSiteUrl();
  return <MarketingPage content={homePage} structuredData={companyStructuredData(siteUrl)} />;
}
