import { rm } from 'node:fs/promises';
import type { Stack } from '../../scripts/stack';
import { stopOnSignals } from '../../scripts/lifecycle';
import { BenchServers, benchStack, routesToMeasure, unbuiltFiles } from './bench-stack';
import { newestPostSlug } from './newest-post';
import { ThrottledSession } from './throttled-session';

/** What a benchmark of page loads with the mobile conditions applied gets to measure with. */
export interface ThrottledSite {
  stack: Stack;
  session: ThrottledSession;
  /** The routes asked for (`--routes`), or every route of the site. */
  routes: string[];
}

/**
 * The built site (`npm run build` first) served with the local backends, as `npm run bench:web`
 * serves it, and a browser that loads its pages with the mobile conditions applied, for
 * `measure` (`bench:trace`, `bench:page-calls`). Both are stopped however it ends, a signal
 * included.
 */
export async function withThrottledSite<T>(
  routesAsked: string[] | undefined,
  measure: (site: ThrottledSite) => Promise<T>,
): Promise<T> {
  const stack = benchStack();
  const missing = unbuiltFiles(stack);
  if (missing.length > 0) throw new Error(`Not built (npm run build): ${missing.join(', ')}`);
  await rm(stack.services.dataDir, { recursive: true, force: true });
  const running = new BenchServers();
  const session = new ThrottledSession();
  stopOnSignals(async () => {
    await session.close();
    await running.close();
  });
  try {
    await running.startSite(stack);
    const routes = routesToMeasure(await newestPostSlug(stack), routesAsked);
    return await measure({ stack, session, routes });
  } finally {
    await session.close();
    await running.close();
  }
}
