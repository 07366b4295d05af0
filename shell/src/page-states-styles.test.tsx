import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { SystemContext } from '@chakra-ui/react/styled-system';
import type { RemoteName } from '@site/contracts/federation';
import { SiteProvider, toaster } from '@site/ui';
import { act, render, screen, waitFor, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { use, type ReactElement } from 'react';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { StandaloneFrame } from '../../packages/ui/src/standalone';
import { pageTokenVariables } from '../../packages/ui/src/page-wide-css';
import { createPageWideSystem } from '../../packages/ui/src/site-config';
import { chakraVariablesReadBy, splitRules, wholeThemeSystem } from '../../test/page-systems';
import { emulatePopovers } from '../../test/popovers';
import { importRemoteModuleSource } from '../../test/remote-module-source';
import { loadRemoteModule } from './federation/remote-loader';
import { SiteLayout } from './layout/SiteLayout';
import { declaredRoutes, repoRoutes } from '../../test/declared-routes';
import { routesFor } from './routes';

const routes = routesFor(repoRoutes);

/**
 * What the server never renders, with the pages' Chakra system and with the whole theme: the
 * states a page reaches in the browser (the phone menu, loading, Load More, toasts, a remote that
 * cannot be loaded, a page that fails) and a remote's standalone frame. Both must give the same
 * elements the same classes, from the same CSS rules (decision 021; the server-rendered pages are
 * compared in ./server/page-styles.test.ts).
 */

let mockSystem: SystemContext | undefined;
/** The phone menu is a popover, which jsdom lacks: stood in for while its scenario runs. */
let restorePopovers: (() => void) | undefined;
jest.mock('../../packages/ui/src/system', () => {
  const actual = jest.requireActual('../../packages/ui/src/system');
  return {
    ...actual,
    get system() {
      return mockSystem ?? actual.system;
    },
  };
});

jest.mock('./federation/remote-loader', () => ({ loadRemoteModule: jest.fn() }));
const loadRemote = jest.mocked(loadRemoteModule);

/** The remotes' exposed modules, from their source, as the monolith loads them. */

const never = new Promise<never>(() => undefined);
const summary = (n: number) => ({
  id: String(n),
  slug: `post-${n}`,
  title: `Post ${n}`,
  excerpt: 'Excerpt',
  category: 'Compliance',
  author: 'Ada Lovelace',
  published_date: '2024-01-05',
  read_time: '5 min read',
  image_url: null,
});

/**
 * The blog's backend: `get-blogs` answers a page of ten posts, unless `pending` says which calls
 * never answer (to keep the page in its loading state).
 */
function blogBackend(pending: (body: { slug?: string; offset?: number }) => boolean = () => false) {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/config.json')) {
      return Response.json({
        supabaseUrl: 'http://backend.test',
        supabaseAnonKey: 'anon',
        contactApiUrl: 'http://api.test',
        recaptchaSiteKey: 'site-key',
        recaptchaScriptUrl: 'http://bot-check.test/recaptcha/api.js',
      });
    }
    const body = JSON.parse(String(init?.body)) as { slug?: string; offset?: number };
    if (pending(body)) return never;
    return Response.json({
      success: true,
      posts: Array.from({ length: 10 }, (_, index) => summary((body.offset ?? 0) + index + 1)),
    });
  }) as typeof fetch;
}

function Routes({ table }: { table: RouteObject[] }) {
  return useRoutes(table);
}

interface Scenario {
  name: string;
  path: string;
  routes?: RouteObject[];
  /** Sets the backends and the remotes up before the page renders. */
  arrange?: () => void;
  /** What the visitor does, once the page has rendered; resolves when the state is reached. */
  act: () => Promise<void>;
}

/** The element tree as classes and attribute names: React's and Zag's generated ids differ. */
function shape(element: Element): string {
  const attributes = [...element.attributes]
    .map(({ name, value }) => (name === 'class' ? `class="${value}"` : name))
    .sort()
    .join(' ');
  const children = [...element.children].map(shape).join('');
  return `<${element.tagName.toLowerCase()} ${attributes}>${children}</>`;
}

/** Renders a scenario with a system; the rules Emotion inserted and the page's shape. */
async function run(system: SystemContext | undefined, scenario: Scenario) {
  mockSystem = system;
  const styles = document.createElement('div');
  document.head.append(styles);
  const cache = createCache({ key: 'css', container: styles });
  scenario.arrange?.();
  let view: RenderResult | undefined;
  try {
    await act(async () => {
      view = render(
        <CacheProvider value={cache}>
          <SiteProvider>
            <MemoryRouter initialEntries={[scenario.path]}>
              <Routes table={scenario.routes ?? routes} />
            </MemoryRouter>
          </SiteProvider>
        </CacheProvider>,
      );
    });
    await scenario.act();
    // Emotion inserts its rules with `insertRule` (its production build: Jest's browser
    // conditions), so they are read from the style sheets.
    const rules = [...styles.querySelectorAll('style')].flatMap((style) => [
      ...splitRules(style.textContent ?? ''),
      ...[...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
    ]);
    return { rules, shape: shape(document.body) };
  } finally {
    act(() => toaster.remove());
    view?.unmount();
    view?.container.remove();
    styles.remove();
    mockSystem = undefined;
  }
}

const page = (remote: RemoteName) => {
  loadRemote.mockImplementation((name, module) =>
    name === remote ? (importRemoteModuleSource(name, module) as never) : never,
  );
};

/**
 * A visitor's first action mounts the toast region (its code is fetched then, `SiteProvider`):
 * waited for, so that both renders of a scenario read its rules, however fast the import was.
 */
const toastRegionMounted = () => screen.findByRole('region', { name: /^Notifications/ });

const scenarios: Scenario[] = [
  {
    name: 'the phone menu, open',
    path: '/about',
    arrange: () => {
      page('marketing');
      restorePopovers ??= emulatePopovers(); // once for both renders of the scenario
    },
    act: async () => {
      await screen.findByRole('heading', { level: 1 });
      await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
      expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
      await toastRegionMounted();
    },
  },
  {
    name: 'the blog list, loading',
    path: '/blogs',
    arrange: () => {
      page('blog');
      blogBackend(() => true);
    },
    act: async () => {
      await screen.findByRole('status', { name: 'Loading blog posts' });
    },
  },
  {
    name: 'the blog list, a category chosen and Load More loading',
    path: '/blogs',
    arrange: () => {
      page('blog');
      blogBackend((body) => (body.offset ?? 0) > 0);
    },
    act: async () => {
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Compliance' }));
      await user.click(await screen.findByRole('button', { name: 'Load More Posts' }));
      expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Compliance' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await toastRegionMounted();
    },
  },
  {
    name: 'a blog post, loading',
    path: '/blog/post-1',
    arrange: () => {
      page('blog');
      blogBackend(() => true);
    },
    act: async () => {
      await screen.findByRole('status', { name: 'Loading blog post' });
    },
  },
  {
    name: 'a toast of every type',
    path: '/about',
    arrange: () => page('marketing'),
    act: async () => {
      await screen.findByRole('heading', { level: 1 });
      // At most four at a time (the toaster's `max`): the fifth after the others.
      act(() => {
        for (const type of ['info', 'success', 'warning', 'error'] as const) {
          toaster.create({ type, title: `A ${type} toast`, description: 'What happened.' });
        }
      });
      await waitFor(() => expect(screen.getAllByText('What happened.')).toHaveLength(4));
      act(() => toaster.remove());
      act(() => {
        toaster.create({ type: 'loading', title: 'A loading toast', description: 'Wait.' });
      });
      await screen.findByText('A loading toast');
    },
  },
  {
    name: 'a remote that cannot be loaded',
    path: '/finance',
    arrange: () => loadRemote.mockRejectedValue(new Error('marketing is down')),
    act: async () => {
      await screen.findByRole('button', { name: 'Retry' });
    },
  },
  {
    name: 'a page that fails unexpectedly',
    path: '/broken',
    routes: [
      {
        element: <SiteLayout />,
        children: [{ path: '*', element: <Broken /> }],
      },
    ],
    act: async () => {
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' });
    },
  },
  {
    name: "a remote's standalone frame, its page loading",
    path: '/blogs',
    routes: [
      {
        element: <StandaloneFrame remote="blog" routes={declaredRoutes.blog ?? []} />,
        children: [{ path: '*', element: <Suspends /> }],
      },
    ],
    act: async () => {
      await screen.findByRole('navigation', { name: 'blog pages' });
    },
  },
];

function Broken(): ReactElement {
  throw new Error('unexpected');
}

function Suspends(): ReactElement {
  return use(never);
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // The failing remote and page are logged, as in production.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  restorePopovers?.();
  restorePopovers = undefined;
});

const whole = wholeThemeSystem();
/**
 * The variables the page-wide CSS declares (decision 010): the pages' tokens and what their values
 * read, as `withReadTokensOnly` keeps them. Worked out from the systems, since Emotion renders no
 * markup in jsdom (in Node, ./server/page-styles.test.ts reads the CSS itself).
 */
const values = new Map(
  [...createPageWideSystem().tokens.cssVarMap.values()].flatMap((variables) => [...variables]),
);
const declared = new Set<string>();
const keep = (name: string) => {
  if (declared.has(name)) return;
  declared.add(name);
  chakraVariablesReadBy(String(values.get(name) ?? '')).forEach(keep);
};
pageTokenVariables().forEach(keep);

it.each(scenarios.map((scenario) => [scenario.name, scenario] as const))(
  '%s: the same classes, from the same CSS rules, as with the whole theme, and declared variables',
  async (_name, scenario) => {
    const before = await run(whole, scenario);
    const after = await run(undefined, scenario);
    const read = chakraVariablesReadBy(after.rules.join(''));
    const missing = [...chakraVariablesReadBy(before.rules.join(''))].filter(
      (name) => !read.has(name),
    );
    expect({ missing }).toEqual({ missing: [] });
    expect(after.rules).toEqual(before.rules);
    expect(after.rules.length).toBeGreaterThan(5);
    expect(after.shape).toBe(before.shape);
    expect(read.size).toBeGreaterThan(5);
    expect({ undeclared: [...read].filter((name) => !declared.has(name)) }).toEqual({
      undeclared: [],
    });
  },
);
