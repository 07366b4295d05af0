import { preloadPageOf } from './remote-loader';

// Entry of the comparison build (`npm run build:monolith`, decision 007). Like the federated
// entry, it starts loading the page's chunk at once; an ordinary bundle has nothing to negotiate,
// so the shell's bootstrap is imported directly rather than behind an async boundary.
preloadPageOf(window.location.pathname);
import '../../../shell/src/bootstrap';
