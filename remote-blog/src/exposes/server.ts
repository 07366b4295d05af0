export {
  feedItems,
  loadPageData,
  pageIndex,
  providePageData,
  sitemapEntries,
} from '../api/page-data';
