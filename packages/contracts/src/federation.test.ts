import {
  exposesPrefetch,
  parseRemoteManifest,
  parseRemotesConfig,
  remoteModules,
  remoteNames,
  remoteRouteFor,
  remoteRoutes,
  routesOf,
  siteRoutes,
  type SiteRoute,
} from './federation';
import { newsletterPagePaths } from './newsletter';

describe('remotes.json contract', () => {
  it('accepts a URL per known remote', () => {
    const config = parseRemotesConfig({
      remotes: { marketing: 'http://localhost:3001/mf-manifest.json' },
    });
    expect(config.remotes.marketing).toBe('http://localhost:3001/mf-manifest.json');
    expect(config.remotes.blog).toBeUndefined();
  });

  it('names the key that is wrong', () => {
    expect(() => parseRemotesConfig({ remotes: { marketing: 'not a url' } })).toThrow(
      /remotes\.marketing/,
    );
    expect(() => parseRemotesConfig({})).toThrow(/remotes/);
  });

  it('holds each server entry’s integrity beside its pointer, and names a malformed one', () => {
    const integrity = `sha384-${'A'.repeat(64)}`;
    const config = parseRemotesConfig({
      remotes: { marketing: 'http://localhost:3001/mf-manifest.json' },
      serverIntegrity: { marketing: integrity },
    });
    expect(config.serverIntegrity).toEqual({ marketing: integrity });
    expect(() =>
      parseRemotesConfig({ remotes: {}, serverIntegrity: { marketing: 'md5-abc' } }),
    ).toThrow(/serverIntegrity\.marketing/);
    expect(() => parseRemotesConfig({ remotes: {}, serverIntegrity: [] })).toThrow(
      /serverIntegrity/,
    );
  });

  it('rejects remotes the shell does not know', () => {
    expect(() => parseRemotesConfig({ remotes: { shop: 'http://localhost:9/m.json' } })).toThrow(
      /remotes/,
    );
  });
});

/** The items of `within` that `list` has, in `within`'s order (others left out). */
const inOrderWithin = (list: readonly string[], within: readonly string[]) =>
  within.filter((item) => list.includes(item));

describe('route table', () => {
  it('has every page route of the specification, each with the link labels it gives', () => {
    const paths = siteRoutes.map((route) => route.path);
    const specified = [
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
    ];
    expect(inOrderWithin(specified, paths)).toEqual(specified);
    const labels = (rows: readonly SiteRoute[]) => rows.map((row) => row.label ?? '');
    const header = labels(siteRoutes.filter((row) => 'header' in row && row.header));
    const footer = (column: string) =>
      labels(siteRoutes.filter((row) => 'footer' in row && row.footer === column));
    // The header's eight links and the footer's columns, in the specification's order.
    const specifiedHeader = [
      'Home',
      'About Us',
      'HealthCare',
      'Finance',
      'Compliance',
      'Salesforce',
      'Contact Us',
      'Blogs',
    ];
    expect(inOrderWithin(specifiedHeader, header)).toEqual(specifiedHeader);
    for (const [column, specifiedLinks] of [
      ['services', ['HealthCare', 'Finance', 'Compliance', 'Salesforce']],
      ['company', ['About Us', 'Contact Us', 'Blogs']],
      ['legal', ['Privacy Policy', 'Cookies Policy']],
    ] as const) {
      expect(inOrderWithin(specifiedLinks, footer(column))).toEqual(specifiedLinks);
    }
  });

  it('gives each path one row, each module one page, and a label to every linked page', () => {
    const paths = siteRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const remote of remoteNames) {
      const rows = routesOf(remote);
      expect(new Set(rows.map((row) => row.module)).size).toBe(rows.length);
      expect(new Set(rows.map((row) => row.page)).size).toBe(rows.length);
    }
    for (const row of siteRoutes) {
      expect(row.module).toMatch(/^\.\/[A-Za-z]+$/);
      expect(row.page).toMatch(/^[A-Z][A-Za-z]*Page$/);
      if (('header' in row && row.header) || ('footer' in row && row.footer)) {
        expect('label' in row && row.label).toBeTruthy();
      }
    }
  });

  it('derives what each remote exposes from its rows, and the shell reads the same rows', () => {
    for (const remote of remoteNames) {
      expect(remoteModules[remote]).toEqual(routesOf(remote).map((row) => row.module));
    }
    expect(remoteRoutes).toBe(siteRoutes);
  });

  it('keeps the modules deployed shells ask for (their names are on the wire)', () => {
    expect(remoteModules.marketing).toEqual(
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
    expect(remoteModules.blog).toEqual(expect.arrayContaining(['./BlogList', './BlogPost']));
    expect(remoteModules.contact).toEqual(expect.arrayContaining(['./ContactPage']));
  });

  it('has the pages that fetch data (the blog, the contact settings) start their requests early', () => {
    expect(siteRoutes.filter((route) => 'prefetch' in route).map((route) => route.path)).toEqual(
      expect.arrayContaining(['/blogs', '/blog/:slug', '/contact']),
    );
    expect(remoteNames.filter(exposesPrefetch)).toEqual(['blog', 'contact']);
  });

  it("serves the newsletter's pages at the paths its emails link to, kept from search engines", () => {
    for (const path of Object.values(newsletterPagePaths)) {
      expect(remoteRouteFor(path)).toMatchObject({ path, remote: 'blog', noindex: true });
    }
    expect(
      siteRoutes.filter((route) => 'noindex' in route && route.noindex).map((route) => route.path),
    ).toEqual(Object.values(newsletterPagePaths));
  });
});

describe('remotes.json edge cases', () => {
  it.each([null, 'text', [], { remotes: [] }, { remotes: null }])('rejects %p', (input) => {
    expect(() => parseRemotesConfig(input)).toThrow(/remotes/);
  });

  it('accepts only http and https locations', () => {
    expect(() => parseRemotesConfig({ remotes: { marketing: 'javascript:alert(1)' } })).toThrow(
      /remotes\.marketing/,
    );
    expect(
      parseRemotesConfig({ remotes: { marketing: 'https://cdn.example.co.uk/m/mf-manifest.json' } })
        .remotes.marketing,
    ).toBe('https://cdn.example.co.uk/m/mf-manifest.json');
  });
});

describe('remoteRouteFor', () => {
  it.each([
    ['/', './Home'],
    ['/finance', './Finance'],
    ['/blog/a-post', './BlogPost'],
    ['/blogs/', './BlogList'],
  ])('finds the page of %s', (pathname, module) => {
    expect(remoteRouteFor(pathname)?.module).toBe(module);
  });

  it.each(['/nowhere', '/blog', '/blog/a/b'])('finds no page for %s', (pathname) => {
    expect(remoteRouteFor(pathname)).toBeUndefined();
  });
});

describe('mf-manifest.json contract', () => {
  const manifest = {
    name: 'blog',
    metaData: {
      globalName: 'blog',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'var' },
    },
    exposes: [
      { path: './BlogList', assets: { js: { sync: ['list.1.js', 'vendor.2.js'], async: [] } } },
      { path: './Broken' },
    ],
  };

  it('gives the entry URL beside the manifest and each module’s scripts', () => {
    expect(parseRemoteManifest(manifest, 'https://cdn.example/blog/v2/mf-manifest.json')).toEqual({
      entryUrl: 'https://cdn.example/blog/v2/remoteEntry.js',
      release: '',
      globalName: 'blog',
      moduleScripts: {
        './BlogList': [
          'https://cdn.example/blog/v2/list.1.js',
          'https://cdn.example/blog/v2/vendor.2.js',
        ],
      },
    });
  });

  it('gives the server build, the release and when it was built, for the renderer', () => {
    const withServer = {
      ...manifest,
      metaData: {
        ...manifest.metaData,
        ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server/', type: 'commonjs-module' },
        buildInfo: { buildVersion: 'abc123', buildTime: '2026-11-24T10:00:00.000Z' },
      },
    };
    const info = parseRemoteManifest(withServer, 'https://cdn.example/blog/v2/mf-manifest.json');
    expect(info.serverEntryUrl).toBe('https://cdn.example/blog/v2/server/remoteEntry.js');
    expect(info.release).toBe('abc123');
    expect(info.builtAt).toBe('2026-11-24T10:00:00.000Z');
  });

  it('follows the path of an entry published in a folder', () => {
    const inFolder = {
      ...manifest,
      metaData: { ...manifest.metaData, remoteEntry: { name: 'remoteEntry.js', path: 'js/' } },
    };
    const info = parseRemoteManifest(inFolder, 'https://cdn.example/blog/mf-manifest.json');
    expect(info.entryUrl).toBe('https://cdn.example/blog/js/remoteEntry.js');
    expect(info.moduleScripts['./BlogList']?.[0]).toBe('https://cdn.example/blog/js/list.1.js');
  });

  it.each([null, {}, { metaData: { globalName: 'blog' } }])('rejects %p', (input) => {
    expect(() => parseRemoteManifest(input, 'https://cdn.example/m.json')).toThrow(
      'https://cdn.example/m.json is not a remote manifest',
    );
  });
});
