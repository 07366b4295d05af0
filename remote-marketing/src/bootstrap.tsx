import { mountStandalone } from '@site/ui/standalone';
import { standalonePages } from './standalone-pages';

// The marketing remote on its own, for its team (`npm run standalone -w remote-marketing`).
mountStandalone('marketing', standalonePages);
