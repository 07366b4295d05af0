export {
  feedItems,
  loadPageData,
  pageIndex,
  providePageData,
  sitemapEntries,
} from '../api/page-data';
export { shareCard } from '../api/share-card';
