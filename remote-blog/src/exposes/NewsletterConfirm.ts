export { default } from '../pages/NewsletterConfirmPage';
