import { newsletterPagePaths } from '@site/contracts/newsletter';
import { pageRouteOf } from '@site/contracts/page-routes';
import { mergeRoutes } from '@site/contracts/route-lists';
import { declaredRoutes, repoRoutes } from '../test/declared-routes';

describe("the remotes' own routes, as this repository builds them", () => {
  it('serve every page of the specification', () => {
    const paths = repoRoutes.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/about',
        '/healthcare',
        '/finance',
        '/compliance',
        '/salesforce',
        '/privacy-policy',
        '/cookies-policy',
        '/contact',
        '/blogs',
        '/blog/:slug',
      ]),
    );
  });

  it('give each path one remote, each module one page, with no conflict', () => {
    const lists = Object.fromEntries(
      Object.entries(declaredRoutes).map(([remote, routes]) => [remote, routes.map(pageRouteOf)]),
    );
    expect(mergeRoutes(lists).conflicts).toEqual([]);
    for (const routes of Object.values(declaredRoutes)) {
      expect(new Set(routes.map((route) => route.module)).size).toBe(routes.length);
      expect(new Set(routes.map((route) => route.page)).size).toBe(routes.length);
      for (const route of routes) {
        expect(route.module).toMatch(/^\.\/[A-Za-z]+$/);
        expect(route.page).toMatch(/^[A-Z][A-Za-z]*Page$/);
      }
    }
  });

  it('keep the modules deployed pages ask for (their names are on the wire)', () => {
    const modules = (remote: string) => (declaredRoutes[remote] ?? []).map((r) => r.module);
    expect(modules('marketing')).toEqual(
      expect.arrayContaining([
        './Home',
        './About',
        './HealthCare',
        './Finance',
        './Compliance',
        './Salesforce',
        './PrivacyPolicy',
        './CookiesPolicy',
      ]),
    );
    expect(modules('blog')).toEqual(expect.arrayContaining(['./BlogList', './BlogPost']));
    expect(modules('contact')).toEqual(['./ContactPage']);
  });

  it('have the pages that fetch data start their requests early', () => {
    expect(repoRoutes.filter((route) => 'prefetch' in route).map((route) => route.path)).toEqual([
      '/contact',
      '/blogs',
      '/blog/:slug',
    ]);
  });

  it("serve the newsletter's pages at the paths its emails link to, kept from search engines", () => {
    const noindex = repoRoutes.filter((route) => 'noindex' in route);
    expect(noindex.map((route) => [route.path, route.remote])).toEqual(
      Object.values(newsletterPagePaths).map((path) => [path, 'blog']),
    );
  });
});
