import { mountStandalone } from '@site/ui/standalone';
import { routes } from './routes';

// The blog remote on its own, for its team (`npm run standalone -w remote-blog`).
mountStandalone(
  'blog',
  routes,
  // Every page of ./routes is a file of ./pages (tests left out).
  (page) => import(/* webpackExclude: /\.test\.tsx$/ */ `./pages/${page}.tsx`),
);
