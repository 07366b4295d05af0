/**
 * `npm run pin-images`: pins every image the stack starts from to its digest, so a tag moved on
 * the registry (a rebuilt `postgres:17.6-alpine`) cannot change what runs. It reads the images of
 * docker-compose.yml and the `FROM` lines of the Dockerfiles it builds, asks each image's
 * registry for the digest of its tag (the distribution API: a manifest HEAD, with the anonymous
 * pull token the registry's challenge names) and rewrites each as `name:tag@sha256:…`, the tag
 * kept for people to read. An image already pinned gets its tag's current digest.
 *
 * It needs a registry, which the development machines here cannot reach: run it before a
 * release, or in CI with network, and commit what it changed. Every digest is resolved before
 * any file is written, so a failure leaves the files as they were.
 *
 *   npm run pin-images                      resolve and rewrite
 *   npm run pin-images -- --check           no network: fail if an image has no digest
 *   npm run pin-images -- --registry URL    ask this registry (a pull-through mirror) instead
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DockerfileParser } from 'dockerfile-ast';

/** Where a file names an image: the reference and its character offsets. */
export interface ImageMention {
  reference: string;
  start: number;
  end: number;
}

/** An image reference as a registry reads it (`docker.io/library/postgres`, tag, digest). */
export interface ImageName {
  registry: string;
  repository: string;
  tag?: string;
  digest?: string;
}

export function parseImage(reference: string): ImageName {
  const [named = '', digest] = reference.split('@', 2);
  const colon = named.lastIndexOf(':');
  const hasTag = colon > named.lastIndexOf('/');
  const name = hasTag ? named.slice(0, colon) : named;
  const [first = '', ...rest] = name.split('/');
  // Docker's rule: the first part is a registry when it has a dot or a port, or is localhost.
  const hasRegistry = rest.length > 0 && (/[.:]/.test(first) || first === 'localhost');
  const registry = hasRegistry ? first : 'docker.io';
  const repository = hasRegistry ? rest.join('/') : name;
  return {
    registry,
    // Docker Hub's official images live under library/.
    repository:
      registry === 'docker.io' && !repository.includes('/') ? `library/${repository}` : repository,
    tag: hasTag ? named.slice(colon + 1) : undefined,
    digest,
  };
}

/** The same reference with this digest in place of any it had. */
export function withDigest(reference: string, digest: string): string {
  return `${reference.split('@', 1)[0]}@${digest}`;
}

// docker-compose.yml is read by the YAML library dclint uses, which keeps each value's offsets.
interface YamlNode {
  range?: [number, number, number];
  value?: unknown;
  get?(key: string, keepScalar: true): YamlNode | undefined;
  items?: { value: YamlNode | null }[];
}
const yaml = createRequire(require.resolve('dclint'))('yaml') as {
  parseDocument(text: string): { get(key: string, keepScalar: true): YamlNode | undefined };
};

/** The services' `image:` values in a compose file. */
export function composeImages(text: string): ImageMention[] {
  const services = yaml.parseDocument(text).get('services', true);
  return (services?.items ?? []).flatMap(({ value: service }) => {
    const image = service?.get?.('image', true);
    if (!image?.range || typeof image.value !== 'string') return [];
    // The value's own characters: a quoted scalar's range includes its quotes.
    const start = text.indexOf(image.value, image.range[0]);
    return [{ reference: image.value, start, end: start + image.value.length }];
  });
}

/** The images of a Dockerfile's `FROM` lines, leaving out earlier stages, scratch and `$ARG`s. */
export function dockerfileImages(text: string): ImageMention[] {
  const lineStarts = [0, ...[...text.matchAll(/\n/g)].map((match) => match.index + 1)];
  const offset = ({ line, character }: { line: number; character: number }) =>
    lineStarts[line]! + character;
  const stages = new Set<string>();
  const mentions: ImageMention[] = [];
  for (const from of DockerfileParser.parse(text).getFROMs()) {
    const reference = from.getImage();
    const range = from.getImageRange();
    if (reference && range && !stages.has(reference) && reference !== 'scratch') {
      if (!reference.includes('$')) {
        mentions.push({ reference, start: offset(range.start), end: offset(range.end) });
      }
    }
    const stage = from.getBuildStage();
    if (stage) stages.add(stage);
  }
  return mentions;
}

/** The text with each mention replaced by its reference's pinned form. */
export function rewrite(
  text: string,
  mentions: ImageMention[],
  pinned: Map<string, string>,
): string {
  let result = text;
  for (const { reference, start, end } of [...mentions].sort((a, b) => b.start - a.start)) {
    result = `${result.slice(0, start)}${pinned.get(reference) ?? reference}${result.slice(end)}`;
  }
  return result;
}

export interface RegistryOptions {
  /** The registry's base URL; by default the image's own (Docker Hub for `docker.io`). */
  registryUrl?: (registry: string) => string;
  timeoutMs?: number;
}

const manifestTypes = [
  'application/vnd.oci.image.index.v1+json',
  'application/vnd.docker.distribution.manifest.list.v2+json',
  'application/vnd.oci.image.manifest.v1+json',
  'application/vnd.docker.distribution.manifest.v2+json',
].join(', ');

const defaultRegistryUrl = (registry: string) =>
  registry === 'docker.io' ? 'https://registry-1.docker.io' : `https://${registry}`;

async function request(
  reference: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  try {
    return await fetch(url, {
      ...init,
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const cause = error instanceof Error ? (error.cause ?? error).toString() : String(error);
    throw new Error(
      `${reference}: cannot reach ${new URL(url).host} (${cause}). pin-images needs the ` +
        'network: run it where a registry is reachable (in CI, or before a release), not on ' +
        'these development machines.',
    );
  }
}

/** A pull token for the repository, from the realm a `WWW-Authenticate: Bearer …` names. */
async function bearerToken(
  reference: string,
  challenge: string | null,
  repository: string,
  timeoutMs: number,
): Promise<string> {
  const params = Object.fromEntries(
    [...(challenge ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
  if (!/^Bearer /i.test(challenge ?? '') || !params.realm) {
    throw new Error(`${reference}: the registry asks for credentials this script does not have`);
  }
  const url = new URL(params.realm);
  if (params.service) url.searchParams.set('service', params.service);
  url.searchParams.set('scope', params.scope ?? `repository:${repository}:pull`);
  const response = await request(reference, url.toString(), {}, timeoutMs);
  const body = (await response.json().catch(() => ({}))) as {
    token?: string;
    access_token?: string;
  };
  const token = body.token ?? body.access_token;
  if (!response.ok || !token) {
    throw new Error(`${reference}: no pull token from ${url.host} (${response.status})`);
  }
  return token;
}

/** The digest the registry gives for the reference's tag. */
export async function resolveDigest(
  reference: string,
  { registryUrl = defaultRegistryUrl, timeoutMs = 15_000 }: RegistryOptions = {},
): Promise<string> {
  const { registry, repository, tag } = parseImage(reference);
  if (!tag) throw new Error(`${reference}: no tag to resolve; name an exact version`);
  const url = `${registryUrl(registry).replace(/\/$/, '')}/v2/${repository}/manifests/${tag}`;
  const headers: Record<string, string> = { Accept: manifestTypes };
  let response = await request(reference, url, { method: 'HEAD', headers }, timeoutMs);
  if (response.status === 401) {
    const challenge = response.headers.get('www-authenticate');
    const token = await bearerToken(reference, challenge, repository, timeoutMs);
    headers.Authorization = `Bearer ${token}`;
    response = await request(reference, url, { method: 'HEAD', headers }, timeoutMs);
  }
  if (!response.ok) throw new Error(`${reference}: the registry answered ${response.status}`);
  const digest = response.headers.get('docker-content-digest') ?? '';
  if (!/^sha256:[0-9a-f]{64}$/.test(digest)) {
    throw new Error(`${reference}: the registry sent no Docker-Content-Digest`);
  }
  return digest;
}

export interface StackFile {
  file: string;
  text: string;
  mentions: ImageMention[];
}

/** docker-compose.yml and every Dockerfile it builds, with the images each names. */
export function readStackFiles(root: string): StackFile[] {
  const composeFile = path.join(root, 'docker-compose.yml');
  const composeText = readFileSync(composeFile, 'utf8');
  const compose = yaml.parseDocument(composeText) as unknown as {
    toJS(): { services: Record<string, { build?: { dockerfile?: string } }> };
  };
  const dockerfiles = new Set(
    Object.values(compose.toJS().services).flatMap(({ build }) =>
      build?.dockerfile ? [build.dockerfile] : [],
    ),
  );
  return [
    { file: composeFile, text: composeText, mentions: composeImages(composeText) },
    ...[...dockerfiles].sort().map((dockerfile) => {
      const file = path.join(root, dockerfile);
      const text = readFileSync(file, 'utf8');
      return { file, text, mentions: dockerfileImages(text) };
    }),
  ];
}

/** The files' new texts, every image pinned; throws, writing nothing, if any cannot be. */
export async function pinStackFiles(
  files: StackFile[],
  options: RegistryOptions = {},
): Promise<{ file: string; text: string }[]> {
  const references = [
    ...new Set(files.flatMap(({ mentions }) => mentions.map((m) => m.reference))),
  ];
  const pinned = new Map<string, string>();
  for (const reference of references) {
    pinned.set(reference, withDigest(reference, await resolveDigest(reference, options)));
  }
  return files.map(({ file, text, mentions }) => ({
    file,
    text: rewrite(text, mentions, pinned),
  }));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { check: { type: 'boolean', default: false }, registry: { type: 'string' } },
  });
  const root = path.resolve(__dirname, '..');
  const files = readStackFiles(root);
  const name = (file: string) => path.relative(root, file);
  if (values.check) {
    const unpinned = files.flatMap(({ file, mentions }) =>
      mentions
        .filter((m) => !parseImage(m.reference).digest)
        .map((m) => `${name(file)}: ${m.reference}`),
    );
    if (unpinned.length > 0) {
      console.error(`Images without a digest (npm run pin-images):\n  ${unpinned.join('\n  ')}`);
      process.exitCode = 1;
    }
    return;
  }
  const registry = values.registry;
  const pinned = await pinStackFiles(files, registry ? { registryUrl: () => registry } : {});
  for (const [index, { file, text }] of pinned.entries()) {
    if (text === files[index]!.text) continue;
    writeFileSync(file, text);
    console.log(`pinned: ${name(file)}`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`pin-images: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
