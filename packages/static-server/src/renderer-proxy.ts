import type { IncomingMessage, ServerResponse } from 'node:http';
import { request } from 'undici';
import { withoutTokenQueries } from '@site/contracts/log-redaction';
import { beaconPost, publishHookPost, rendererHeaders } from './edge-policy';
import { madeFile, type FileBody } from './static-files';

/** Where the server renderer of the site's pages answers, and how long it is waited for. */
export interface RendererTarget {
  url: string;
  timeoutMs: number;
}

export interface RendererAnswer {
  status: number;
  /** Those of `rendererHeaders` it sent. */
  headers: Record<string, string>;
  /** Its `Set-Cookie` headers, each as it sent them. */
  setCookies: string[];
  body: Buffer;
}

/**
 * The renderer's URL for a request target in origin form (`/path?query`): its path and query
 * only, on the renderer's origin. `//host/path` is a path with a doubled slash there (which the
 * renderer redirects), never another host.
 */
export function rendererUrlOf(rendererUrl: string, target: string): URL {
  const url = new URL(rendererUrl);
  const queryAt = target.indexOf('?');
  url.pathname = queryAt < 0 ? target : target.slice(0, queryAt);
  url.search = queryAt < 0 ? '' : target.slice(queryAt);
  return url;
}

/** A header of undici's answer as one value, joined as fetch joins one that came twice. */
const oneValue = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : value;

/**
 * `X-Forwarded-For` as the renderer gets it: the request's own, with the client's address added.
 * The renderer counts each client's turns (decision 047) and its telemetry's rate by it.
 */
const forwardedFor = (req: IncomingMessage) =>
  [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');

/**
 * The renderer's answer for `req` (its target, in origin form), or null when it did not answer
 * in time (down, or stuck). `cookie` is the `Cookie` header to send it (`rendererCookieHeader` of
 * the edge policy), if any; the client's address goes in `X-Forwarded-For`. `gzip`: the client
 * takes gzip, so the page's compressed bytes, which the renderer made once, are asked for and
 * passed on as they come (`Content-Encoding` and `ETag` among its headers).
 * Asked with `undici.request` over the shared keep-alive pool, not `fetch`: every page of the
 * site passes here, and fetch's web streams and header objects cost the site's one event loop
 * more than the rest of the answer (docs/benchmarks.md, the flood).
 */
export async function askRenderer(
  renderer: RendererTarget,
  req: IncomingMessage,
  cookie?: string,
  gzip = false,
): Promise<RendererAnswer | null> {
  const target = req.url ?? '/';
  try {
    // Redirects are passed on, never followed: undici.request follows none.
    const response = await request(rendererUrlOf(renderer.url, target), {
      signal: AbortSignal.timeout(renderer.timeoutMs),
      headers: {
        'x-forwarded-for': forwardedFor(req),
        'accept-encoding': gzip ? 'gzip' : 'identity',
        ...(cookie ? { cookie } : {}),
      },
    });
    const headers: Record<string, string> = {};
    for (const name of rendererHeaders) {
      const value = oneValue(response.headers[name]);
      if (value) headers[name] = value;
    }
    const setCookie = response.headers['set-cookie'];
    return {
      status: response.statusCode,
      headers,
      setCookies: setCookie === undefined ? [] : [setCookie].flat(),
      body: Buffer.from(await response.body.arrayBuffer()),
    };
  } catch (error) {
    console.error(
      withoutTokenQueries(
        `[static-server] the renderer did not answer ${target}: ${String(error)}`,
      ),
    );
    return null;
  }
}

/**
 * The renderer's answer as a body to send: named by its type (which decides its caching here),
 * with the ETag the renderer made for it, or its hash.
 */
export function renderedFile(answer: RendererAnswer, pathname: string): FileBody {
  const type = answer.headers['content-type'] ?? '';
  const name = type.startsWith('text/html')
    ? 'page.html'
    : type.startsWith('application/json')
      ? 'answer.json'
      : pathname;
  const etag = answer.headers.etag;
  return etag ? { body: answer.body, etag, name } : madeFile(name, answer.body);
}

const sendJson = (res: ServerResponse, status: number, error: string) => {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ error }));
};

/** A POST the edge passes to the renderer, and how it is refused. */
interface ForwardedPost {
  path: string;
  maxBodyBytes: number;
  /** The request's headers sent on beside its `Content-Type`; no cookie is ever among them. */
  headers: Record<string, string>;
  tooLarge: string;
  notTaken: string;
}

/**
 * Passes a POST to the renderer and its answer back: the body read up to its bound (past it,
 * 413 and nothing sent on), never kept.
 */
async function forwardPost(
  renderer: RendererTarget,
  req: IncomingMessage,
  res: ServerResponse,
  post: ForwardedPost,
): Promise<void> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > post.maxBodyBytes) {
      sendJson(res, 413, post.tooLarge);
      req.destroy();
      return;
    }
    chunks.push(chunk);
  }
  try {
    const response = await request(rendererUrlOf(renderer.url, post.path), {
      method: 'POST',
      body: Buffer.concat(chunks),
      headers: {
        'Content-Type': req.headers['content-type'] ?? 'application/octet-stream',
        ...post.headers,
      },
      signal: AbortSignal.timeout(renderer.timeoutMs),
    });
    const body = Buffer.from(await response.body.arrayBuffer());
    res.writeHead(response.statusCode, {
      'Cache-Control': 'no-store',
      ...(body.length ? { 'Content-Type': oneValue(response.headers['content-type']) ?? '' } : {}),
    });
    res.end(body);
  } catch (error) {
    console.error(`[static-server] the renderer did not take ${post.path}: ${String(error)}`);
    sendJson(res, 503, post.notTaken);
  }
}

/**
 * Passes a telemetry beacon (`beaconPost`) to the renderer and its answer back, the client's
 * address added to `X-Forwarded-For` for the renderer's per-client rate, no cookie.
 */
export const forwardBeacon = (
  renderer: RendererTarget,
  req: IncomingMessage,
  res: ServerResponse,
) =>
  forwardPost(renderer, req, res, {
    ...beaconPost,
    headers: { 'X-Forwarded-For': forwardedFor(req) },
    tooLarge: 'The report is too large.',
    notTaken: 'Reports are not taken right now.',
  });

/**
 * Passes the publish hook (`publishHookPost`, decision 045) to the renderer with its
 * `Authorization` header, which the renderer checks, and no cookie.
 */
export const forwardPublishHook = (
  renderer: RendererTarget,
  req: IncomingMessage,
  res: ServerResponse,
) =>
  forwardPost(renderer, req, res, {
    ...publishHookPost,
    headers: req.headers.authorization ? { Authorization: req.headers.authorization } : {},
    tooLarge: 'The body of the hook is too large.',
    notTaken: 'The site cannot take the hook right now.',
  });
