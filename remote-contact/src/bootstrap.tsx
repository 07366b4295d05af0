import { mountStandalone } from '@site/ui/standalone';
import { standalonePages } from './standalone-pages';

// The contact remote on its own, for its team (`npm run standalone -w remote-contact`).
mountStandalone('contact', standalonePages);
