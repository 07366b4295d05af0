import { confirmSubscription } from '../api/newsletter-api';
import { NewsletterLinkPage } from '../components/NewsletterLinkPage';
import { confirmPageTexts } from '../content/newsletter-pages';

/** `/newsletter/confirm#token=…`: the confirmation email's link. Confirms on a click only. */
export default function NewsletterConfirmPage() {
  return <NewsletterLinkPage texts={confirmPageTexts} action={confirmSubscription} />;
}
