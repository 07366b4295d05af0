export { prefetchPageData as default } from '../api/prefetch-page-data';
