import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  parseRemoteManifest,
  serverPageTemplateFile,
  parseRemotesConfig,
  type RemoteName,
} from '@site/contracts/federation';
import type {
  RenderAnswers,
  RenderRequest,
  RenderResponse,
  RenderWorkerData,
} from '../src/server/worker-protocol';
import { internalUrl } from '../src/server/internal-url';
import type { BrowserCode } from '../src/server/render-page';

export interface RenderThreadsOptions {
  /** The shell's built `dist/` (its `server-page.html`, the template of every page). */
  shellDist: string;
  /** The shell's server build (`dist-server/`, its `render-worker.js`). */
  shellServerBuild: string;
  /** Where `remotes.json` is read, as the browser reads it. */
  remotesUrl: string;
  siteUrl: string;
  remoteTimeoutMs: number;
  dataTimeoutMs: number;
  /** The longest a thread may take to answer, after which the page is left to the browser. */
  renderTimeoutMs: number;
  /** Public origin → the origin the renderer reaches it at (a container network). */
  internalOrigins: Record<string, string>;
  /** How long a generation that was replaced keeps answering what it was already asked. */
  drainMs: number;
}

/** One remote as the renderer last found it. */
interface RemoteRelease {
  name: RemoteName;
  manifestUrl: string;
  serverEntryUrl?: string;
  release: string;
  builtAt?: string;
  /** Its browser files, which the pages preload. */
  browserCode?: BrowserCode;
}

interface Generation {
  key: string;
  worker: Worker;
  pending: Map<number, (response: RenderResponse) => void>;
  failed: boolean;
}

const fetchJson = async (
  url: string,
  timeoutMs: number,
  internalOrigins: Record<string, string>,
): Promise<unknown> => {
  const response = await fetch(internalUrl(url, internalOrigins), {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { 'Cache-Control': 'no-cache' },
  });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response.json();
};

/**
 * The renderer's threads: one per generation of remote releases. Every few seconds it reads
 * `remotes.json` and each remote's manifest; when a remote moved or shipped a new release, a new
 * thread starts with it (a fresh module registry: no old code, nothing left to leak), takes the
 * new requests, and the old one stops once it has answered what it was asked. A thread that
 * crashes is replaced at the next request; the requests it held are answered with an error.
 */
export function renderThreads(options: RenderThreadsOptions) {
  const workerFile = path.join(options.shellServerBuild, 'render-worker.js');
  const templateFile = path.join(options.shellDist, serverPageTemplateFile);
  let releases = new Map<RemoteName, RemoteRelease>();
  const unreachable = new Set<string>();
  let current: Generation | undefined;
  let nextId = 0;

  async function readReleases(): Promise<Map<RemoteName, RemoteRelease>> {
    const { remotes } = parseRemotesConfig(
      await fetchJson(options.remotesUrl, 2000, options.internalOrigins),
    );
    const found = new Map<RemoteName, RemoteRelease>();
    await Promise.all(
      Object.entries(remotes).map(async ([name, manifestUrl]) => {
        const remote = name as RemoteName;
        try {
          const info = parseRemoteManifest(
            await fetchJson(manifestUrl, 2000, options.internalOrigins),
            manifestUrl,
          );
          if (unreachable.delete(manifestUrl)) {
            console.log(`[renderer] the "${remote}" remote's manifest answers again`);
          }
          found.set(remote, {
            name: remote,
            manifestUrl,
            release: info.release,
            ...(info.serverEntryUrl ? { serverEntryUrl: info.serverEntryUrl } : {}),
            ...(info.builtAt ? { builtAt: info.builtAt } : {}),
            browserCode: { entryUrl: info.entryUrl, moduleScripts: info.moduleScripts },
          });
        } catch (error) {
          // Down for now: the release last seen at the same place stays (its files are cached
          // by the thread); a remote never seen renders as unavailable until it answers.
          const known = releases.get(remote);
          if (known?.manifestUrl === manifestUrl) found.set(remote, known);
          else found.set(remote, { name: remote, manifestUrl, release: 'unreachable' });
          // Once per outage, not at every look.
          if (!unreachable.has(manifestUrl)) {
            console.error(`[renderer] the "${remote}" remote's manifest: ${String(error)}`);
          }
          unreachable.add(manifestUrl);
          return;
        }
      }),
    );
    return found;
  }

  /** The remotes' releases, and the shell's own build (a rebuild under `npm run dev`). */
  const keyOf = (found: Map<RemoteName, RemoteRelease>) =>
    JSON.stringify([
      existsSync(workerFile) ? statSync(workerFile).mtimeMs : 0,
      ...[...found.values()].sort((a, b) => a.name.localeCompare(b.name)),
    ]);

  function start(found: Map<RemoteName, RemoteRelease>): Generation {
    if (!existsSync(workerFile)) throw new Error(`${workerFile} is missing: build the shell first`);
    const data: RenderWorkerData = {
      remotes: [...found.values()].flatMap((r) =>
        r.serverEntryUrl ? [{ name: r.name, serverEntryUrl: r.serverEntryUrl }] : [],
      ),
      settings: {
        siteUrl: options.siteUrl,
        template: readFileSync(templateFile, 'utf8'),
        remotes: Object.fromEntries([...found.values()].map((r) => [r.name, r.manifestUrl])),
        browserCode: Object.fromEntries(
          [...found.values()].flatMap((r) => (r.browserCode ? [[r.name, r.browserCode]] : [])),
        ),
        releasedAt: Object.fromEntries(
          [...found.values()].flatMap((r) => (r.builtAt ? [[r.name, r.builtAt]] : [])),
        ),
        remoteTimeoutMs: options.remoteTimeoutMs,
        dataTimeoutMs: options.dataTimeoutMs,
      },
      fetchTimeoutMs: Math.max(options.remoteTimeoutMs, options.dataTimeoutMs),
      internalOrigins: options.internalOrigins,
    };
    const generation: Generation = {
      key: keyOf(found),
      worker: new Worker(workerFile, { workerData: data }),
      pending: new Map(),
      failed: false,
    };
    const fail = (reason: string) => {
      generation.failed = true;
      for (const [id, settle] of generation.pending) settle({ id, ok: false, error: reason });
      generation.pending.clear();
    };
    generation.worker.on('message', (response: RenderResponse) => {
      generation.pending.get(response.id)?.(response);
      generation.pending.delete(response.id);
    });
    generation.worker.on('error', (error) => {
      console.error('[renderer] a render thread failed:', error);
      fail(`the render thread failed: ${error.message}`);
    });
    generation.worker.on('exit', (code) => fail(`the render thread stopped (${code})`));
    return generation;
  }

  const retiring = new Set<Generation>();
  function retire(generation: Generation) {
    retiring.add(generation);
    setTimeout(() => {
      retiring.delete(generation);
      void generation.worker.terminate();
    }, options.drainMs).unref();
  }

  /** Reads where the remotes are; starts a new generation if anything changed. */
  async function refresh(): Promise<void> {
    const found = await readReleases();
    releases = found;
    if (current && !current.failed && current.key === keyOf(found)) return;
    const previous = current;
    current = start(found);
    if (previous) retire(previous);
  }

  async function ask<K extends RenderRequest['kind']>(
    request: { kind: K } & Omit<Extract<RenderRequest, { kind: K }>, 'id'>,
  ): Promise<RenderAnswers[K]> {
    if (!current || current.failed) await refresh();
    const generation = current!;
    const id = ++nextId;
    const response = await new Promise<RenderResponse>((resolve) => {
      const timer = setTimeout(() => {
        generation.pending.delete(id);
        resolve({ id, ok: false, error: `no answer within ${options.renderTimeoutMs} ms` });
      }, options.renderTimeoutMs);
      generation.pending.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      generation.worker.postMessage({ ...request, id });
    });
    if (!response.ok) throw new Error(response.error);
    return response.value as RenderAnswers[K];
  }

  return {
    refresh,
    ask,
    /** Identifies the generation answering now (part of every cache key). */
    generationKey: () => current?.key ?? '',
    ready: () => Boolean(current && !current.failed),
    async close() {
      await Promise.all([current, ...retiring].map((generation) => generation?.worker.terminate()));
      retiring.clear();
      current = undefined;
    },
  };
}

export type RenderThreads = ReturnType<typeof renderThreads>;
