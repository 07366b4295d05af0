import {
  isAbsoluteHttpUrl,
  isIntegrity,
  isRecord,
  isRemoteName,
  parseRemotesConfig,
  type CandidateRelease,
  type RemotesConfig,
} from './federation';
import type { PageRoute } from './page-routes';
import { parsePageRoutes } from './route-lists';

/**
 * What the registry holds of the remotes' releases beside where they are: each release's routes
 * (decision 040) and each remote's candidate (decision 039), in `remotes.json` and in a
 * release's manifest. Read by the renderer, the registry's tools and the static host's page.
 */

function parseCandidate(name: string, raw: unknown): CandidateRelease {
  const at = `candidates.${name}`;
  if (!isRemoteName(name)) throw new Error(`${at}: not a remote name`);
  const value = raw as Partial<Record<keyof CandidateRelease, unknown>> | null;
  if (typeof value !== 'object' || value === null) throw new Error(`${at}: expected an object`);
  if (typeof value.version !== 'string') throw new Error(`${at}.version: expected a string`);
  if (!isAbsoluteHttpUrl(value.manifestUrl))
    throw new Error(`${at}.manifestUrl: expected an http(s) URL`);
  const percent = value.canaryPercent;
  if (percent !== undefined && !(typeof percent === 'number' && percent > 0 && percent <= 100)) {
    throw new Error(`${at}.canaryPercent: expected 1 to 100`);
  }
  if (value.serverIntegrity !== undefined && !isIntegrity(value.serverIntegrity)) {
    throw new Error(`${at}.serverIntegrity: expected sha256-, sha384- or sha512-<base64>`);
  }
  return {
    version: value.version,
    manifestUrl: value.manifestUrl,
    ...(value.serverIntegrity === undefined ? {} : { serverIntegrity: value.serverIntegrity }),
    ...(value.routes === undefined
      ? {}
      : { routes: parsePageRoutes(value.routes, `${at}.routes`) }),
    ...(percent === undefined ? {} : { canaryPercent: percent }),
  };
}

/**
 * Parses `remotes.json` whole: where the remotes are (`parseRemotesConfig`), and what the
 * registry holds of their releases, each one's routes and candidate. For the renderer and for the
 * browser's page with no renderer (a chunk of its own): a server-rendered page needs none of it.
 */
export function parseReleaseConfig(input: unknown): RemotesConfig {
  const problems: string[] = [];
  const rawRoutes = (input as { routes?: unknown } | null)?.routes;
  const routes: NonNullable<RemotesConfig['routes']> = {};
  if (rawRoutes !== undefined) {
    if (typeof rawRoutes !== 'object' || rawRoutes === null || Array.isArray(rawRoutes)) {
      problems.push('routes: expected an object of remote name to its routes');
    } else {
      for (const [name, list] of Object.entries(rawRoutes)) {
        try {
          if (!isRemoteName(name)) throw new Error(`routes.${name}: not a remote name`);
          routes[name] = parsePageRoutes(list, `routes.${name}`);
        } catch (error) {
          problems.push((error as Error).message);
        }
      }
    }
  }
  const rawCandidates = (input as { candidates?: unknown } | null)?.candidates;
  const candidates: NonNullable<RemotesConfig['candidates']> = {};
  if (rawCandidates !== undefined) {
    if (typeof rawCandidates !== 'object' || rawCandidates === null) {
      problems.push('candidates: expected an object of remote name to its candidate');
    } else {
      for (const [name, raw] of Object.entries(rawCandidates)) {
        try {
          candidates[name] = parseCandidate(name, raw);
        } catch (error) {
          problems.push((error as Error).message);
        }
      }
    }
  }
  if (problems.length > 0) throw new Error(`remotes.json is invalid: ${problems.join('; ')}`);
  return {
    ...parseRemotesConfig(input),
    ...(rawRoutes === undefined ? {} : { routes }),
    ...(rawCandidates === undefined ? {} : { candidates }),
  };
}

/** The pages a release's manifest declares (`metaData.routes`); none when it declares none. */
export function manifestRoutes(input: unknown, manifestUrl: string): PageRoute[] {
  const metaData = isRecord(input) ? input.metaData : undefined;
  const routes = isRecord(metaData) ? metaData.routes : undefined;
  return routes === undefined ? [] : parsePageRoutes(routes, manifestUrl);
}
