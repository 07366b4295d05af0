export { default } from '../pages/HomePage';
