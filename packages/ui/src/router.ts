/**
 * The router API of the whole site, from one module.
 *
 * The shell and every remote import routing from here, never from `react-router-dom` directly.
 * This module is shared as a singleton, so the shell's router context is the one the remotes'
 * links read, while `react-router` itself stays unshared and tree-shaken to what is listed here.
 * Add a name here (and ship the shell) before a remote uses it.
 */
export {
  Link,
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  createBrowserRouter,
  isRouteErrorResponse,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
} from 'react-router-dom';
export type { LinkProps, NavLinkProps, RouteObject } from 'react-router-dom';
