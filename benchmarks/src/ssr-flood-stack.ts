import { startRenderer, readRendererSettings } from '../../shell/renderer/main';
import { startLocalBackends } from '../../scripts/local-backends';
import { serveApp } from '../../scripts/serve-stack';
import { readStack } from '../../scripts/stack';

/**
 * Child process of `npm run bench:ssr -- --flood`: the local stack as `npm start` runs it (every
 * app behind its static host, the renderer behind the shell's, the backends embedded), in one
 * process of its own so that neither load generator shares its event loop. Configured by the same
 * environment variables as `npm start`. The one addition is the renderer's internal port
 * (`RENDERER_INTERNAL_PORT`), whose metrics say where the time went.
 */
async function main(): Promise<void> {
  const stack = readStack();
  const internalPort = process.env.RENDERER_INTERNAL_PORT;
  if (!internalPort) throw new Error('RENDERER_INTERNAL_PORT is required');
  const backends = await startLocalBackends(stack, { persistBlog: false, log: () => undefined });
  const servers: { close(): Promise<void> }[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.close().catch(() => undefined)));
    await backends.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  for (const app of stack.apps) servers.push(await serveApp(stack, app));
  // As `startStackRenderer` (scripts/serve-stack.ts) starts it, with the internal port added.
  servers.push(
    await startRenderer(
      readRendererSettings({
        RENDERER_HOST: stack.host,
        RENDERER_PORT: String(stack.renderer.port),
        RENDERER_INTERNAL_PORT: internalPort,
        SITE_URL: stack.renderer.siteUrl,
        REMOTES_URL: `http://${stack.host}:${stack.shell.port}/remotes.json`,
        SHELL_DIST: stack.shell.distDir,
      }),
    ),
  );
  console.log(`ready ${stack.shell.origin}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
