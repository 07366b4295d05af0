export { default } from '../pages/BlogPostPage';
