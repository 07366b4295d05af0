import { mountStandalone } from '@site/ui/standalone';
import { routes } from './routes';

// The marketing remote on its own, for its team (`npm run standalone -w remote-marketing`).
mountStandalone(
  'marketing',
  routes,
  // Every page of ./routes is a file of ./pages (tests left out).
  (page) => import(/* webpackExclude: /\.test\.tsx$/ */ `./pages/${page}.tsx`),
);
