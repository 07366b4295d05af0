import { mountStandalone } from '@site/ui/standalone';

// The blog remote on its own, for its team (`npm run standalone -w remote-blog`).
mountStandalone(
  'blog',
  // Every page of the route table is a file of ./pages (tests left out).
  (page) => import(/* webpackExclude: /\.test\.tsx$/ */ `./pages/${page}.tsx`),
);
