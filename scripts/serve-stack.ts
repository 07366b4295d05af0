import path from 'node:path';
import { inlineScriptHashesFile } from '@site/contracts/federation';
import {
  contentSecurityPolicy,
  readInlineScriptHashes,
} from '@site/static-server/content-security-policy';
import { startStaticServer, type RunningStaticServer } from '@site/static-server';
import { pointerFileIn } from '@site/release-registry';
import { liveRemotesJson } from '@site/release-registry/live-remotes';
import { readRendererSettings, startRenderer } from '../shell/renderer/main';
import { withBuiltRoutes } from './built-routes';
import type { Stack, StackApp } from './stack';

/** The remote's runtime settings, written from the environment like a container would. */
export const runtimeConfigFile = (app: StackApp) =>
  app.runtimeConfig
    ? { '/config.json': () => JSON.stringify(app.runtimeConfig, null, 2) }
    : undefined;

/** How long the shell's static host waits for the renderer before serving the client shell. */
const rendererWaitMs = 8000;

/** How long a renderer may take to be ready; its own bound is twice its render timeout. */
const rendererReadyMs = 30_000;

/**
 * Starts a renderer and resolves once it is ready for traffic, as a platform sends it none before
 * its `/readyz` answers 200: its first visitors do not pay for loading the remotes' code.
 */
export async function startReadyRenderer(
  ...args: Parameters<typeof startRenderer>
): ReturnType<typeof startRenderer> {
  const renderer = await startRenderer(...args);
  if (await renderer.untilReady(rendererReadyMs)) return renderer;
  await renderer.close();
  throw new Error(`The renderer was not ready within ${rendererReadyMs} ms`);
}

/** The shell's renderer, as a container runs it: it reads remotes.json from the shell's host. */
export function startStackRenderer(stack: Stack) {
  const { renderer, shell } = stack;
  return startReadyRenderer(
    readRendererSettings({
      RENDERER_HOST: stack.host,
      RENDERER_PORT: String(renderer.port),
      SITE_URL: renderer.siteUrl,
      REMOTES_URL: `http://${stack.host}:${shell.port}/remotes.json`,
      SHELL_DIST: shell.distDir,
      ...(renderer.cacheTtlMs ? { RENDER_CACHE_TTL_MS: String(renderer.cacheTtlMs) } : {}),
      // The page index follows the remotes: a test that publishes a post sees it as soon.
      ...(renderer.refreshMs
        ? {
            REMOTES_REFRESH_MS: String(renderer.refreshMs),
            PAGE_INDEX_REFRESH_MS: String(renderer.refreshMs),
          }
        : {}),
      ...(renderer.remoteTimeoutMs ? { REMOTE_TIMEOUT_MS: String(renderer.remoteTimeoutMs) } : {}),
      ...(renderer.hstsMaxAge ? { HSTS_MAX_AGE: renderer.hstsMaxAge } : {}),
      // Previews, the canary's automatic rollback and the field figures of `release … status`.
      PREVIEW_SECRET: stack.releases.previewSecret(),
      RELEASES_DIR: stack.releases.dir,
      RENDERER_INTERNAL_PORT: String(renderer.port + 1),
    }),
  );
}

/** Serves one built app of the stack with the production rules. */
export function serveApp(stack: Stack, app: StackApp): Promise<RunningStaticServer> {
  if (app.name === 'shell') {
    return startStaticServer({
      root: app.distDir,
      port: app.port,
      host: stack.host,
      strictTransportSecurity: stack.strictTransportSecurity,
      spaFallback: true,
      sitePages: true,
      contentSecurityPolicy: stack.shellContentSecurityPolicy(
        readInlineScriptHashes(path.join(app.distDir, inlineScriptHashesFile)),
      ),
      // Runtime data: the release pointer's live releases (npm run release), over the file a
      // container writes from the environment at start-up, read again at every request.
      generatedFiles: {
        '/remotes.json': liveRemotesJson(pointerFileIn(stack.releases.dir), () =>
          withBuiltRoutes(stack),
        ),
      },
      renderer: { url: `http://${stack.host}:${stack.renderer.port}`, timeoutMs: rendererWaitMs },
    });
  }
  return startStaticServer({
    root: app.distDir,
    port: app.port,
    host: stack.host,
    strictTransportSecurity: stack.strictTransportSecurity,
    spaFallback: true, // the remote's standalone mode has deep links too
    allowedOrigins: stack.allowedOrigins,
    contentSecurityPolicy: contentSecurityPolicy(),
    generatedFiles: runtimeConfigFile(app),
    releasesDir: path.join(stack.releases.dir, app.name),
  });
}

/** Serves every app of the stack and the renderer; resolves once all of them listen. */
export async function serveStack(stack: Stack): Promise<{ close(): Promise<void> }[]> {
  const servers: { close(): Promise<void> }[] = [];
  try {
    for (const app of stack.apps) servers.push(await serveApp(stack, app));
    // Last: it reads remotes.json from the shell's host.
    servers.push(await startStackRenderer(stack));
  } catch (error) {
    await Promise.all(servers.map((server) => server.close()));
    throw error;
  }
  return servers;
}
