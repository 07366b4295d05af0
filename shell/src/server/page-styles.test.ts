import { createSystem, type SystemContext } from '@chakra-ui/react/styled-system';
import type { BlogPost } from '@site/contracts/blog';
import type { RemoteName } from '@site/contracts/federation';
import { repoRoutes } from '../../../test/declared-routes';
import { pageWideCss } from '../../../packages/ui/src/page-wide-css';
import { summaryOf } from '../../../remote-blog/src/testing/fake-get-blogs';
import { pageSystemConfigs, withoutGlobalStyles } from '../../../packages/ui/src/page-system';
import { importRemoteModuleSource } from '../../../test/remote-module-source';
import {
  chakraVariablesDeclaredBy,
  chakraVariablesReadBy,
  emotionRulesOf,
  wholeThemeSystem,
} from '../../../test/page-systems';
import { pageRenderer, type RenderedPage } from './render-page';
import type { RemoteServerBuilds } from './remote-server-builds';

/**
 * The pages' Chakra system keeps only what the pages use of the site's theme (decision 021). This
 * renders every route as the renderer serves it, once with that system and once with the whole
 * theme (what the pages were built with before, and what the page-wide CSS still comes from),
 * and requires the very same HTML: the same rules, so the same class names.
 */

let mockSystem: SystemContext | undefined;
jest.mock('../../../packages/ui/src/system', () => {
  const actual = jest.requireActual('../../../packages/ui/src/system');
  // `SiteProvider` reads `system` as it renders: the test decides which one it gets.
  return {
    ...actual,
    get system() {
      return mockSystem ?? actual.system;
    },
  };
});

/** The remotes' exposed modules, from their source (the renderer loads their server builds). */
let unavailable: RemoteName | undefined;
const builds = {
  has: () => true,
  load: (remote: RemoteName, module: string) =>
    remote === unavailable
      ? Promise.reject(new Error(`${remote} is down`))
      : importRemoteModuleSource(remote, module),
} as unknown as RemoteServerBuilds;

const renderer = pageRenderer(builds, {
  siteUrl: 'https://site.test',
  routes: repoRoutes,
  template:
    '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>',
  remotes: {},
  releasedAt: {},
  remoteTimeoutMs: 5000,
  dataTimeoutMs: 5000,
});

// The blog's backend, answering as its `get-blogs` function does; the blog's server build finds
// its settings (`config.json`) beside itself.
(globalThis as { __webpack_public_path__?: string }).__webpack_public_path__ =
  'http://blog.test/server/';
const categories = ['Healthcare', 'Compliance', 'Digital Transformation', 'Salesforce', 'Other'];
const post = (n: number): BlogPost => ({
  id: String(n),
  slug: `post-${n}`,
  title: n % 3 === 0 ? null : `Post ${n}`,
  excerpt: `What post ${n} is about.`,
  category: categories[n % categories.length]!,
  author: 'Ada Lovelace',
  published_date: '2024-01-05',
  read_time: '5 min read',
  image_url: n % 2 ? 'https://images.test/post.webp' : null,
  content: [
    'An opening paragraph with **bold** and *italic* words.',
    '## A section',
    'A paragraph.',
    '### A subsection',
    '- a point\n- a **strong** point',
  ].join('\n\n'),
});
type Backend = 'up' | 'empty' | 'down';
let backend: Backend = 'up';
globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url === 'http://blog.test/server/config.json') {
    return Response.json({
      supabaseUrl: 'http://backend.test',
      supabaseAnonKey: 'anon',
      contactApiUrl: 'http://api.test',
      recaptchaSiteKey: 'site-key',
      recaptchaScriptUrl: 'http://bot-check.test/recaptcha/api.js',
    });
  }
  if (url !== 'http://backend.test/functions/v1/get-blogs') throw new Error(`Unexpected ${url}`);
  if (backend === 'down') return Response.json({ error: 'Unavailable' }, { status: 503 });
  const body = JSON.parse(String(init?.body)) as { slug?: string; offset?: number };
  if (body.slug) {
    return body.slug === 'post-1' || body.slug === 'post-2'
      ? Response.json({ success: true, posts: post(Number(body.slug.slice(5))) })
      : Response.json({ error: 'Post not found' }, { status: 404 });
  }
  const offset = body.offset ?? 0;
  const count = backend === 'empty' ? 0 : offset === 0 ? 10 : 4;
  return Response.json({
    success: true,
    posts: Array.from({ length: count }, (_, index) => summaryOf(post(offset + index + 1))),
  });
}) as typeof fetch;

interface Case {
  url: string;
  /** The status the renderer answers (the state the page is in). */
  status: number;
  backend?: Backend;
  unavailable?: RemoteName;
}

/** Every route of the site, and the other states the renderer can send. */
const cases: Case[] = [
  ...repoRoutes
    .filter(({ path }) => !path.includes(':'))
    .map(({ path }) => ({ url: path, status: 200 })),
  { url: '/blogs?page=2', status: 200 },
  { url: '/blogs', backend: 'empty', status: 200 },
  { url: '/blogs', backend: 'down', status: 503 },
  { url: '/blog/post-1', status: 200 },
  { url: '/blog/post-2', status: 200 },
  { url: '/blog/no-such-post', status: 404 },
  { url: '/blog/post-1', backend: 'down', status: 503 },
  { url: '/no-such-page', status: 404 },
  { url: '/about', unavailable: 'marketing', status: 503 },
];
const describeCase = ({ url, backend: state, unavailable: down }: Case) =>
  [url, state && `backend ${state}`, down && `${down} remote unavailable`]
    .filter(Boolean)
    .join(', ');

async function render(system: SystemContext | undefined, page: Case): Promise<RenderedPage> {
  mockSystem = system;
  backend = page.backend ?? 'up';
  unavailable = page.unavailable;
  try {
    return await renderer.render(page.url);
  } finally {
    mockSystem = undefined;
    backend = 'up';
    unavailable = undefined;
  }
}

const whole = wholeThemeSystem();
/** What the page-wide CSS written into every page's HTML declares (decision 010). */
const declared = chakraVariablesDeclaredBy(pageWideCss());
let consoleError: jest.SpyInstance;
beforeAll(() => {
  // The unavailable remote and the failing backend are logged, as in production.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => consoleError.mockRestore());

describe.each(cases.map((page) => [describeCase(page), page] as const))(
  'the page at %s',
  (_name, page) => {
    it('is the same HTML, with the same CSS rules, as with the whole theme', async () => {
      const before = await render(whole, page);
      const after = await render(undefined, page);
      const rules = emotionRulesOf(after.html);
      // What a difference usually means: a token the pages' theme does not keep.
      const read = chakraVariablesReadBy(rules.join(''));
      const missing = [...chakraVariablesReadBy(emotionRulesOf(before.html).join(''))].filter(
        (name) => !read.has(name),
      );
      expect({ missing }).toEqual({ missing: [] });
      expect(rules).toEqual(emotionRulesOf(before.html));
      expect(rules.length).toBeGreaterThan(50);
      expect([before.status, after.status]).toEqual([page.status, page.status]);
      expect(after.html).toBe(before.html);
    });

    it('reads only CSS variables the page-wide CSS declares', async () => {
      const read = chakraVariablesReadBy(
        emotionRulesOf((await render(undefined, page)).html).join(''),
      );
      expect(read.size).toBeGreaterThan(10);
      expect({ undeclared: [...read].filter((name) => !declared.has(name)) }).toEqual({
        undeclared: [],
      });
    });
  },
);

describe('the comparison', () => {
  type Parts = Record<string, Record<string, unknown>>;
  /** The pages' system with a part taken out (`pageSystemConfigs` builds new objects each time). */
  const without = (change: (base: Parts, theme: Parts) => void): SystemContext => {
    const [base, config] = pageSystemConfigs();
    change(base as Parts, config.theme as Parts);
    return withoutGlobalStyles(createSystem(base, config));
  };

  it.each([
    ['a token', (_: Parts, theme: Parts) => delete theme.tokens!.spacing],
    ['a style prop', (base: Parts) => delete base.utilities!.paddingInline],
    ['a condition', (base: Parts) => delete base.conditions!.hover],
  ])("notices a pages' system without %s the pages use", async (_name, change) => {
    const page = { url: '/', status: 200 };
    const [before, broken] = [await render(whole, page), await render(without(change), page)];
    expect(broken.html).not.toBe(before.html);
  });
});
