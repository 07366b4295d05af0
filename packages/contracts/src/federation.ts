/**
 * The contract between the shell and the remotes: which remotes exist and which modules each
 * one exposes. A remote's build checks its `exposes` against this list, and the shell's route
 * table can only name modules listed here.
 */
export const remoteModules = {
  marketing: [
    './Home',
    './About',
    './HealthCare',
    './Finance',
    './Compliance',
    './Salesforce',
    './PrivacyPolicy',
    './CookiesPolicy',
  ],
  blog: ['./BlogList', './BlogPost', './NewsletterConfirm', './NewsletterUnsubscribe'],
  contact: ['./ContactPage'],
} as const;

export type RemoteName = keyof typeof remoteModules;
export type ExposedModule<R extends RemoteName> = (typeof remoteModules)[R][number];

export const remoteNames = Object.keys(remoteModules) as RemoteName[];

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
export interface RemoteRoute<R extends RemoteName = RemoteName> {
  path: string;
  remote: R;
  module: ExposedModule<R>;
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
}

const route = <R extends RemoteName>(
  path: string,
  remote: R,
  module: ExposedModule<R>,
  options: { prefetch?: true; serverData?: true; noindex?: true } = {},
): RemoteRoute<R> => ({ path, remote, module, ...options });

/**
 * Every page route of the specification and the remote module that renders it. The shell builds
 * its router from this table; each remote's standalone mode serves its own rows. To find a page's
 * code, follow the module name to `remote-<name>/src/exposes/`.
 */
export const remoteRoutes: readonly RemoteRoute[] = [
  route('/', 'marketing', './Home'),
  route('/about', 'marketing', './About'),
  route('/healthcare', 'marketing', './HealthCare'),
  route('/finance', 'marketing', './Finance'),
  route('/compliance', 'marketing', './Compliance'),
  route('/salesforce', 'marketing', './Salesforce'),
  route('/privacy-policy', 'marketing', './PrivacyPolicy'),
  route('/cookies-policy', 'marketing', './CookiesPolicy'),
  route('/blogs', 'blog', './BlogList', { prefetch: true, serverData: true }),
  route('/blog/:slug', 'blog', './BlogPost', { prefetch: true, serverData: true }),
  route('/contact', 'contact', './ContactPage', { prefetch: true }),
  // The newsletter's pages its emails link to (`newsletterPagePaths` of ./newsletter, not
  // imported: this module is on every first load, and that one brings zod).
  route('/newsletter/confirm', 'blog', './NewsletterConfirm', { noindex: true }),
  route('/newsletter/unsubscribe', 'blog', './NewsletterUnsubscribe', { noindex: true }),
];

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
}

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
  if (problems.length > 0) throw new Error(`remotes.json is invalid: ${problems.join('; ')}`);
  return { remotes };
}

/** The route whose page renders `pathname` (`:name` segments match any one segment). */
export function remoteRouteFor(pathname: string): RemoteRoute | undefined {
  const segments = pathname.split('/').filter(Boolean);
  return remoteRoutes.find((candidate) => {
    const pattern = candidate.path.split('/').filter(Boolean);
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part === segments[index])
    );
  });
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
