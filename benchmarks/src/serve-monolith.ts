import { startStaticServer } from '@site/static-server';
import type { Stack } from '../../scripts/stack';

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
    strictTransportSecurity: stack.strictTransportSecurity,
    spaFallback: true,
    // No remotes: the page's own origin, the backends and the bot-check service.
    contentSecurityPolicy: stack.shell.standaloneContentSecurityPolicy,
    generatedFiles: { '/config.json': () => JSON.stringify(settings, null, 2) },
  });
}
