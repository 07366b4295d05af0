import { unsubscribeFromNewsletter } from '../api/newsletter-api';
import { NewsletterLinkPage } from '../components/NewsletterLinkPage';
import { unsubscribePageTexts } from '../content/newsletter-pages';

/** `/newsletter/unsubscribe#token=…`: every newsletter email's link. Acts on a click only. */
export default function NewsletterUnsubscribePage() {
  return <NewsletterLinkPage texts={unsubscribePageTexts} action={unsubscribeFromNewsletter} />;
}
