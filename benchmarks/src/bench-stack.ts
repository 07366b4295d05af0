import { existsSync } from 'node:fs';
import path from 'node:path';
import { newsletterPagePaths, newsletterTokenPattern } from '@site/contracts/newsletter-facts';
import { repoRoutes } from '../../test/declared-routes';
import { startLocalBackends, type RunningBackends } from '../../scripts/local-backends';
import { serveStack } from '../../scripts/serve-stack';
import { readStack, type Stack } from '../../scripts/stack';

/*
 * The stack the web benchmarks serve (`npm run bench:web`, `npm run bench:web-ab`): ports and
 * data of their own, so a running `npm start` or test run is no bother.
 */

export const repoRoot = path.resolve(__dirname, '../..');

/** The monolith's and the static copy's hosts (`npm run bench:web`). */
export const monolithPort = 3410;
export const staticPort = 3430;
const benchEnvironment: NodeJS.ProcessEnv = {
  SHELL_PORT: '3400',
  MARKETING_PORT: '3401',
  BLOG_PORT: '3402',
  CONTACT_PORT: '3403',
  BLOG_BACKEND_PORT: '54521',
  CONTACT_API_PORT: '4500',
  MAIL_CATCHER_SMTP_PORT: '1525',
  MAIL_CATCHER_HTTP_PORT: '8525',
  BOT_CHECK_PORT: '4600',
  RENDERER_PORT: '3420',
  PUBLIC_HOST: '127.0.0.1',
  DATA_DIR: path.join(repoRoot, '.data', 'bench'),
};

export function benchStack(): Stack {
  const env = { ...benchEnvironment, ...process.env };
  const host = env.PUBLIC_HOST ?? '127.0.0.1';
  // The contact API and the bot-check emulator must accept both sites' pages.
  env.ALLOWED_ORIGINS ??= [
    `http://${host}:${env.SHELL_PORT ?? '3400'}`,
    `http://${host}:${monolithPort}`,
  ].join(',');
  return readStack(env);
}

/** The files of the site's production build that are missing (`npm run build` makes them). */
export function unbuiltFiles(stack: Stack): string[] {
  return stack.apps
    .map((app) => path.join(app.distDir, app.name === 'shell' ? 'index.html' : 'mf-manifest.json'))
    .filter((file) => !existsSync(file));
}

/** The paths to load: every route of the site, or those asked for (`/blog/:slug` is `slug`). */
export function routesToMeasure(slug: string, asked: readonly string[] | undefined): string[] {
  const all = repoRoutes.map((route) => route.path.replace(':slug', slug));
  if (!asked) return all;
  // `--routes /blog/:slug` is the seeded post, as in the full run.
  const only = asked.map((route) => route.replace(':slug', slug));
  const unknown = only.filter(
    (route) =>
      !all.includes(route) && !(route.startsWith('/blog/') && route.split('/').length === 3),
  );
  if (unknown.length > 0) throw new Error(`Not a route of the site: ${unknown.join(', ')}`);
  return only;
}

/**
 * The newsletter's pages as their emails' links open them: with a token of the right shape in
 * the fragment, which no server sees and the page uses only when its button is pressed. Without
 * one, the page says once it runs that its link is not valid, and that text, painted after
 * hydration, would be measured as its largest paint.
 */
const linkToken = 'A'.repeat(43);
if (!newsletterTokenPattern.test(linkToken)) throw new Error("the links' token has changed shape");
const linkTokenFragment = `#token=${linkToken}`;
export const fragmentOf = (route: string) =>
  (Object.values(newsletterPagePaths) as string[]).includes(route) ? linkTokenFragment : '';

/**
 * What one benchmark run serves: the local backends and the site (`startSite`), and any other
 * server it starts (`add`). `close` stops them all, once, however the run ends.
 */
export class BenchServers {
  private backends: RunningBackends | undefined;
  private readonly servers: { close(): Promise<void> }[] = [];
  private stopped = false;

  async startSite(stack: Stack): Promise<void> {
    this.backends = await startLocalBackends(stack, { persistBlog: false, log: () => undefined });
    this.add(...(await serveStack(stack)));
  }

  add(...servers: { close(): Promise<void> }[]): void {
    this.servers.push(...servers);
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    await Promise.all(this.servers.map((server) => server.close().catch(() => undefined)));
    await this.backends?.close();
  }
}
