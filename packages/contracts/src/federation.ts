import { routeIn, type PageRoute } from './page-routes';
import type { ShareCard } from './share-image';

/**
 * The remotes this repository builds (`remote-<name>/`), for its tools: the build, `npm start`,
 * the size budgets and the images. The site itself knows its remotes from `remotes.json` at run
 * time: a remote it names is part of the site, whatever this list says (decision 040).
 */
export const remoteNames = ['marketing', 'blog', 'contact'] as const;

/** A remote's name, as `remotes.json` and the release registry write it. */
export type RemoteName = string;

/** The name of a remote as `remotes.json` may write it: a lowercase word, hyphens allowed. */
export const isRemoteName = (name: string): boolean => /^[a-z][a-z0-9-]{0,39}$/.test(name);

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
  /** The page shows a draft, not what everyone sees: never kept, never indexed (decision 042). */
  draft?: boolean;
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
  /**
   * Fetches the data of the page at `url` (its path and query), and says the page's status.
   * `draft` is a draft preview link's token (decision 042): the remote may render the draft it
   * names at this path, for this visitor only, and says so with `PageData.draft`.
   */
  loadPageData?(url: string, options?: { draft?: string }): Promise<PageData>;
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
  /**
   * What the share image of the published page at `path` is drawn from (decision 043), or
   * undefined when no such page has one.
   */
  shareCard?(path: string): Promise<ShareCard | undefined>;
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

/** Where the shell reads the remotes' locations: beside its own `index.html`. */
export const remotesConfigUrl = '/remotes.json';

/**
 * Written by the shell's production build beside its `index.html`: the Content-Security-Policy
 * sources (`'sha256-…'`) of the scripts written into that HTML, separated by spaces. Whatever
 * serves the shell adds them to `script-src`; nothing else inline may run.
 */
export const inlineScriptHashesFile = 'csp-script-hashes.txt';

/**
 * Written by the shell's build beside its `index.html`: the version of each shared singleton it
 * provides (`react`, `@site/ui` …), which a remote's release must accept to be promoted.
 */
export const sharedVersionsFile = 'shared-versions.json';

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
  /**
   * The routes of each remote's live release, held beside its pointer (decision 040): the site
   * knows a remote's pages even while the remote does not answer, and shows them as unavailable
   * rather than missing. A remote without them here is routed from its manifest.
   */
  routes?: Partial<Record<RemoteName, PageRoute[]>>;
  /**
   * The release each remote is trying (decision 039): shown to a visitor with its preview link,
   * and to `canaryPercent` % of the others when it is a canary. Read by the renderer only.
   */
  candidates?: Partial<Record<RemoteName, CandidateRelease>>;
}

/** A remote's candidate release, as `remotes.json` names it. */
export interface CandidateRelease {
  version: string;
  manifestUrl: string;
  serverIntegrity?: string;
  routes?: PageRoute[];
  /** The share of visitors (1–100) a canary gets; none for a release only previewed. */
  canaryPercent?: number;
}

export const isIntegrity = (value: unknown): value is string =>
  typeof value === 'string' && /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/.test(value);

export const isAbsoluteHttpUrl = (value: unknown): value is string => {
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
      if (!isRemoteName(name)) problems.push(`remotes.${name}: not a remote name`);
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
        if (!isRemoteName(name)) problems.push(`serverIntegrity.${name}: not a remote name`);
        else if (!isIntegrity(value))
          problems.push(`serverIntegrity.${name}: expected sha256-, sha384- or sha512-<base64>`);
        else serverIntegrity[name as RemoteName] = value;
      }
    }
  }
  if (problems.length > 0) throw new Error(`remotes.json is invalid: ${problems.join('; ')}`);
  return integrity === undefined ? { remotes } : { remotes, serverIntegrity };
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
 * The pages the shell renders itself beside the 404. No remote serves them,
 * so they have no module, budget or link of the frame, and the sitemap (made from the remotes'
 * routes) never lists them.
 */
export const shellRoutes = [
  { path: notSentPath, noindex: true },
] as const satisfies readonly ShellRoute[];

/** The shell's own page at `pathname`, if it is one. */
export function shellRouteFor(pathname: string): ShellRoute | undefined {
  return routeIn(shellRoutes, pathname);
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
    /** The pages of the release (`src/routes.ts` of the remote): the site routes them as it is live. */
    routes?: PageRoute[];
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

export const isRecord = (value: unknown): value is Record<string, unknown> =>
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
