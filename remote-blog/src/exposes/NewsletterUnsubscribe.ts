export { default } from '../pages/NewsletterUnsubscribePage';
