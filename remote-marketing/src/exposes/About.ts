export { default } from '../pages/AboutPage';
