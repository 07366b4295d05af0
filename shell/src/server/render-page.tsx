import {
  serverModule,
  shellRouteFor,
  type FeedItem,
  type PageData,
  type PageIndex,
  type RemoteName,
  type RemoteServerModule,
  type SitemapEntry,
} from '@site/contracts/federation';
import { needsServerModule, routeIn, type RemoteRoute } from '@site/contracts/page-routes';
import type { ReleasePreview, ServerState } from '@site/contracts/server-state';
import type { ShareCard } from '@site/contracts/share-image';
import { ServerRenderProviders } from '@site/ui/server';
import { loadSystem } from '@site/ui/system';
import { Writable } from 'node:stream';
import type { ComponentType, ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { SiteFrame } from '../App';
import { LeftToTheBrowser } from '../federation/RemotePage';
import { RouteTableContext } from '../federation/route-table-context';
import { PreviewContext } from '../layout/preview-context';
import { ServerPagesContext, serverPageKey } from '../federation/server-pages';
import { SiteRoutes } from '../routes';
import {
  hoistEmotionStyles,
  pageDocument,
  splitRenderedDocument,
  type PageCode,
} from './page-document';
import type { RemoteServerBuilds } from './remote-server-builds';

export interface RenderSettings {
  /** The site's public URL, without a trailing slash. */
  siteUrl: string;
  /** The shell's built `index.html`. */
  template: string;
  /** Each remote's manifest URL (the releases the page names for the browser). */
  remotes: ServerState['remotes'];
  /** The site's pages: the routes of those releases, merged (decision 040). */
  routes: readonly RemoteRoute[];
  /**
   * The browser's files of each remote's release (from its manifest): the page preloads its
   * remote's entry and its module's chunks. A remote without them is not preloaded.
   */
  browserCode?: Partial<Record<RemoteName, BrowserCode>>;
  /** When each remote's release was built (the sitemap's `lastmod` of its pages). */
  releasedAt: Partial<Record<RemoteName, string>>;
  /** How long a page waits for its remote's code, and for its data. */
  remoteTimeoutMs: number;
  dataTimeoutMs: number;
}

/** A remote release's browser files, as its manifest lists them (absolute URLs). */
export interface BrowserCode {
  entryUrl: string;
  moduleScripts: Readonly<Record<string, readonly string[]>>;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** What the page shows that can change on its own (its posts): the caches' purge tags. */
  tags?: readonly string[];
  /** It shows a draft for one visitor (decision 042): the renderer keeps it nowhere. */
  draft?: boolean;
}

class Timeout extends Error {}

/** How React marks a Suspense boundary it could not render on the server. */
const clientRenderedBoundary = '<!--$!-->';

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const pageComponent = (loaded: unknown): ComponentType | null => {
  const component = (loaded as { default?: unknown } | null)?.default;
  return typeof component === 'function' || typeof component === 'object'
    ? (component as ComponentType)
    : null;
};

/**
 * The whole document React renders, once every part of it is ready, with each error of a region
 * reported (`renderToString` would drop them silently). React still sends such a region as its
 * fallback and marks it for the browser to render.
 */
function renderDocument(
  element: ReactNode,
  onRegionError: (error: unknown) => void,
  deadlineMs: number,
) {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        // Joined before decoding: a character's bytes may be split between two chunks.
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // As renderToString does: every finished region is written in place, none later with a
      // script that moves it (the page's CSP runs no such script, and nothing is streamed).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        clearTimeout(deadline);
        stream.pipe(sink);
      },
      onShellError: (error) => {
        clearTimeout(deadline);
        reject(error);
      },
      onError: onRegionError,
    });
    // A region still waiting (a page that suspends on something that never settles) is given up:
    // React sends its fallback, marked for the browser to render, and the document is complete.
    // Without this, the thread's next renders would wait behind it for ever.
    const deadline = setTimeout(
      () => stream.abort(new Error(`A region did not finish rendering in ${deadlineMs} ms`)),
      deadlineMs,
    );
  });
}

/** Runs each task after the one before it has finished, in call order. */
function serially() {
  let last: Promise<unknown> = Promise.resolve();
  return <T,>(task: () => Promise<T>): Promise<T> => {
    const result = last.then(task, task);
    last = result.catch(() => undefined);
    return result;
  };
}

/** Renders and serves every page of the site on the server, in one thread. */
export function pageRenderer(builds: RemoteServerBuilds, settings: RenderSettings) {
  const oneAtATime = serially();
  // Every page renders with the design system: its code is a chunk of its own (decision 061).
  const systemLoading = loadSystem();
  // Awaited by every render, which fails if it did; not a process-wide unhandled rejection.
  systemLoading.catch(() => undefined);
  const routes = settings.routes;
  const remotes = [...new Set(routes.map((route) => route.remote))];
  const serverModuleOf = (remote: RemoteName) =>
    needsServerModule(routes.filter((route) => route.remote === remote))
      ? builds.load<RemoteServerModule>(remote, serverModule)
      : Promise.resolve(undefined);

  /** The browser's files of a remote's module, in the release the page names. */
  function pageCodeOf(remote: RemoteName, module: string): PageCode | undefined {
    const manifestUrl = settings.remotes[remote];
    const code = settings.browserCode?.[remote];
    if (!manifestUrl || !code) return undefined;
    return { manifestUrl, scripts: [code.entryUrl, ...(code.moduleScripts[module] ?? [])] };
  }

  /** The page at `url` (path and query) as the visitor receives it, with its status. */
  async function render(
    url: string,
    { preview, draft }: { preview?: ReleasePreview; draft?: string } = {},
  ): Promise<RenderedPage> {
    await systemLoading;
    const { pathname } = new URL(url, 'http://site.invalid');
    const route = routeIn(routes, pathname);
    const pages = new Map<string, ComponentType | null>();
    let status = route || shellRouteFor(pathname) ? 200 : 404;
    let server: RemoteServerModule | undefined;
    let pageData: PageData | undefined;

    if (route) {
      const key = serverPageKey(route.remote, route.module);
      try {
        // The page's code and its remote's server module together, within one bound.
        const [page, loadedServer] = await within(
          Promise.all([builds.load(route.remote, route.module), serverModuleOf(route.remote)]),
          settings.remoteTimeoutMs,
          `The "${route.remote}" remote`,
        );
        pages.set(key, pageComponent(page));
        server = loadedServer;
      } catch (error) {
        console.error(`[renderer] ${url}: the "${route.remote}" remote is not available:`, error);
        pages.set(key, null);
        status = 503;
      }
      // Only a route that says it renders with data asks for it (and takes its status from it).
      if (route.serverData && server?.loadPageData) {
        try {
          pageData = await within(
            draft ? server.loadPageData(url, { draft }) : server.loadPageData(url),
            settings.dataTimeoutMs,
            'The page data',
          );
          status = pageData.status;
        } catch (error) {
          console.error(`[renderer] ${url}: the page's data could not be loaded:`, error);
          status = 503;
        }
      }
    }

    // A draft the remote rendered for this visitor is said by the banner, at its path.
    const shownPreview: ServerState['preview'] = pageData?.draft ? { draft: pathname } : preview;

    // One render at a time in this thread: the data the remote provides is the data this render
    // reads, and no other render can come in between.
    const document = await oneAtATime(() => {
      if (pageData) server?.providePageData?.(pageData.data);
      return renderDocument(
        // No <head> element of its own: React writes one with what it hoists, and a second child
        // of <html> would shift every useId below it away from the browser's, which hydrates #root.
        <html lang="en-GB">
          <body>
            <div id="root">
              <ServerRenderProviders location={url}>
                <ServerPagesContext value={pages}>
                  <RouteTableContext value={routes}>
                    <PreviewContext value={shownPreview}>
                      <SiteFrame siteUrl={settings.siteUrl}>
                        <SiteRoutes />
                      </SiteFrame>
                    </PreviewContext>
                  </RouteTableContext>
                </ServerPagesContext>
              </ServerRenderProviders>
            </div>
          </body>
        </html>,
        (error) => {
          if (error instanceof LeftToTheBrowser) return;
          console.error(`[renderer] ${url}: a region could not be rendered:`, error);
        },
        settings.remoteTimeoutMs,
      );
    });
    // A region that threw or suspended (logged above) is sent as its fallback, marked for the
    // browser to render.
    const failed = document.includes(clientRenderedBoundary);
    const state: ServerState = {
      remotes: settings.remotes,
      routes: [...routes],
      ...(shownPreview ? { preview: shownPreview } : {}),
      siteUrl: settings.siteUrl,
      pageData: route && pageData ? { [route.remote]: pageData.data } : {},
      ...(route && !failed ? { regionRendered: true } : {}),
    };
    return {
      status: failed && status === 200 ? 503 : status,
      html: pageDocument(
        settings.template,
        hoistEmotionStyles(splitRenderedDocument(document)),
        state,
        route && pageCodeOf(route.remote, route.module),
      ),
      ...(pageData?.tags ? { tags: pageData.tags } : {}),
      ...(pageData?.draft ? { draft: true } : {}),
    };
  }

  /**
   * Every page of the sitemap: the routes without parameters (but those kept from search
   * engines), and each remote's own (those of a remote that cannot say now are left out).
   */
  async function sitemap(): Promise<SitemapEntry[]> {
    const fixed = routes
      .filter((route) => !route.path.includes(':') && !route.noindex)
      .map((route) => ({
        path: route.path,
        ...(settings.releasedAt[route.remote]
          ? { lastModified: settings.releasedAt[route.remote] }
          : {}),
      }));
    // A remote that cannot list its pages now (its backend is down) costs the sitemap only
    // those: the others' pages stay listed.
    const own = await Promise.all(
      remotes.map(async (remote) => {
        try {
          const server = await within(serverModuleOf(remote), settings.remoteTimeoutMs, remote);
          return (await server?.sitemapEntries?.()) ?? [];
        } catch (error) {
          console.error(
            `[renderer] sitemap: the "${remote}" remote's own pages are left out:`,
            error,
          );
          return [];
        }
      }),
    );
    const byPath = new Map<string, SitemapEntry>();
    for (const entry of [...fixed, ...own.flat()]) byPath.set(entry.path, entry);
    return [...byPath.values()];
  }

  /** The newest items of the site's feed (the blog's posts). */
  async function feed(): Promise<FeedItem[]> {
    const server = await within(serverModuleOf('blog'), settings.remoteTimeoutMs, 'blog');
    return (await server?.feedItems?.()) ?? [];
  }

  /**
   * The remotes' page indexes, merged (decision 030). Rejects when one cannot be read now: the
   * renderer then keeps its last whole index, rather than rendering every made-up slug.
   */
  async function pageIndex(): Promise<PageIndex> {
    const merged: PageIndex = { paths: {}, queries: {}, versions: {} };
    await Promise.all(
      remotes.map(async (remote) => {
        const server = await within(serverModuleOf(remote), settings.remoteTimeoutMs, remote);
        const index = await server?.pageIndex?.();
        if (!index) return;
        Object.assign(merged.paths, index.paths);
        Object.assign(merged.queries, index.queries);
        Object.assign(merged.versions, index.versions);
      }),
    );
    return merged;
  }

  /** What the share image of the page at `path` is drawn from, by the remote of its route. */
  async function shareCard(path: string): Promise<ShareCard | undefined> {
    const route = routeIn(routes, path);
    if (!route) return undefined;
    const server = await within(
      serverModuleOf(route.remote),
      settings.remoteTimeoutMs,
      route.remote,
    );
    return server?.shareCard?.(path);
  }

  /**
   * Loads every page's code and each remote's server module, so that the first visitors of a new
   * generation wait for none of it; resolves with the remotes that could not be loaded.
   */
  async function warm(): Promise<string[]> {
    await systemLoading;
    const loads = [
      ...routes.map((route) => ({
        remote: route.remote,
        loading: builds.load(route.remote, route.module),
      })),
      ...remotes.map((remote) => ({ remote, loading: serverModuleOf(remote) })),
    ];
    const settled = await Promise.allSettled(loads.map(({ loading }) => loading));
    return [
      ...new Set(loads.filter((_, i) => settled[i]?.status === 'rejected').map((l) => l.remote)),
    ];
  }

  return { render, sitemap, feed, pageIndex, shareCard, warm };
}
