import { AsyncLocalStorage } from 'node:async_hooks';
import { internalUrl } from './internal-url';

export interface RenderThreadFetchOptions {
  /** The longest any one request may take. */
  fetchTimeoutMs: number;
  /** Public origin → the origin it is reached at from here. */
  internalOrigins: Readonly<Record<string, string>>;
  /**
   * Where each remote's release lives (the folder of its manifest: its code, chunks and
   * `config.json`). What is fetched from there is shared by every render of the thread.
   */
  releaseFolders: readonly string[];
}

const urlOf = (input: string | URL | Request) =>
  input instanceof Request ? input.url : new URL(input).href;

/**
 * The `fetch` of a render thread, and the scope of one render's work in it.
 *
 * Every request has a deadline (Node's own would be five minutes for a server that accepts and
 * never answers) and goes to the internal origin of a public one. A request one render makes for
 * itself (its page's data) also stops when that render is given up. One for a remote's release
 * does not: the runtime and the remote keep what they loaded for every later render, and other
 * renders may be waiting on the same load.
 */
export function renderThreadFetch(untimedFetch: typeof fetch, options: RenderThreadFetchOptions) {
  const render = new AsyncLocalStorage<AbortSignal>();
  const shared = (input: string | URL | Request) => {
    const url = urlOf(input);
    return options.releaseFolders.some((folder) => url.startsWith(folder));
  };

  const scopedFetch: typeof fetch = (input, init = {}) => {
    const signals = [AbortSignal.timeout(options.fetchTimeoutMs)];
    const own = init.signal ?? (input instanceof Request ? input.signal : undefined);
    if (own) signals.push(own);
    const givenUp = render.getStore();
    if (givenUp && !shared(input)) signals.push(givenUp);
    return untimedFetch(internalUrl(input, options.internalOrigins), {
      ...init,
      signal: AbortSignal.any(signals),
    });
  };

  return {
    fetch: scopedFetch,
    /** Runs one render's work: its own requests stop when `signal` aborts. */
    run: <T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> => render.run(signal, work),
  };
}

/** The folder of a remote's release, from its server entry (`…/server/remoteEntry.js`). */
export const releaseFolderOf = (serverEntryUrl: string) => new URL('../', serverEntryUrl).href;
