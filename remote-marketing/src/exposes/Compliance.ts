export { default } from '../pages/CompliancePage';
