export { default } from '../pages/ContactPage';
