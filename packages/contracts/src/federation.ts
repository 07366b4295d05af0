/** The remotes of the site: each one a team's bundle, deployed on its own. */
export const remoteNames = ['marketing', 'blog', 'contact'] as const;

export type RemoteName = (typeof remoteNames)[number];

/** Where a page is linked from the frame: the footer's columns. */
export type FooterColumn = 'services' | 'company' | 'legal';

/** A route's first-load budgets, in KiB of gzip, checked by `npm run size -- --check`. */
export interface RouteBudget {
  /** The JavaScript a first-time visitor downloads (the figure reached plus about 1 KiB). */
  jsKiB: number;
  /** The page's HTML as the renderer sends it (the figure reached plus about 1 KiB). */
  htmlKiB: number;
}

/** One row of the site's route table (`siteRoutes`). */
export interface SiteRoute {
  /** The path, with `:name` for a segment that is data (`/blog/:slug`). */
  path: string;
  /** The remote that serves the page. */
  remote: RemoteName;
  /**
   * The name the remote exposes the page under (`./Home`): on the wire, in its `mf-manifest.json`
   * and asked for by every deployed shell, so it never changes once deployed.
   */
  module: `./${string}`;
  /**
   * The page component's file in `remote-<remote>/src/pages/`, without `.tsx`: its default export
   * is the page. The remote's build exposes it as `module`; its standalone mode imports it.
   */
  page: string;
  /** The link text, where the frame links the page (the specification's exact label). */
  label?: string;
  /** The header's menu links the page (in the table's order). */
  header?: true;
  /** The footer links the page in this column (in the table's order). */
  footer?: FooterColumn;
  /** The page fetches data: its remote's `./prefetch` module starts the requests early. */
  prefetch?: true;
  /**
   * The page renders with data on the server, and answers a status that depends on it: its
   * remote's server build exposes `./server` (`RemoteServerModule.loadPageData`).
   */
  serverData?: true;
  /**
   * Not for search engines (a page an email's link opens): left out of the sitemap, and the page
   * says `noindex` in its head.
   */
  noindex?: true;
  /**
   * The query parameters the page reads, in the order its canonical URL names them. Any other
   * (`?gclid=…`, `?utm_source=…`) is ignored: the same page, one cache entry (decision 030).
   */
  query?: readonly string[];
  /**
   * The page is the visitor's own: its query carries a token (a newsletter email's link). Never
   * kept by a cache (`private, no-store`), and its URL never enters a cache key.
   */
  personal?: true;
  /**
   * Its first-load budgets. Every route without parameters needs them: `npm run size -- --check`
   * fails, naming the route, when one has none. A route with parameters is not measured.
   */
  budget?: RouteBudget;
}

/**
 * The site's route table: every page, the remote and module that render it, where the frame
 * links it and what its first load may weigh. Adding a page is adding a row here, its page
 * component and its content; everything else derives from this table: the shell's router, header
 * and footer, each remote's exposed modules (its `webpack.config.ts`) and standalone mode, the
 * renderer's sitemap, the size budgets and the tests. Rows are in the order the header and footer
 * list them.
 */
export const siteRoutes = [
  {
    path: '/',
    remote: 'marketing',
    module: './Home',
    page: 'HomePage',
    label: 'Home',
    header: true,
    budget: { jsKiB: 148, htmlKiB: 14 },
  },
  {
    path: '/about',
    remote: 'marketing',
    module: './About',
    page: 'AboutPage',
    label: 'About Us',
    header: true,
    footer: 'company',
    budget: { jsKiB: 147, htmlKiB: 13 },
  },
  {
    path: '/healthcare',
    remote: 'marketing',
    // Exposed as `./HealthCare` since the first release: the name deployed shells ask for.
    module: './HealthCare',
    page: 'HealthcarePage',
    label: 'HealthCare',
    header: true,
    footer: 'services',
    budget: { jsKiB: 147, htmlKiB: 13 },
  },
  {
    path: '/finance',
    remote: 'marketing',
    module: './Finance',
    page: 'FinancePage',
    label: 'Finance',
    header: true,
    footer: 'services',
    budget: { jsKiB: 148, htmlKiB: 13 },
  },
  {
    path: '/compliance',
    remote: 'marketing',
    module: './Compliance',
    page: 'CompliancePage',
    label: 'Compliance',
    header: true,
    footer: 'services',
    budget: { jsKiB: 148, htmlKiB: 14 },
  },
  {
    path: '/salesforce',
    remote: 'marketing',
    module: './Salesforce',
    page: 'SalesforcePage',
    label: 'Salesforce',
    header: true,
    footer: 'services',
    budget: { jsKiB: 149, htmlKiB: 14 },
  },
  {
    path: '/privacy-policy',
    remote: 'marketing',
    module: './PrivacyPolicy',
    page: 'PrivacyPolicyPage',
    label: 'Privacy Policy',
    footer: 'legal',
    budget: { jsKiB: 146, htmlKiB: 12 },
  },
  {
    path: '/cookies-policy',
    remote: 'marketing',
    module: './CookiesPolicy',
    page: 'CookiesPolicyPage',
    label: 'Cookies Policy',
    footer: 'legal',
    budget: { jsKiB: 146, htmlKiB: 12 },
  },
  {
    path: '/contact',
    remote: 'contact',
    module: './ContactPage',
    page: 'ContactPage',
    label: 'Contact Us',
    header: true,
    footer: 'company',
    prefetch: true,
    budget: { jsKiB: 158, htmlKiB: 13 },
  },
  {
    path: '/blogs',
    remote: 'blog',
    module: './BlogList',
    page: 'BlogListPage',
    label: 'Blogs',
    header: true,
    footer: 'company',
    prefetch: true,
    serverData: true,
    query: ['category', 'page'],
    budget: { jsKiB: 163, htmlKiB: 16 },
  },
  {
    path: '/blog/:slug',
    remote: 'blog',
    module: './BlogPost',
    page: 'BlogPostPage',
    prefetch: true,
    serverData: true,
  },
  // The newsletter's pages its emails link to (`newsletterPagePaths` of ./newsletter-facts).
  {
    path: '/newsletter/confirm',
    remote: 'blog',
    module: './NewsletterConfirm',
    page: 'NewsletterConfirmPage',
    noindex: true,
    personal: true,
    budget: { jsKiB: 154, htmlKiB: 11 },
  },
  {
    path: '/newsletter/unsubscribe',
    remote: 'blog',
    module: './NewsletterUnsubscribe',
    page: 'NewsletterUnsubscribePage',
    noindex: true,
    personal: true,
    budget: { jsKiB: 154, htmlKiB: 11 },
  },
] as const satisfies readonly SiteRoute[];

type SiteRouteRow = (typeof siteRoutes)[number];

type ModulesOf = { [R in RemoteName]: Extract<SiteRouteRow, { remote: R }>['module'] };

/** The modules a remote exposes for its pages (`./Home` …): the table's, nothing else. */
export type ExposedModule<R extends RemoteName> = ModulesOf[R];

/**
 * The contract between the shell and the remotes: which modules each remote exposes for its
 * pages, derived from the route table. A remote's build exposes exactly these.
 */
export const remoteModules = Object.fromEntries(
  remoteNames.map((remote) => [
    remote,
    [...new Set(siteRoutes.filter((row) => row.remote === remote).map((row) => row.module))],
  ]),
) as unknown as { readonly [R in RemoteName]: readonly ExposedModule<R>[] };

/**
 * The module a remote exposes, beside its pages, when some of its pages fetch data: its default
 * export (`PrefetchModule`) starts the requests of the page at a pathname. The shell runs it as
 * soon as it arrives, while its own start-up code is still downloading, so the data and the code
 * travel together instead of one after the other. It must not import shared modules (React, the
 * design system): they are not there yet. The settings it reads first, `config.json` beside the
 * remote's manifest (`configBeside`), are requested by the shell together with the manifest.
 */
export const prefetchModule = './prefetch';

/**
 * The module a remote's server build exposes beside its pages, when its pages need something on
 * the server (`RemoteServerModule`). It is never downloaded by a browser.
 */
export const serverModule = './server';

/** A page's answer on the server: the status the renderer sends, and the data it renders with. */
export interface PageData {
  status: 200 | 404 | 503;
  /** In the remote's own shape; travels to the browser in the page (`ServerState.pageData`). */
  data: unknown;
  /**
   * What the page shows that changes on its own (`post:<slug>`, `blog-list`): the caches keep
   * the page under these tags and purge it when one changes (decision 030).
   */
  tags?: string[];
}

/** The site's feed of blog posts (RSS 2.0), served by the renderer and linked from `/blogs`. */
export const feedPath = '/feed.xml';

/** One page of the sitemap. `path` starts with `/`; `lastModified` is an ISO 8601 time. */
export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

/** One item of the site's feed. */
export interface FeedItem {
  path: string;
  title: string;
  description: string;
  /** ISO 8601 time. */
  published: string;
  /** ISO 8601 time. */
  updated?: string;
}

/** What a remote's `./server` module exports; every part is optional. */
export interface RemoteServerModule {
  /** Fetches the data of the page at `url` (its path and query), and says the page's status. */
  loadPageData?(url: string): Promise<PageData>;
  /**
   * Makes `data` (from `loadPageData`, here or in the browser) what the pages read as they
   * render. Called right before a synchronous render, so concurrent renders do not mix.
   */
  providePageData?(data: unknown): void;
  /** The remote's pages whose paths are data (blog posts), for the sitemap. */
  sitemapEntries?(): Promise<SitemapEntry[]>;
  /** The newest items of the site's feed. */
  feedItems?(): Promise<FeedItem[]>;
  /**
   * Which of the remote's pages exist, for the renderer to answer 404 without a render or a call
   * to a backend (decision 030). Asked for every minute, and when something is published.
   */
  pageIndex?(): Promise<PageIndex>;
}

/**
 * The pages whose paths or queries are data, as their remote knows them now. What the index
 * does not name is a 404; a route the index does not cover is rendered as asked.
 */
export interface PageIndex {
  /** By route path (`/blog/:slug`), every path of it that names a page (`/blog/a-post`). */
  paths: Record<string, string[]>;
  /**
   * By route path (`/blogs`), every query of it that names a page, as the canonical URL writes
   * it (the route's `query` order, no empty value): `''`, `'page=2'`, `'category=Salesforce'`.
   */
  queries: Record<string, string[]>;
  /**
   * A version of each tag its pages carry (`post:<slug>` → its last change; `blog-list` → one of
   * the whole list): a tag whose version changes, comes or goes is purged.
   */
  versions: Record<string, string>;
}

/**
 * The global the renderer sets, by remote name, to the folder a remote's server build was
 * loaded from, before loading it: the server build's public path (its images and chunks).
 */
export const serverPublicPathGlobal = '__siteRemotePublicPaths';

/** A remote's runtime settings: `config.json` in the folder of its manifest. */
export const configBeside = (manifestUrl: string): string =>
  new URL('config.json', manifestUrl).href;

/** What a remote's `./prefetch` module exports. */
export interface PrefetchModule {
  default: (pathname: string) => void;
}

/** A route of the site whose page is a module exposed by a remote. */
export type RemoteRoute<R extends RemoteName = RemoteName> = SiteRoute & {
  remote: R;
  module: ExposedModule<R>;
};

/**
 * Every page route, as the shell's router, the renderer and each remote's standalone mode read
 * it: the route table (`siteRoutes`).
 */
export const remoteRoutes: readonly RemoteRoute[] = siteRoutes;

/** The routes a remote serves. */
export const routesOf = <R extends RemoteName>(remote: R): RemoteRoute<R>[] =>
  remoteRoutes.filter((r): r is RemoteRoute<R> => r.remote === remote);

/** Whether a remote's server build exposes `./server`: one of its routes renders with data. */
export const exposesServerModule = (remote: RemoteName): boolean =>
  routesOf(remote).some((r) => r.serverData);

/** Whether a remote exposes `./prefetch`: one of its routes says so. */
export const exposesPrefetch = (remote: RemoteName): boolean =>
  routesOf(remote).some((r) => r.prefetch);

/** Where the shell reads the remotes' locations: beside its own `index.html`. */
export const remotesConfigUrl = '/remotes.json';

/**
 * Written by the shell's production build beside its `index.html`: the Content-Security-Policy
 * sources (`'sha256-…'`) of the scripts written into that HTML, separated by spaces. Whatever
 * serves the shell adds them to `script-src`; nothing else inline may run.
 */
export const inlineScriptHashesFile = 'csp-script-hashes.txt';

/**
 * Written by the shell's production build beside its `index.html`: the same page for the server's
 * renderer to fill, whose code is asked for after its first paint. Not served by itself.
 */
export const serverPageTemplateFile = 'server-page.html';

/**
 * `remotes.json`, served beside the shell's `index.html`: where each remote's Module Federation
 * manifest lives. Written from the environment when the site starts, so moving a remote or
 * shipping a new version of it needs no shell rebuild. A remote missing from the file is shown
 * as unavailable; the rest of the site keeps working.
 */
export interface RemotesConfig {
  remotes: Partial<Record<RemoteName, string>>;
  /**
   * The Subresource Integrity (`sha384-…`) of each remote's server entry, held beside its
   * pointer: the renderer runs a server build only if it is this one (decision 030). Not from
   * the manifest, which comes from the same place as the code.
   */
  serverIntegrity?: Partial<Record<RemoteName, string>>;
}

const isIntegrity = (value: unknown): value is string =>
  typeof value === 'string' && /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/.test(value);

const isAbsoluteHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * Parses `remotes.json`; the error names the offending key. Hand-written rather than zod: this
 * runs on every first page load, and a schema library would add more bytes than the whole check.
 */
export function parseRemotesConfig(input: unknown): RemotesConfig {
  const problems: string[] = [];
  const remotes: RemotesConfig['remotes'] = {};
  const raw = (input as { remotes?: unknown } | null)?.remotes;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    problems.push('remotes: expected an object of remote name to manifest URL');
  } else {
    for (const [name, url] of Object.entries(raw)) {
      if (!(name in remoteModules)) problems.push(`remotes.${name}: not a remote of this site`);
      else if (!isAbsoluteHttpUrl(url)) problems.push(`remotes.${name}: expected an http(s) URL`);
      else remotes[name as RemoteName] = url;
    }
  }
  const integrity = (input as { serverIntegrity?: unknown } | null)?.serverIntegrity;
  const serverIntegrity: NonNullable<RemotesConfig['serverIntegrity']> = {};
  if (integrity !== undefined) {
    if (typeof integrity !== 'object' || integrity === null || Array.isArray(integrity)) {
      problems.push('serverIntegrity: expected an object of remote name to sha384-… integrity');
    } else {
      for (const [name, value] of Object.entries(integrity)) {
        if (!(name in remoteModules))
          problems.push(`serverIntegrity.${name}: not a remote of this site`);
        else if (!isIntegrity(value))
          problems.push(`serverIntegrity.${name}: expected sha256-, sha384- or sha512-<base64>`);
        else serverIntegrity[name as RemoteName] = value;
      }
    }
  }
  if (problems.length > 0) throw new Error(`remotes.json is invalid: ${problems.join('; ')}`);
  return integrity === undefined ? { remotes } : { remotes, serverIntegrity };
}

/** Whether `pathname` is a route's `path` (`:name` segments match any one segment). */
function matchesRoute(path: string, pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  const pattern = path.split('/').filter(Boolean);
  return (
    pattern.length === segments.length &&
    pattern.every((part, index) => part.startsWith(':') || part === segments[index])
  );
}

/** The route whose page renders `pathname`. */
export function remoteRouteFor(pathname: string): RemoteRoute | undefined {
  return remoteRoutes.find((candidate) => matchesRoute(candidate.path, pathname));
}

/** A page the shell renders itself, in its frame: no remote's, and not linked from the frame. */
export interface ShellRoute {
  path: string;
  /** As a `SiteRoute`'s: left out of the sitemap, and the page says `noindex` in its head. */
  noindex?: true;
}

/**
 * Where the site's edge sends a form the browser posted to a page by itself, with JavaScript off
 * (`pagePostRedirect` of `./page-posts`): the page saying that nothing was sent, and how to
 * write to us instead.
 */
export const notSentPath = '/not-sent';

/**
 * The pages the shell renders itself beside the 404. Not in `siteRoutes`: no remote serves them,
 * so they have no module, budget or link of the frame, and the sitemap (made from the remotes'
 * routes) never lists them.
 */
export const shellRoutes = [
  { path: notSentPath, noindex: true },
] as const satisfies readonly ShellRoute[];

/** The shell's own page at `pathname`, if it is one. */
export function shellRouteFor(pathname: string): ShellRoute | undefined {
  return shellRoutes.find((candidate) => matchesRoute(candidate.path, pathname));
}

/**
 * `mf-manifest.json`, published beside each remote's `remoteEntry.js`: where a remote's entry is
 * and which files each exposed module needs, so the shell can fetch a page's files in parallel
 * with the entry. Its shape follows the Module Federation manifest (a subset of its fields);
 * `packages/build` writes it, the shell reads it.
 */
export interface RemoteManifest {
  name: string;
  metaData: {
    name: string;
    /** The global the entry script assigns its container to. */
    globalName: string;
    /** The entry script, at `path` + `name` relative to the manifest. */
    remoteEntry: { name: string; path: string; type: 'var' };
    /** The server build's entry (`@module-federation/node`), likewise. */
    ssrRemoteEntry?: { name: string; path: string; type: 'commonjs-module' };
    /** `buildVersion` names the release; `buildTime` is when it was built (ISO 8601). */
    buildInfo: { buildVersion: string; buildTime?: string };
    publicPath: 'auto';
  };
  shared: { name: string; singleton: boolean; requiredVersion: string | false }[];
  exposes: {
    /** `./Home` */
    path: string;
    name: string;
    /** Files relative to the entry's folder; `sync` ones load with the module. */
    assets: {
      js: { sync: string[]; async: string[] };
      css: { sync: string[]; async: string[] };
    };
  }[];
}

/** What the shell needs from a manifest: the entry's URL, its global and each module's files. */
export interface RemoteEntryInfo {
  entryUrl: string;
  /** The server build's entry, for the renderer; undefined for a remote built without one. */
  serverEntryUrl?: string;
  /** The release: the manifest's build version. */
  release: string;
  /** When the release was built (ISO 8601), if the manifest says. */
  builtAt?: string;
  globalName: string;
  /** Absolute URLs of the scripts each exposed module (`./Home`) loads with it. */
  moduleScripts: Readonly<Record<string, readonly string[]>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * Reads a remote's manifest fetched from `manifestUrl`. Hand-written, like `parseRemotesConfig`:
 * it runs on every first page load.
 */
export function parseRemoteManifest(input: unknown, manifestUrl: string): RemoteEntryInfo {
  const metaData = isRecord(input) ? input.metaData : undefined;
  const remoteEntry = isRecord(metaData) ? metaData.remoteEntry : undefined;
  if (
    !isRecord(metaData) ||
    typeof metaData.globalName !== 'string' ||
    !isRecord(remoteEntry) ||
    typeof remoteEntry.name !== 'string' ||
    typeof remoteEntry.path !== 'string'
  ) {
    throw new Error(`${manifestUrl} is not a remote manifest: metaData.remoteEntry is missing`);
  }
  const entryUrl = new URL(`${remoteEntry.path}${remoteEntry.name}`, manifestUrl);
  const moduleScripts: Record<string, string[]> = {};
  const exposes = isRecord(input) && Array.isArray(input.exposes) ? input.exposes : [];
  for (const exposed of exposes) {
    if (!isRecord(exposed) || typeof exposed.path !== 'string') continue;
    const scripts =
      isRecord(exposed.assets) && isRecord(exposed.assets.js) ? exposed.assets.js.sync : undefined;
    if (isStringArray(scripts)) {
      moduleScripts[exposed.path] = scripts.map((file) => new URL(file, entryUrl).href);
    }
  }
  const ssr = metaData.ssrRemoteEntry;
  const serverEntryUrl =
    isRecord(ssr) && typeof ssr.name === 'string' && typeof ssr.path === 'string'
      ? new URL(`${ssr.path}${ssr.name}`, manifestUrl).href
      : undefined;
  const buildInfo = isRecord(metaData.buildInfo) ? metaData.buildInfo : {};
  return {
    entryUrl: entryUrl.href,
    ...(serverEntryUrl ? { serverEntryUrl } : {}),
    release: typeof buildInfo.buildVersion === 'string' ? buildInfo.buildVersion : '',
    ...(typeof buildInfo.buildTime === 'string' ? { builtAt: buildInfo.buildTime } : {}),
    globalName: metaData.globalName,
    moduleScripts,
  };
}
