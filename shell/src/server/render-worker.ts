/// <reference types="node" />
/**
 * A render thread: the entry of the shell's server build (`dist-server/render-worker.js`). The
 * renderer starts a pool of them per generation of remote releases (`shell/renderer/`), so that a
 * remote's new release runs in a fresh module registry and the old one goes with its threads.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { fetchCheckingIntegrity } from './integrity';
import { remoteServerBuilds } from './remote-server-builds';
import { releaseFolderOf, renderThreadFetch } from './render-thread-fetch';
import { pageRenderer } from './render-page';
import type {
  RenderRequest,
  RenderResponse,
  RenderWorkerData,
  ToRenderWorker,
} from './worker-protocol';

const { remotes, settings, fetchTimeoutMs, internalOrigins } = workerData as RenderWorkerData;

const scoped = renderThreadFetch(globalThis.fetch, {
  fetchTimeoutMs,
  internalOrigins,
  releaseFolders: remotes.map((remote) => releaseFolderOf(remote.serverEntryUrl)),
});
// A server entry runs only if it is the release remotes.json names (its integrity, when given).
globalThis.fetch = fetchCheckingIntegrity(
  scoped.fetch,
  new Map(
    remotes.flatMap((remote) =>
      remote.integrity ? [[remote.serverEntryUrl, remote.integrity]] : [],
    ),
  ),
);

const renderer = pageRenderer(remoteServerBuilds(remotes), settings);

async function answer(request: RenderRequest): Promise<RenderResponse> {
  try {
    switch (request.kind) {
      case 'render':
        return {
          id: request.id,
          ok: true,
          value: await renderer.render(request.url, {
            preview: request.preview,
            draft: request.draft,
          }),
        };
      case 'sitemap':
        return { id: request.id, ok: true, value: await renderer.sitemap() };
      case 'feed':
        return { id: request.id, ok: true, value: await renderer.feed() };
      case 'index':
        return { id: request.id, ok: true, value: await renderer.pageIndex() };
      case 'share':
        return { id: request.id, ok: true, value: await renderer.shareCard(request.path) };
      case 'warm':
        return { id: request.id, ok: true, value: await renderer.warm() };
    }
  } catch (error) {
    return {
      id: request.id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

/** The requests under way, each with what stops its work. */
const underWay = new Map<number, AbortController>();

parentPort?.on('message', (message: ToRenderWorker) => {
  if (message.kind === 'abort') {
    const request = underWay.get(message.id);
    if (!request) return; // already answered
    underWay.delete(message.id);
    request.abort();
    // At once, so that the renderer counts this thread free again; the page is never sent.
    parentPort?.postMessage({ id: message.id, ok: false, error: 'given up' });
    return;
  }
  const request = new AbortController();
  underWay.set(message.id, request);
  void scoped
    .run(request.signal, () => answer(message))
    .then((response) => {
      if (underWay.delete(message.id)) parentPort?.postMessage(response);
    });
});
