import { createHash, randomUUID } from 'node:crypto';
import { cp, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteManifest } from '@site/contracts/federation';
import type { PageRoute } from '@site/contracts/page-routes';
import { parsePageRoutes } from '@site/contracts/route-lists';

/**
 * A remote's releases, each in a folder of its own that never changes once published:
 * `<releasesDir>/<remote>/<version>/`, holding the remote's browser build, its server build
 * (`server/`), its manifest and `release.json`. A page rendered with a release keeps finding its
 * files there while the release is kept (decision 037).
 */

/** What the registry records of a release when it is published: `release.json` in its folder. */
export interface ReleaseRecord {
  remote: string;
  /** The manifest's `buildVersion`: the release's name in its folder, its URL and its tags. */
  version: string;
  /** ISO 8601. */
  publishedAt: string;
  /**
   * The Subresource Integrity (`sha384-…`) of the server entry, computed here: the renderer runs
   * that entry only if it matches. None for a remote built without a server build.
   */
  serverIntegrity?: string;
  /** The pages the release serves (its manifest's `metaData.routes`), held with its pointer. */
  routes?: PageRoute[];
}

export const releaseRecordFile = 'release.json';

/** Names safe as one segment of a path and of a URL. */
const segment = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

export function checkSegment(kind: 'remote' | 'version', value: string): string {
  if (!segment.test(value) || value.includes('..')) {
    throw new ReleaseError(`"${value}" is not a ${kind} name (letters, digits, . _ -)`);
  }
  return value;
}

/** A refusal the operator reads: the command prints its message and exits non-zero. */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

export const remoteFolder = (releasesDir: string, remote: string) =>
  path.join(releasesDir, checkSegment('remote', remote));

export const releaseFolder = (releasesDir: string, remote: string, version: string) =>
  path.join(remoteFolder(releasesDir, remote), checkSegment('version', version));

async function readManifest(buildDir: string): Promise<RemoteManifest> {
  const file = path.join(buildDir, 'mf-manifest.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new ReleaseError(`${file} is missing: build the remote first`);
  }
  const manifest = JSON.parse(text) as Partial<RemoteManifest>;
  if (!manifest.metaData?.buildInfo?.buildVersion) {
    throw new ReleaseError(`${file} names no metaData.buildInfo.buildVersion`);
  }
  return manifest as RemoteManifest;
}

/** `sha384-…` of the file, as Subresource Integrity writes it. */
export async function integrityOfFile(file: string): Promise<string> {
  return `sha384-${createHash('sha384')
    .update(await readFile(file))
    .digest('base64')}`;
}

/**
 * Publishes the build in `buildDir` (a remote's `dist/`) as a new release, beside the others.
 * The folder is copied whole under a temporary name, then renamed into place: a release is never
 * seen half-written, and one already there is never overwritten.
 */
export async function publishRelease(options: {
  releasesDir: string;
  remote: string;
  buildDir: string;
  now: Date;
}): Promise<ReleaseRecord> {
  const { releasesDir, remote, buildDir, now } = options;
  const manifest = await readManifest(buildDir);
  if (manifest.name !== remote) {
    throw new ReleaseError(`${buildDir} is the "${manifest.name}" remote's build, not "${remote}"`);
  }
  const version = checkSegment('version', manifest.metaData.buildInfo.buildVersion);
  const target = releaseFolder(releasesDir, remote, version);
  if (await readRecord(target)) {
    throw new ReleaseError(`${remote} ${version} is already published: a release never changes`);
  }
  const ssr = manifest.metaData.ssrRemoteEntry;
  const serverIntegrity = ssr
    ? await integrityOfFile(path.join(buildDir, ssr.path, ssr.name)).catch(() => {
        throw new ReleaseError(`${buildDir}: the server entry ${ssr.path}${ssr.name} is missing`);
      })
    : undefined;
  let routes: PageRoute[];
  try {
    routes = parsePageRoutes(manifest.metaData.routes ?? [], `${buildDir}/mf-manifest.json`);
  } catch (error) {
    throw new ReleaseError((error as Error).message);
  }
  const record: ReleaseRecord = {
    remote,
    version,
    publishedAt: now.toISOString(),
    ...(serverIntegrity ? { serverIntegrity } : {}),
    routes,
  };
  await mkdir(remoteFolder(releasesDir, remote), { recursive: true });
  const incoming = path.join(remoteFolder(releasesDir, remote), `.incoming-${randomUUID()}`);
  try {
    await cp(buildDir, incoming, { recursive: true, errorOnExist: true });
    await writeFile(path.join(incoming, releaseRecordFile), `${JSON.stringify(record, null, 2)}\n`);
    // Refuses a folder that is there already (and not empty): the release published meanwhile.
    await rename(incoming, target).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOTEMPTY' || error.code === 'EEXIST') {
        throw new ReleaseError(`${remote} ${version} is already published`);
      }
      throw error;
    });
  } finally {
    await rm(incoming, { recursive: true, force: true });
  }
  return record;
}

async function readRecord(folder: string): Promise<ReleaseRecord | undefined> {
  try {
    return JSON.parse(
      await readFile(path.join(folder, releaseRecordFile), 'utf8'),
    ) as ReleaseRecord;
  } catch {
    return undefined;
  }
}

/** One release, or a refusal naming it. */
export async function readRelease(
  releasesDir: string,
  remote: string,
  version: string,
): Promise<ReleaseRecord> {
  const record = await readRecord(releaseFolder(releasesDir, remote, version));
  if (!record) throw new ReleaseError(`${remote} has no release ${version}`);
  return record;
}

/** A remote's releases, oldest first. */
export async function listReleases(releasesDir: string, remote: string): Promise<ReleaseRecord[]> {
  let names: string[];
  try {
    names = await readdir(remoteFolder(releasesDir, remote));
  } catch {
    return [];
  }
  const records = await Promise.all(
    names
      .filter((name) => segment.test(name))
      .map((name) => readRecord(path.join(remoteFolder(releasesDir, remote), name))),
  );
  return records
    .filter((record): record is ReleaseRecord => record !== undefined)
    .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
}

/** Deletes a release's folder: its record first, so a half-deleted one is no release. */
export async function deleteRelease(
  releasesDir: string,
  remote: string,
  version: string,
): Promise<void> {
  const folder = releaseFolder(releasesDir, remote, version);
  await rm(path.join(folder, releaseRecordFile), { force: true });
  await rm(folder, { recursive: true, force: true });
}
