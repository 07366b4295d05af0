/**
 * A form of the site posted by the browser itself, one rule for every host of the site: the
 * static hosts (the local `packages/static-server` and the containers' nginx, `deploy/static/`)
 * and the shell's renderer.
 *
 * The site's forms say `method="post"` and post to their own page, so that with JavaScript off a
 * message never goes into a URL (a GET would put it in the query string, which reaches logs).
 * Nothing at the edge can send it: the bot check runs in the browser, and the CSP's
 * `form-action 'self'` keeps forms from posting to the API. So a POST to a page is answered
 * `303 See Other` to the page saying that nothing was sent (`notSentPath`), without reading the
 * body: nothing of the message is buffered, logged or stored. Any other POST, and every other
 * method that does not read, stays a 405.
 *
 * Which paths are pages is the hosts' existing rule, not the route table: a path whose last
 * segment has no dot (a dot names a file: `/main.1a2b3c4d.js`, `/remotes.json`, `/sitemap.xml`).
 * nginx has it already (its files' location is `~ "\.[^/]*$"`), and it holds for a page a
 * remote's release adds, with no edge to update, as for a form on the 404 page.
 */
import { notSentPath } from './federation';
import { publishHookPath } from './publish-hook';
import { telemetryPath } from './telemetry-facts';

/** A path whose last segment has a dot names a file; the rule of every static host. */
export const namesAFile = /\.[^/]*$/;

/** The path decoded, as nginx's `$uri` has it (`/main%2Ejs` names a file too). */
function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Whether a URL's path (as sent) is a page's, rendered as HTML, rather than a file's. */
export const isPagePath = (pathname: string): boolean => !namesAFile.test(decoded(pathname));

/** The paths the renderer takes a POST at, which are no pages: without it, a 405 anywhere. */
const rendererPosts: readonly string[] = [publishHookPath, telemetryPath];

/**
 * Where a request is sent with `303 See Other` instead of being answered: `notSentPath` for a
 * POST to a page path (as sent), nothing for any other request.
 */
export function pagePostRedirect(method: string | undefined, pathname: string): string | undefined {
  return method === 'POST' && isPagePath(pathname) && !rendererPosts.includes(pathname)
    ? notSentPath
    : undefined;
}
