import { preloadPage } from './remote-loader';
import { routeOf } from './route-table';

// Entry of the comparison build (`npm run build:monolith`, decision 007). Like the federated
// entry, it starts loading the page's chunk at once; an ordinary bundle has nothing to negotiate,
// so the shell's bootstrap is imported directly rather than behind an async boundary.
void routeOf(window.location.pathname).then(
  (route) => route && preloadPage(route, window.location.pathname),
);
import '../../../shell/src/bootstrap';
