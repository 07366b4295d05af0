export { default } from '../pages/SalesforcePage';
