import { createElement, use } from 'react';
import type { RemoteServerBuilds } from './remote-server-builds';
import { repoRoutes } from '../../../test/declared-routes';
import type { ServerState } from '@site/contracts/server-state';
import { pageRenderer, type RenderSettings } from './render-page';

/** The page the renderer fills, as the shell's build writes it (trimmed). */
const template =
  '<!doctype html><html lang="en-GB"><head><title>Elevate SaaS Solutions</title></head>' +
  '<body><div id="root"></div><script>loader()</script></body></html>';

const settings: RenderSettings = {
  siteUrl: 'https://www.example.co.uk',
  template,
  remotes: { marketing: 'https://m.example/mf-manifest.json' },
  routes: repoRoutes,
  releasedAt: {},
  remoteTimeoutMs: 200,
  dataTimeoutMs: 200,
};

/** The state the page carries for the browser (`<script id="server-state">`). */
const stateOf = (html: string): ServerState =>
  JSON.parse(/<script[^>]*id="server-state"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? 'null');

/** Remotes whose every page is `page`. */
const buildsWith = (page: () => unknown): RemoteServerBuilds => ({
  has: () => true,
  load: <T>() => Promise.resolve({ default: page } as T),
});

describe('a page whose remote fails on the server', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('that throws while rendering is logged, and sent as the frame with the region left to the browser (503)', async () => {
    const renderer = pageRenderer(
      buildsWith(() => {
        throw new Error('the page broke');
      }),
      settings,
    );
    const page = await renderer.render('/finance');
    expect(page.status).toBe(503);
    // The frame is there: the header's links and the footer.
    expect(page.html).toContain('href="/contact"');
    expect(page.html).toContain('Privacy Policy');
    // The region is marked for the browser to render (React's client-rendered boundary).
    expect(page.html).toContain('<!--$!-->');
    expect(page.html).not.toContain('the page broke</');
    expect(logged.mock.calls.flat().join(' ')).toContain('the page broke');
    // The browser renders the region, and says it is unavailable if its code cannot be loaded.
    expect(stateOf(page.html).regionRendered).toBeUndefined();
  });

  it('that does not answer in time costs the bound, not more (503, the frame)', async () => {
    const renderer = pageRenderer(
      { has: () => true, load: () => new Promise(() => undefined) },
      settings,
    );
    const started = Date.now();
    const page = await renderer.render('/finance');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(page.status).toBe(503);
    expect(page.html).toContain('href="/contact"');
    expect(logged).toHaveBeenCalled();
  });

  it('that suspends for ever is given up after the bound: the frame (503), and the next page renders', async () => {
    const never = new Promise<never>(() => undefined);
    let hang = true;
    const renderer = pageRenderer(
      buildsWith(() => (hang ? use(never) : createElement('h1', null, 'Next'))),
      settings,
    );
    const page = await renderer.render('/finance');
    expect(page.status).toBe(503);
    expect(page.html).toContain('href="/contact"');
    expect(page.html).toContain('<!--$!-->');
    hang = false;
    expect((await renderer.render('/about')).html).toContain('<h1>Next</h1>');
  });

  it('renders a working page whole (200)', async () => {
    const renderer = pageRenderer(
      buildsWith(() => createElement('h1', null, 'Finance stand-in')),
      settings,
    );
    const page = await renderer.render('/finance');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Finance stand-in</h1>');
    // The browser keeps this HTML if the region's code cannot be loaded there.
    expect(stateOf(page.html).regionRendered).toBe(true);
  });
});

describe('the page document', () => {
  it('holds its first paint until the main region is parsed, so that the header is painted whole', async () => {
    const renderer = pageRenderer(
      buildsWith(() => createElement('h1', null, 'Finance stand-in')),
      settings,
    );
    const { html } = await renderer.render('/finance');
    const hold = html.indexOf('<link rel="expect" href="#main-content" blocking="render"/>');
    expect(hold).toBeGreaterThan(html.indexOf('<head>'));
    expect(hold).toBeLessThan(html.indexOf('</head>'));
    expect(html).toMatch(/<\/header>\s*<main[^>]* id="main-content"/);
  });
});

describe('the sitemap', () => {
  it('lists the routes without parameters, but not the pages kept from search engines', async () => {
    const builds: RemoteServerBuilds = {
      has: () => true,
      // A blog server module with no pages of its own to add.
      load: <T>() => Promise.resolve({} as T),
    };
    const paths = (await pageRenderer(builds, settings).sitemap()).map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/privacy-policy', '/blogs', '/contact']));
    expect(paths).not.toContain('/newsletter/confirm');
    expect(paths).not.toContain('/newsletter/unsubscribe');
    expect(paths.some((path) => path.includes(':'))).toBe(false);
  });

  it('keeps the other pages when one remote cannot list its own, and says so', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const builds: RemoteServerBuilds = {
      has: () => true,
      load: <T>() =>
        Promise.resolve({
          sitemapEntries: () => Promise.reject(new Error('Failed to load blog posts.')),
        } as T),
    };
    const paths = (await pageRenderer(builds, settings).sitemap()).map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/blogs', '/contact']));
    expect(error).toHaveBeenCalledWith(
      '[renderer] sitemap: the "blog" remote\'s own pages are left out:',
      expect.objectContaining({ message: 'Failed to load blog posts.' }),
    );
    error.mockRestore();
  });
});

describe('warming a new generation', () => {
  it("loads every page's code and each server module, and names the remotes that failed", async () => {
    const loaded: string[] = [];
    const builds: RemoteServerBuilds = {
      has: () => true,
      load: <T>(remote: string, module: string) => {
        loaded.push(`${remote} ${module}`);
        return remote === 'contact'
          ? Promise.reject(new Error('contact is down'))
          : Promise.resolve({} as T);
      },
    };
    expect(await pageRenderer(builds, settings).warm()).toEqual(['contact']);
    for (const route of repoRoutes) expect(loaded).toContain(`${route.remote} ${route.module}`);
    expect(loaded).toContain('blog ./server');
  });
});

describe('a page that renders without data, in a remote whose other pages have some', () => {
  it('is not asked for data: its status is its own (200), not the data module’s', async () => {
    const loadPageData = jest.fn(async () => ({ status: 404 as const, data: [] }));
    const builds: RemoteServerBuilds = {
      has: () => true,
      load: <T>(_remote: string, module: string) =>
        Promise.resolve(
          (module === './server'
            ? { loadPageData }
            : { default: () => createElement('h1', null, 'Confirm your subscription') }) as T,
        ),
    };
    const renderer = pageRenderer(builds, settings);
    const page = await renderer.render('/newsletter/confirm?token=abc');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Confirm your subscription</h1>');
    expect(loadPageData).not.toHaveBeenCalled();

    await renderer.render('/blogs');
    expect(loadPageData).toHaveBeenCalledWith('/blogs');
  });
});

describe("a page's code", () => {
  it("is preloaded from the release it was rendered with: its remote's manifest, entry and page chunks", async () => {
    const renderer = pageRenderer(
      buildsWith(() => createElement('h1', null, 'Finance')),
      {
        ...settings,
        browserCode: {
          marketing: {
            entryUrl: 'https://m.example/remoteEntry.js',
            moduleScripts: {
              './Finance': ['https://m.example/1.js', 'https://m.example/finance.js'],
              './Home': ['https://m.example/home.js'],
            },
          },
        },
      },
    );
    const page = await renderer.render('/finance');
    const preloads = [...page.html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)];
    expect(preloads.map(([, href, as]) => `${as} ${href}`)).toEqual([
      'fetch https://m.example/mf-manifest.json',
      'script https://m.example/remoteEntry.js',
      'script https://m.example/1.js',
      'script https://m.example/finance.js',
    ]);
  });

  it('is not preloaded when the release is not known', async () => {
    const renderer = pageRenderer(
      buildsWith(() => createElement('h1', null, 'Finance')),
      settings,
    );
    expect((await renderer.render('/finance')).html).not.toContain('rel="preload"');
  });
});
