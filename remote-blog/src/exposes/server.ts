export { feedItems, loadPageData, providePageData, sitemapEntries } from '../api/page-data';
