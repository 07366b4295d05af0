import { withoutTokenQueries } from '@site/contracts/log-redaction';
import { rendererHeaders } from './edge-policy';

/** Where the server renderer of the site's pages answers, and how long it is waited for. */
export interface RendererTarget {
  url: string;
  timeoutMs: number;
}

export interface RendererAnswer {
  status: number;
  /** Those of `rendererHeaders` it sent. */
  headers: Record<string, string>;
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

/** The renderer's answer for `target`, or null when it did not answer in time (down, or stuck). */
export async function askRenderer(
  renderer: RendererTarget,
  target: string,
): Promise<RendererAnswer | null> {
  try {
    const response = await fetch(rendererUrlOf(renderer.url, target), {
      signal: AbortSignal.timeout(renderer.timeoutMs),
      redirect: 'manual',
    });
    const headers: Record<string, string> = {};
    for (const name of rendererHeaders) {
      const value = response.headers.get(name);
      if (value) headers[name] = value;
    }
    return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
  } catch (error) {
    console.error(
      withoutTokenQueries(
        `[static-server] the renderer did not answer ${target}: ${String(error)}`,
      ),
    );
    return null;
  }
}
