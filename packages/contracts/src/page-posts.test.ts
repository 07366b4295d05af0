import { repoRoutes } from '../../../test/declared-routes';
import { notSentPath, shellRouteFor } from './federation';
import { routeIn } from './page-routes';
import { isPagePath, pagePostRedirect } from './page-posts';
import { publishHookPath } from './publish-hook';
import { telemetryPath } from './telemetry-facts';

describe('a form posted to a page by the browser itself', () => {
  it.each(['/', '/contact', '/blogs/', '/blog/a-post', '/newsletter/confirm', '/no/such/page'])(
    '%s is a page: a POST is sent on to the page saying it was not sent',
    (pathname) => {
      expect(isPagePath(pathname)).toBe(true);
      expect(pagePostRedirect('POST', pathname)).toBe(notSentPath);
    },
  );

  it.each(['/remotes.json', '/index.html', '/main.1a2b3c4d.js', '/sitemap.xml', '/assets/a.svg'])(
    '%s is a file: a POST stays a 405',
    (pathname) => {
      expect(isPagePath(pathname)).toBe(false);
      expect(pagePostRedirect('POST', pathname)).toBeUndefined();
    },
  );

  it.each([publishHookPath, telemetryPath])(
    '%s is the renderer’s, no page: a POST there without the renderer stays a 405',
    (pathname) => {
      expect(pagePostRedirect('POST', pathname)).toBeUndefined();
    },
  );

  it('follows the last segment of the decoded path, as nginx does', () => {
    expect(isPagePath('/v1.2/contact')).toBe(true);
    expect(isPagePath('/a.b/')).toBe(true);
    expect(isPagePath('/main%2Ejs')).toBe(false);
  });

  it.each(['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', undefined])(
    'leaves %s alone',
    (method) => {
      expect(pagePostRedirect(method, '/contact')).toBeUndefined();
    },
  );

  it("every page a form posts from is a page path, and the target is the shell's own page", () => {
    for (const { path } of repoRoutes) expect(isPagePath(path)).toBe(true);
    expect(shellRouteFor(notSentPath)).toEqual({ path: notSentPath, noindex: true });
    expect(shellRouteFor(`${notSentPath}/`)).toBeDefined();
    expect(routeIn(repoRoutes, notSentPath)).toBeUndefined();
    expect(shellRouteFor('/contact')).toBeUndefined();
  });
});
