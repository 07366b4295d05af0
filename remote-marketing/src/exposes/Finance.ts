export { default } from '../pages/FinancePage';
