import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { format } from 'node:util';
import { clientTurns } from '@site/contracts/client-turns';
import { withoutTokenQueries } from '@site/contracts/log-redaction';
import {
  IMMUTABLE,
  REVALIDATE,
  allowedMethods,
  beaconPost,
  brotliCopy,
  cacheControlFor,
  contentTypeFor,
  cors,
  documentHeaders,
  isCompressible,
  isPagePath,
  mayHaveBrotliCopy,
  pagePostRedirect,
  publishHookPost,
  rendererCookieHeader,
  rendererFiles,
  rendererFolders,
  rendererTurnsPerClient,
  securityHeaders,
  sharedCacheMayKeep,
  takesBrotli,
} from './edge-policy';
import {
  askRenderer,
  forwardBeacon,
  forwardPublishHook,
  renderedFile,
  type RendererTarget,
} from './renderer-proxy';
import { gzipped, madeFile, readStaticFile, resolveInside, type FileBody } from './static-files';

export interface StaticServerOptions {
  /** Folder of the built app (its `dist/`). */
  root: string;
  /** 0 picks a free port. */
  port: number;
  /** Interface to bind; loopback unless told otherwise. */
  host?: string;
  /** Serve `index.html` for page paths that match no file (client-side routing, deep links). */
  spaFallback?: boolean;
  /**
   * The site's pages are served here (the shell): a form posted to one, with JavaScript off, is
   * sent on to the page saying it was not sent (`pagePostRedirect` of
   * `@site/contracts/page-posts`). Elsewhere every POST is a 405.
   */
  sitePages?: boolean;
  /** Origins allowed to load this app's files from another origin (the shell, for a remote). */
  allowedOrigins?: readonly string[];
  /**
   * Files produced at run time rather than read from `root`, such as `/remotes.json` written
   * from the environment. Called on every request.
   */
  generatedFiles?: Readonly<Record<string, () => string>>;
  /** `Content-Security-Policy` for HTML documents. */
  contentSecurityPolicy?: string;
  /**
   * `Strict-Transport-Security` for every answer (`strictTransportSecurity` of
   * `@site/contracts/strict-transport-security`); none when absent.
   */
  strictTransportSecurity?: string;
  /**
   * The server renderer of the site's pages (the shell's): page paths and its own files
   * (`rendererFiles`) are asked there first, with their status. When it does not answer in
   * `timeoutMs`, a page gets `index.html` (rendered in the browser) and its files a 503.
   */
  renderer?: RendererTarget;
  /**
   * A remote's published releases (`<releases>/<remote>/` of `@site/release-registry`), served
   * at `/releases/<version>/…`. A release never changes, so every file of it is immutable.
   */
  releasesDir?: string;
}

/** Where a remote's static host serves its releases. */
export const releasesPath = '/releases/';

export interface RunningStaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': REVALIDATE,
  });
  res.end(text);
}

/**
 * Starts a static file server for one built app. It applies the rules every deployment of the
 * site follows (ARCHITECTURE.md, "Cache like a CDN would"): no-cache for entry points, a year for
 * content-hashed files, CORS only for the allowed origins, gzip, and security headers.
 */
export async function startStaticServer(
  options: StaticServerOptions,
): Promise<RunningStaticServer> {
  const root = path.resolve(options.root);
  const allowedOrigins = new Set(options.allowedOrigins ?? []);
  const generated = options.generatedFiles ?? {};
  const turns = clientTurns(rendererTurnsPerClient);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    if (options.strictTransportSecurity) {
      res.setHeader('Strict-Transport-Security', options.strictTransportSecurity);
    }

    const origin = req.headers.origin;
    res.setHeader('Vary', 'Origin, Accept-Encoding');
    if (origin && allowedOrigins.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
    }

    if (req.method === 'OPTIONS') {
      if (origin && allowedOrigins.has(origin)) {
        res.setHeader('Access-Control-Allow-Methods', cors.allowMethods);
        res.setHeader('Access-Control-Max-Age', String(cors.preflightMaxAgeSeconds));
      }
      res.writeHead(204);
      res.end();
      return;
    }
    // Only origin-form targets (`/path?query`): an absolute URL or `*` names no file or page here.
    if (!req.url?.startsWith('/')) {
      sendText(res, 400, 'Bad request');
      return;
    }
    // Read as a path on this host: `//?x` is a path, not a URL with an empty host.
    const pathname = new URL(`http://localhost${req.url}`).pathname;
    // The beacon and the hook are the renderer's (no pages: without it, a 405).
    const rendererPost = pathname === beaconPost.path || pathname === publishHookPost.path;
    if (options.renderer && req.method === 'POST' && rendererPost) {
      const forward = pathname === beaconPost.path ? forwardBeacon : forwardPublishHook;
      await forward(options.renderer, req, res);
      return;
    }
    const redirect = options.sitePages && pagePostRedirect(req.method, pathname);
    if (redirect) {
      // The body is never read: Node discards it once the answer is sent.
      res.setHeader('Location', redirect);
      sendText(res, 303, 'See Other');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', allowedMethods);
      sendText(res, 405, 'Method not allowed');
      return;
    }

    const generator = generated[pathname];
    let file: FileBody | null;
    const inRelease = Boolean(options.releasesDir) && pathname.startsWith(releasesPath);
    let status = 200;
    const isRendered =
      options.renderer &&
      !generator &&
      ((isPagePath(pathname) && pathname !== '/index.html') ||
        (rendererFiles as readonly string[]).includes(pathname) ||
        rendererFolders.some((folder) => pathname.startsWith(folder)));
    // A page's request only: a file is the same for everyone, and takes no cookie.
    const cookie = isPagePath(pathname) ? rendererCookieHeader(req.headers.cookie) : undefined;
    if (isRendered && !(await turns.admit(req.socket.remoteAddress ?? '', res))) return;
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const rendered = isRendered
      ? await askRenderer(options.renderer!, req, cookie, acceptsGzip)
      : null;
    // The renderer's gzip of a page, made once: passed on, never compressed again.
    const renderedGzip = rendered?.headers['content-encoding'] === 'gzip';
    if (rendered) {
      status = rendered.status;
      if (isPagePath(pathname) && rendered.setCookies.length) {
        res.setHeader('Set-Cookie', rendered.setCookies);
      }
      file = renderedFile(rendered, pathname);
      for (const name of ['retry-after', 'surrogate-key', 'cache-tag', 'x-robots-tag'] as const) {
        const value = rendered.headers[name];
        if (value) res.setHeader(name, value);
      }
      // A canonical URL's 308, and a preview link's 303 once its cookie is set (decision 039).
      if ((status === 308 || status === 303) && rendered.headers.location) {
        res.writeHead(status, {
          Location: rendered.headers.location,
          'Cache-Control': rendered.headers['cache-control'] ?? REVALIDATE,
          'Content-Type': 'text/plain; charset=utf-8',
        });
        res.end(status === 308 ? 'Permanent Redirect' : 'See Other');
        return;
      }
    } else if (isRendered && !isPagePath(pathname)) {
      sendText(res, 503, 'Not available right now');
      return;
    } else if (generator) {
      file = madeFile(pathname, Buffer.from(generator()));
    } else if (inRelease) {
      // A folder still being published (`.incoming-…`) is no release yet.
      const inside = pathname.slice(releasesPath.length);
      const resolved = /(^|\/)(\.|%2e)/i.test(inside)
        ? null
        : resolveInside(path.resolve(options.releasesDir!), `/${inside}`);
      file = resolved ? await readStaticFile(resolved) : null;
    } else {
      const resolved = resolveInside(
        root,
        pathname.endsWith('/') ? `${pathname}index.html` : pathname,
      );
      if (!resolved) {
        sendText(res, 400, 'Bad request');
        return;
      }
      file = await readStaticFile(resolved);
      if (!file && options.spaFallback && isPagePath(pathname)) {
        file = await readStaticFile(path.join(root, 'index.html'));
      }
    }
    if (!file) {
      sendText(res, 404, 'Not found');
      return;
    }

    // The build's brotli copy of a script or style sheet, for a browser that takes it.
    const brotli =
      !rendered && mayHaveBrotliCopy(file.name) && takesBrotli(req.headers['accept-encoding'])
        ? await readStaticFile(`${file.name}${brotliCopy.suffix}`)
        : null;
    const contentType = contentTypeFor(file.name);
    res.setHeader('Content-Type', contentType);
    const cacheControl =
      (rendered && rendered.headers['cache-control']) ||
      (inRelease ? IMMUTABLE : cacheControlFor(file.name));
    res.setHeader('Cache-Control', cacheControl);
    const etag = (brotli ?? file).etag;
    res.setHeader('ETag', etag);
    if (contentType.startsWith('text/html')) {
      if (options.contentSecurityPolicy) {
        res.setHeader('Content-Security-Policy', options.contentSecurityPolicy);
      }
      for (const [name, value] of Object.entries(documentHeaders)) res.setHeader(name, value);
    }
    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.writeHead(304);
      res.end();
      return;
    }

    let body = file.body;
    if (renderedGzip) {
      res.setHeader('Content-Encoding', 'gzip');
    } else if (brotli) {
      body = brotli.body;
      res.setHeader('Content-Encoding', 'br');
    } else if (acceptsGzip && isCompressible(file.name) && body.length > 1024) {
      // A visitor's own answer is compressed for them alone, and not kept.
      const setsCookie = res.hasHeader('Set-Cookie');
      body = gzipped(file, sharedCacheMayKeep({ cacheControl, setsCookie }));
      res.setHeader('Content-Encoding', 'gzip');
    }
    res.setHeader('Content-Length', body.length);
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(withoutTokenQueries(format('[static-server]', error)));
      if (!res.headersSent) sendText(res, 500, 'Internal server error');
      else res.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });

  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
