import { mountStandalone } from '@site/ui/standalone';
import { standalonePages } from './standalone-pages';

// The blog remote on its own, for its team (`npm run standalone -w remote-blog`).
mountStandalone('blog', standalonePages);
