import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { serverPageTemplateFile, type RemoteName } from '@site/contracts/federation';
import type { RemoteRoute } from '@site/contracts/page-routes';
import { mergeRoutes } from '@site/contracts/route-lists';
import type { RenderAnswers, RenderRequest, RenderWorkerData } from '../src/server/worker-protocol';
import { remoteReleases, type CandidateOf, type RemoteRelease } from './remote-releases';
import { defaultRenderPool, type RenderPoolOptions } from './render-pool-options';
import { GenerationNotStarted, renderPool, type RenderQuestion } from './render-pool';

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
  /**
   * The longest a thread may take to answer once it has a request, after which the request is
   * given up (and the page is left to the browser).
   */
  renderTimeoutMs: number;
  /** Public origin → the origin the renderer reaches it at (a container network). */
  internalOrigins: Record<string, string>;
  /** How long a generation that was replaced keeps answering what it was already asked. */
  drainMs: number;
  /** The pool's size and bounds; each one left out takes its default (`defaultRenderPool`). */
  pool?: Partial<RenderPoolOptions>;
}

/**
 * The renderer's threads: a pool per generation of remote releases (`renderPool`). Every few
 * seconds it reads `remotes.json` and each remote's manifest; when a remote moved or shipped a
 * new release, a new generation starts with it (fresh threads, a fresh module registry: no old
 * code, nothing left to leak), takes the new requests, and the old one stops once it has
 * answered what it was asked.
 */
export function renderThreads(options: RenderThreadsOptions) {
  const workerFile = path.join(options.shellServerBuild, 'render-worker.js');
  const templateFile = path.join(options.shellDist, serverPageTemplateFile);
  const remotes = remoteReleases(options);
  const pool = renderPool({
    workerFile,
    pool: defaultRenderPool(options.pool),
    renderTimeoutMs: options.renderTimeoutMs,
    drainMs: options.drainMs,
  });
  /**
   * The candidate generation (decision 039): the live releases with each remote's candidate in
   * place of its live one, for visitors with a preview link or in a canary's share. One thread;
   * there only while some remote has a candidate.
   */
  let candidatePool: ReturnType<typeof renderPool> | undefined;
  let candidateTable: RemoteRoute[] = [];
  /** The candidates offered to visitors: those whose generation has loaded their code. */
  let offered: ReadonlyMap<RemoteName, CandidateOf> = new Map();
  let refreshing: Promise<void> | undefined;
  let table: RemoteRoute[] = [];
  let conflictsLogged = '';

  /**
   * The site's pages from the releases found: each remote's own routes, where a path two remotes
   * claim stays with the one that had it (decision 040). A conflict is logged once.
   */
  function routeTableOf(found: Map<RemoteName, RemoteRelease>): RemoteRoute[] {
    const lists = Object.fromEntries([...found.values()].map((r) => [r.name, r.routes]));
    const { routes, conflicts } = mergeRoutes(lists, table);
    if (found !== liveFound) return routes;
    const said = conflicts.join('\n');
    if (said !== conflictsLogged)
      for (const conflict of conflicts) console.error(`[renderer] ${conflict}`);
    conflictsLogged = said;
    return routes;
  }

  /** The remotes' releases, and the shell's own build (a rebuild under `npm run dev`). */
  const keyOf = (found: Map<RemoteName, RemoteRelease>) =>
    JSON.stringify([
      existsSync(workerFile) ? statSync(workerFile).mtimeMs : 0,
      ...[...found.values()].sort((a, b) => a.name.localeCompare(b.name)),
    ]);

  /** What the threads of a generation are started with. */
  function workerDataOf(
    found: Map<RemoteName, RemoteRelease>,
    routes: RemoteRoute[],
  ): RenderWorkerData {
    if (!existsSync(workerFile)) throw new Error(`${workerFile} is missing: build the shell first`);
    const releases = [...found.values()];
    return {
      remotes: releases.flatMap((r) =>
        r.serverEntryUrl
          ? [
              {
                name: r.name,
                serverEntryUrl: r.serverEntryUrl,
                ...(r.integrity ? { integrity: r.integrity } : {}),
              },
            ]
          : [],
      ),
      settings: {
        siteUrl: options.siteUrl,
        template: readFileSync(templateFile, 'utf8'),
        remotes: Object.fromEntries(releases.map((r) => [r.name, r.manifestUrl])),
        routes,
        browserCode: Object.fromEntries(
          releases.flatMap((r) => (r.browserCode ? [[r.name, r.browserCode]] : [])),
        ),
        releasedAt: Object.fromEntries(
          releases.flatMap((r) => (r.builtAt ? [[r.name, r.builtAt]] : [])),
        ),
        remoteTimeoutMs: options.remoteTimeoutMs,
        dataTimeoutMs: options.dataTimeoutMs,
      },
      fetchTimeoutMs: Math.max(options.remoteTimeoutMs, options.dataTimeoutMs),
      internalOrigins: options.internalOrigins,
    };
  }

  let liveFound: Map<RemoteName, RemoteRelease> | undefined;

  /** Starts, replaces or stops the candidate generation, as the remotes' candidates say. */
  async function refreshCandidates(found: Map<RemoteName, RemoteRelease>): Promise<void> {
    const tried = remotes.candidates();
    if (tried.size === 0) {
      const stopping = candidatePool;
      candidatePool = undefined;
      candidateTable = [];
      offered = tried;
      await stopping?.close();
      return;
    }
    const withCandidates = new Map(found);
    for (const [remote, candidate] of tried) withCandidates.set(remote, candidate);
    const key = keyOf(withCandidates);
    candidatePool ??= renderPool({
      workerFile,
      pool: defaultRenderPool({ ...options.pool, workers: 1 }),
      renderTimeoutMs: options.renderTimeoutMs,
      drainMs: options.drainMs,
    });
    if (candidatePool.ready() && candidatePool.generationKey() === key) return;
    const routes = routeTableOf(withCandidates);
    // Offered once loaded: a preview link or a canary's share never meets cold code.
    try {
      await candidatePool.use(key, workerDataOf(withCandidates, routes)).warmed;
    } catch (error) {
      // A candidate that cannot start is not offered; the live releases are refreshed still.
      if (!(error instanceof GenerationNotStarted)) throw error;
      console.error('[renderer] candidates:', error.message);
      return;
    }
    candidateTable = routes;
    offered = tried;
  }

  /** Reads where the remotes are; starts a new generation if anything changed. */
  function refresh(): Promise<void> {
    // One look at a time: requests arriving before there is a generation share it.
    refreshing ??= (async () => {
      const found = await remotes.read();
      liveFound = found;
      await refreshCandidates(found);
      const key = keyOf(found);
      if (pool.ready() && pool.generationKey() === key) return;
      const routes = routeTableOf(found);
      await pool.use(key, workerDataOf(found, routes)).answering;
      table = routes;
    })().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  /**
   * Asks a thread of the answering generation. Rejects with `RenderShed` at once when there is
   * no room, with the caller's reason when `signal` aborts, and with an error when the thread
   * fails or takes longer than `renderTimeoutMs`.
   */
  async function ask<K extends RenderRequest['kind']>(
    request: { kind: K } & Omit<Extract<RenderRequest, { kind: K }>, 'id'>,
    { signal, variant = 'live' }: { signal?: AbortSignal; variant?: ReleaseVariant } = {},
  ): Promise<RenderAnswers[K]> {
    signal?.throwIfAborted();
    if (!pool.ready()) await refresh();
    signal?.throwIfAborted();
    const answering = variant === 'candidate' && candidatePool?.ready() ? candidatePool : pool;
    const response = await answering.ask(request as RenderQuestion, signal);
    if (!response.ok) throw new Error(response.error);
    return response.value as RenderAnswers[K];
  }

  return {
    refresh,
    ask,
    stats: pool.stats,
    generationKey: pool.generationKey,
    releases: remotes.live,
    /** The site's pages, as the live generation (or the candidate one) routes them. */
    routes: (variant: ReleaseVariant = 'live'): readonly RemoteRoute[] =>
      variant === 'candidate' && candidatePool ? candidateTable : table,
    /** By remote, its candidate release's version and canary share (none: preview only). */
    candidates: (): Record<string, { version: string; canaryPercent?: number }> =>
      Object.fromEntries(
        [...offered].map(([remote, c]) => [
          remote,
          { version: c.release, ...(c.canaryPercent ? { canaryPercent: c.canaryPercent } : {}) },
        ]),
      ),
    ready: pool.ready,
    warmed: pool.warmed,
    async close() {
      await Promise.all([pool.close(), candidatePool?.close()]);
    },
  };
}

export type RenderThreads = ReturnType<typeof renderThreads>;

/** Which generation renders a page: the live releases, or those with the candidates in. */
export type ReleaseVariant = 'live' | 'candidate';
