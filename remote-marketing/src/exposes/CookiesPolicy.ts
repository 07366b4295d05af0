export { default } from '../pages/CookiesPolicyPage';
