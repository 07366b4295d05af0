import path from 'node:path';
import { repoRoutes } from '../../test/declared-routes';
import { readRendererSettings } from '../../shell/renderer/main';
import { renderBypassHeader } from '../../shell/renderer/renderer-app';
import { buildAll } from '../../scripts/build';
import { exitWithError } from '../../scripts/lifecycle';
import { startLocalBackends } from '../../scripts/local-backends';
import { serveApp, startReadyRenderer } from '../../scripts/serve-stack';
import { readStack } from '../../scripts/stack';
import { describeStatuses, runLoad, type LoadSummary } from './api-load';
import { machineLoadDuring, runContext, writeBenchmarkSection } from './benchmarks-file';
import { newestPostSlug } from './newest-post';
import { runFlood } from './ssr-flood';

/**
 * `npm run bench:ssr`: the shell's renderer under load, per route, on this machine: requests per
 * second and p50/p99 latency with autocannon, uncached (every request renders: each sends the
 * renderer's bypass header, `renderBypassHeader`, which only the renderer's own port honours) and
 * cached (the production 30 s), each against a renderer of its own, with the local backends.
 * Writes the `ssr` section of docs/benchmarks.md (`--no-write` to only print).
 * `--flood`: the whole stack under a flood of new URLs instead (ssr-flood.ts), its own section.
 *
 *   npm run bench:ssr -- --duration 5 --connections 10
 *   npm run bench:ssr -- --flood --duration 10 --connections 200
 */

const repoRoot = path.resolve(__dirname, '..', '..');
const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};

async function main() {
  const write = !process.argv.includes('--no-write');
  if (process.argv.includes('--flood')) {
    await runFlood({
      build: !process.argv.includes('--no-build'),
      write,
      duration: argument('duration', 10),
      connections: argument('connections', 200),
      visitors: argument('visitors', 4),
      idleSeconds: argument('idle', 5),
      afterSeconds: argument('after', 5),
    });
    return;
  }
  const duration = argument('duration', 5);
  const connections = argument('connections', 10);
  const stack = readStack({
    SHELL_PORT: '3500',
    MARKETING_PORT: '3501',
    BLOG_PORT: '3502',
    CONTACT_PORT: '3503',
    BLOG_BACKEND_PORT: '54621',
    CONTACT_API_PORT: '4510',
    MAIL_CATCHER_SMTP_PORT: '1535',
    MAIL_CATCHER_HTTP_PORT: '8535',
    BOT_CHECK_PORT: '4610',
    RENDERER_PORT: '3508',
    PUBLIC_HOST: '127.0.0.1',
    DATA_DIR: path.join(repoRoot, '.data', 'bench-ssr'),
  });
  if (!process.argv.includes('--no-build')) await buildAll(stack, 'production');
  const machineLoad = machineLoadDuring();
  const backends = await startLocalBackends(stack, { persistBlog: false, log: () => undefined });
  const closers: { close(): Promise<void> }[] = [];
  try {
    for (const app of stack.apps) closers.push(await serveApp(stack, app));
    // Measured once ready, as a platform sends a renderer traffic once its /readyz answers.
    const renderer = (port: number, cacheTtlMs: number) =>
      startReadyRenderer(
        readRendererSettings({
          RENDERER_PORT: String(port),
          SITE_URL: stack.shell.origin,
          REMOTES_URL: `${stack.shell.origin}/remotes.json`,
          SHELL_DIST: stack.shell.distDir,
          RENDER_CACHE_TTL_MS: String(cacheTtlMs),
        }),
      );
    const uncached = await renderer(3510, 30_000);
    const cached = await renderer(3511, 30_000);
    closers.push(uncached, cached);

    const slug = await newestPostSlug(stack);
    const routes = repoRoutes.map((route) => route.path.replace(':slug', slug));
    const rows: string[] = [];
    const problems: string[] = [];
    for (const route of routes) {
      const results: Record<'uncached' | 'cached', LoadSummary> = {} as never;
      for (const [name, server] of [
        ['uncached', uncached],
        ['cached', cached],
      ] as const) {
        await (await fetch(`${server.url}${route}`)).arrayBuffer(); // the first render of the page
        // Uncached: every request rendered past the cache (its query would not do: the renderer
        // ignores the parameters a page does not read).
        results[name] = await runLoad({
          url: `${server.url}${route}`,
          connections,
          duration,
          requests: [
            name === 'cached'
              ? { method: 'GET' }
              : { method: 'GET', headers: { [renderBypassHeader]: '1' } },
          ],
        });
        const ok = results[name].statuses['200'] ?? 0;
        if (ok !== results[name].completed || results[name].errors > 0) {
          problems.push(
            `${route} ${name}: ${describeStatuses(results[name].statuses)}, ${results[name].errors} errors`,
          );
        }
      }
      const cell = (s: LoadSummary) => `${Math.round(s.requestsPerSecond)} | ${s.p50} / ${s.p99}`;
      const row = `| \`${route.replace(slug, ':slug')}\` | ${cell(results.uncached)} | ${cell(results.cached)} |`;
      console.log(row);
      rows.push(row);
    }
    const markdown = [
      '## Server rendering: the renderer under load',
      '',
      `\`npm run bench:ssr -- --duration ${duration} --connections ${connections}\`: autocannon against the renderer itself (HTTP, loopback), ${connections} connections, ${duration} s per route and mode, with the local backends; uncached renders every request (each sends \`${renderBypassHeader}: 1\`, which has the renderer render past its cache), cached is the production cache (30 s), where one render serves the run. \`/blog/:slug\` is \`/blog/${slug}\`.`,
      '',
      runContext(),
      await machineLoad(),
      '',
      '| Route | Uncached req/s | Uncached p50 / p99 (ms) | Cached req/s | Cached p50 / p99 (ms) |',
      '| --- | --- | --- | --- | --- |',
      ...rows,
      '',
      problems.length
        ? `Not every answer was 200: ${problems.join('; ')}.`
        : 'Every answer was 200.',
    ].join('\n');
    console.log(`\n${markdown}`);
    if (write) {
      await writeBenchmarkSection('ssr', markdown);
      console.log('\nwritten to docs/benchmarks.md (section "ssr")');
    }
    if (problems.length) process.exitCode = 1;
  } finally {
    await Promise.all(closers.map((closer) => closer.close().catch(() => undefined)));
    await backends.close();
  }
}

main().catch(exitWithError);
