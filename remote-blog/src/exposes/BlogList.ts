export { default } from '../pages/BlogListPage';
