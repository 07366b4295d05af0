import { MarketingPage } from '../components/MarketingPage';
import { aboutPage } from '../content/about';

/** `/about`: hero, Our Story, Why Choose Us and the four values. */
export default function AboutPage() {
  return <MarketingPage content={aboutPage} />;
}
