import path from 'node:path';
import { inlineScriptHashesFile } from '@site/contracts/federation';
import {
  contentSecurityPolicy,
  readInlineScriptHashes,
} from '@site/static-server/content-security-policy';
import { startStaticServer, type RunningStaticServer } from '@site/static-server';
import type { Stack, StackApp } from './stack';

/** The remote's runtime settings, written from the environment like a container would. */
export const runtimeConfigFile = (app: StackApp) =>
  app.runtimeConfig
    ? { '/config.json': () => JSON.stringify(app.runtimeConfig, null, 2) }
    : undefined;

/** Serves one built app of the stack with the production rules. */
export function serveApp(stack: Stack, app: StackApp): Promise<RunningStaticServer> {
  if (app.name === 'shell') {
    return startStaticServer({
      root: app.distDir,
      port: app.port,
      host: stack.host,
      spaFallback: true,
      contentSecurityPolicy: stack.shellContentSecurityPolicy(
        readInlineScriptHashes(path.join(app.distDir, inlineScriptHashesFile)),
      ),
      // Runtime data, written from the environment like a container would at start-up.
      generatedFiles: { '/remotes.json': () => JSON.stringify(stack.remotesConfig, null, 2) },
    });
  }
  return startStaticServer({
    root: app.distDir,
    port: app.port,
    host: stack.host,
    spaFallback: true, // the remote's standalone mode has deep links too
    allowedOrigins: stack.allowedOrigins,
    contentSecurityPolicy: contentSecurityPolicy(),
    generatedFiles: runtimeConfigFile(app),
  });
}

/** Serves every app of the stack; resolves once all of them listen. */
export async function serveStack(stack: Stack): Promise<RunningStaticServer[]> {
  const servers: RunningStaticServer[] = [];
  try {
    for (const app of stack.apps) servers.push(await serveApp(stack, app));
  } catch (error) {
    await Promise.all(servers.map((server) => server.close()));
    throw error;
  }
  return servers;
}

/**
 * Serves the comparison build (`dist-monolith/`, decision 007) with the shell's rules. Its pages
 * read `config.json` beside the bundle, which is the monolith's own origin, so the remotes'
 * settings are served there as one file (each page's parser keeps only its own keys).
 */
export function serveMonolith(stack: Stack, root: string, port: number) {
  const settings = Object.assign({}, ...stack.apps.map((app) => app.runtimeConfig ?? {}));
  return startStaticServer({
    root,
    port,
    host: stack.host,
    spaFallback: true,
    // No remotes: the page's own origin, the backends and the bot-check service.
    contentSecurityPolicy: stack.shell.standaloneContentSecurityPolicy,
    generatedFiles: { '/config.json': () => JSON.stringify(settings, null, 2) },
  });
}
