export { default } from '../pages/PrivacyPolicyPage';
