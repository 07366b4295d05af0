/**
 * The router API of the whole site, from one module.
 *
 * The shell and every remote import routing from here, never from `react-router-dom` directly.
 * This module is shared as a singleton, so the shell's router context is the one the remotes'
 * links read, while `react-router` itself stays unshared and tree-shaken to what is listed here.
 * Add a name here (and ship the shell) before a remote uses it.
 *
 * Declarative routing only (`BrowserRouter` and `useRoutes`): React Router's data router
 * (`createBrowserRouter`, loaders, actions, fetchers, its error elements and scroll restoration)
 * is code on every page that the site does not use (decision 013 has its size).
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
} from 'react-router-dom';
export type { LinkProps, NavLinkProps, RouteObject } from 'react-router-dom';
