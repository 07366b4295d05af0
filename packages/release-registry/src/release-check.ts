import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import satisfies from 'semver/functions/satisfies';
import type { RemoteManifest } from '@site/contracts/federation';
import type { PageRoute } from '@site/contracts/page-routes';
import { manifestRoutes } from '@site/contracts/release-config';
import { mergeRoutes } from '@site/contracts/route-lists';

/**
 * The contract check a release passes before any visitor sees it (decision 040): the same
 * function for `promote` and for CI (`npm run check-releases`).
 */

/** What the live site is, that a release must fit. */
export interface LiveSite {
  /** The version of each shared singleton the live shell provides (its `shared-versions.json`). */
  shellShared: Readonly<Record<string, string>>;
  /** The routes every other remote serves now. */
  routesOf: Readonly<Record<string, readonly PageRoute[]>>;
}

/** How long the server build may take to load, and how much memory, in the check's worker. */
const serverLoadMs = 15_000;
const serverLoadHeapMb = 256;

/**
 * Loads the server entry in a worker of its own, with no environment and bounded memory, and
 * says why it is not a container if it is not one. The renderer loads it the same way.
 */
function loadServerEntry(file: string): Promise<string | undefined> {
  const probe = `
    const { parentPort, workerData } = require('node:worker_threads');
    try {
      const loaded = require(workerData);
      const container = loaded && (loaded.get ? loaded : Object.values(loaded)[0]);
      parentPort.postMessage(
        container && typeof container.get === 'function' && typeof container.init === 'function'
          ? null
          : 'it exports no Module Federation container (get, init)',
      );
    } catch (error) {
      parentPort.postMessage(String(error && error.message || error).split('\\n')[0]);
    }`;
  return new Promise((resolve) => {
    const worker = new Worker(probe, {
      eval: true,
      workerData: file,
      env: {},
      resourceLimits: { maxOldGenerationSizeMb: serverLoadHeapMb },
      stdout: true,
      stderr: true,
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve(`it did not load within ${serverLoadMs / 1000} s`);
    }, serverLoadMs);
    const done = (problem: string | undefined) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(problem);
    };
    worker.once('message', (problem: string | null) => done(problem ?? undefined));
    worker.once('error', (error) => done(error.message));
    worker.once('exit', (code) => done(`its worker stopped (exit code ${code})`));
  });
}

/**
 * Every reason the release in `releaseDir` (a remote's build, or a published release's folder)
 * must not go live; none when it fits the live site.
 */
export async function checkRelease(
  remote: string,
  releaseDir: string,
  live: LiveSite,
): Promise<string[]> {
  let raw: RemoteManifest;
  try {
    raw = JSON.parse(
      await readFile(path.join(releaseDir, 'mf-manifest.json'), 'utf8'),
    ) as RemoteManifest;
  } catch {
    return [`${releaseDir} has no readable mf-manifest.json`];
  }
  let routes: PageRoute[];
  try {
    routes = manifestRoutes(raw, pathToFileURL(path.join(releaseDir, '/')).href);
  } catch (error) {
    return [(error as Error).message];
  }
  const problems: string[] = [];
  if (routes.length === 0) problems.push('it declares no routes (metaData.routes)');

  const exposed = new Set((raw.exposes ?? []).map((entry) => entry.path));
  for (const route of routes) {
    if (!exposed.has(route.module)) {
      problems.push(`route ${route.path} names ${route.module}, which the release does not expose`);
    }
  }

  const ssr = raw.metaData.ssrRemoteEntry;
  if (!ssr) {
    problems.push('it has no server build (metaData.ssrRemoteEntry)');
  } else {
    const problem = await loadServerEntry(path.join(releaseDir, ssr.path, ssr.name));
    if (problem) problems.push(`its server build ${ssr.path}${ssr.name} does not load: ${problem}`);
  }

  for (const { name, requiredVersion } of raw.shared ?? []) {
    if (requiredVersion === false) continue;
    const provided = live.shellShared[name];
    if (!provided) {
      problems.push(`it needs the shared ${name}, which the live shell does not provide`);
    } else if (!satisfies(provided, requiredVersion)) {
      problems.push(`it needs ${name} ${requiredVersion}, but the live shell provides ${provided}`);
    }
  }

  const others = Object.fromEntries(
    Object.entries(live.routesOf).filter(([other]) => other !== remote),
  );
  const { conflicts } = mergeRoutes({ ...others, [remote]: routes }, mergeRoutes(others).routes);
  problems.push(...conflicts);
  return problems;
}
