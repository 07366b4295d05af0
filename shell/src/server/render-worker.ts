/// <reference types="node" />
/**
 * A render thread: the entry of the shell's server build (`dist-server/render-worker.js`). The
 * renderer starts one per generation of remote releases (`shell/renderer/`), so that a remote's
 * new release runs in a fresh module registry and the old one goes with its thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { remoteServerBuilds } from './remote-server-builds';
import { internalUrl } from './internal-url';
import { pageRenderer } from './render-page';
import type { RenderRequest, RenderResponse, RenderWorkerData } from './worker-protocol';

const { remotes, settings, fetchTimeoutMs, internalOrigins } = workerData as RenderWorkerData;

// Every request this thread makes (a remote's entry and chunks, a page's data) has a deadline:
// Node's own would be five minutes for a server that accepts and never answers. And goes to the
// internal origin of a public one, where the renderer's network has one.
const untimedFetch = globalThis.fetch;
globalThis.fetch = (input, init = {}) => {
  const deadline = AbortSignal.timeout(fetchTimeoutMs);
  return untimedFetch(internalUrl(input, internalOrigins), {
    ...init,
    signal: init.signal ? AbortSignal.any([init.signal, deadline]) : deadline,
  });
};

const renderer = pageRenderer(remoteServerBuilds(remotes), settings);

async function answer(request: RenderRequest): Promise<RenderResponse> {
  try {
    switch (request.kind) {
      case 'render':
        return { id: request.id, ok: true, value: await renderer.render(request.url) };
      case 'sitemap':
        return { id: request.id, ok: true, value: await renderer.sitemap() };
      case 'feed':
        return { id: request.id, ok: true, value: await renderer.feed() };
    }
  } catch (error) {
    return {
      id: request.id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

parentPort?.on('message', (request: RenderRequest) => {
  void answer(request).then((response) => parentPort?.postMessage(response));
});
