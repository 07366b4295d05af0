export { default } from '../pages/HealthcarePage';
