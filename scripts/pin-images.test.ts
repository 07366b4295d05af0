import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  composeImages,
  dockerfileImages,
  parseImage,
  pinStackFiles,
  readStackFiles,
  resolveDigest,
} from './pin-images';

const repoRoot = path.resolve(__dirname, '..');
const digestOf = (name: string) => `sha256:${createHash('sha256').update(name).digest('hex')}`;

/**
 * A registry on 127.0.0.1 that answers as Docker Hub does: a manifest HEAD without a token gets
 * 401 and a Bearer challenge naming its token realm; with the repository's pull token, the
 * digest of `repository:tag` in Docker-Content-Digest. Unknown repositories get 404.
 */
class StubRegistry {
  requests: { method: string; url: string; accept?: string; authorization?: string }[] = [];
  known = new Set<string>();
  private server?: Server;
  url = '';

  async start() {
    this.server = createServer((req, res) => this.answer(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.url);
    this.requests.push({
      method: req.method ?? '',
      url: url.pathname + url.search,
      accept: req.headers.accept,
      authorization: req.headers.authorization,
    });
    if (url.pathname === '/token') {
      const scope = url.searchParams.get('scope') ?? '';
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ token: `token for ${scope}` }));
      return;
    }
    const manifest = /^\/v2\/(.+)\/manifests\/([^/]+)$/.exec(url.pathname);
    if (req.method !== 'HEAD' || !manifest) {
      res.writeHead(404).end();
      return;
    }
    const [, repository, tag] = manifest;
    const scope = `repository:${repository}:pull`;
    if (req.headers.authorization !== `Bearer token for ${scope}`) {
      res.setHeader(
        'WWW-Authenticate',
        `Bearer realm="${this.url}/token",service="stub.registry",scope="${scope}"`,
      );
      res.writeHead(401).end();
      return;
    }
    if (!this.known.has(`${repository}:${tag}`)) {
      res.writeHead(404).end();
      return;
    }
    res.setHeader('Docker-Content-Digest', digestOf(`${repository}:${tag}`));
    res.setHeader('Content-Type', 'application/vnd.oci.image.index.v1+json');
    res.writeHead(200).end();
  }
}

describe('parseImage', () => {
  it.each([
    ['postgres:17.6-alpine', 'docker.io', 'library/postgres', '17.6-alpine', undefined],
    ['axllent/mailpit:v1.27.8', 'docker.io', 'axllent/mailpit', 'v1.27.8', undefined],
    [`ghcr.io/org/app:1.2.3@${digestOf('x')}`, 'ghcr.io', 'org/app', '1.2.3', digestOf('x')],
    ['localhost:5000/team/app:2.0.0', 'localhost:5000', 'team/app', '2.0.0', undefined],
    ['node', 'docker.io', 'library/node', undefined, undefined],
  ])('%s', (reference, registry, repository, tag, digest) => {
    expect(parseImage(reference)).toEqual({ registry, repository, tag, digest });
  });
});

describe('where the images are named', () => {
  it("finds every service's image in docker-compose.yml, at its place in the text", () => {
    const text = readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
    const mentions = composeImages(text);
    expect(mentions.map((m) => parseImage(m.reference).repository).sort()).toEqual([
      'axllent/mailpit',
      'library/postgres',
      'library/varnish',
    ]);
    for (const { reference, start, end } of mentions) {
      expect(text.slice(start, end)).toBe(reference);
      expect(text.slice(0, start)).toMatch(/\n {4}image: $/);
    }
  });

  it('finds the base images of FROM lines, not earlier stages, scratch or build arguments', () => {
    const text = [
      '# escape=`',
      'ARG BASE=node:24.21.0-bookworm-slim',
      'FROM --platform=linux/amd64 node:24.21.0-bookworm-slim AS build',
      'FROM build AS test',
      'FROM scratch AS empty',
      'FROM ${BASE}',
      `from nginxinc/nginx-unprivileged:1.28.3-alpine@${digestOf('old')}`,
    ].join('\n');
    const mentions = dockerfileImages(text);
    expect(mentions.map((m) => m.reference)).toEqual([
      'node:24.21.0-bookworm-slim',
      `nginxinc/nginx-unprivileged:1.28.3-alpine@${digestOf('old')}`,
    ]);
    for (const { reference, start, end } of mentions) {
      expect(text.slice(start, end)).toBe(reference);
    }
  });
});

describe('against a registry', () => {
  const registry = new StubRegistry();
  let work: string;
  beforeAll(() => registry.start());
  afterAll(() => registry.stop());
  beforeEach(() => {
    registry.requests = [];
    // A copy of the stack's files: the test rewrites them, never the repository's.
    work = mkdtempSync(path.join(tmpdir(), 'pin-images-'));
    for (const { file } of readStackFiles(repoRoot)) {
      const relative = path.relative(repoRoot, file);
      mkdirSync(path.dirname(path.join(work, relative)), { recursive: true });
      cpSync(file, path.join(work, relative));
    }
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));
  const options = () => ({ registryUrl: () => registry.url, timeoutMs: 5_000 });

  it('gets the digest with a pull token for that repository, accepting multi-platform indexes', async () => {
    registry.known.add('library/postgres:17.6-alpine');
    expect(await resolveDigest('postgres:17.6-alpine', options())).toBe(
      digestOf('library/postgres:17.6-alpine'),
    );
    expect(registry.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'HEAD /v2/library/postgres/manifests/17.6-alpine',
      'GET /token?service=stub.registry&scope=repository%3Alibrary%2Fpostgres%3Apull',
      'HEAD /v2/library/postgres/manifests/17.6-alpine',
    ]);
    expect(registry.requests[0]!.accept).toContain('application/vnd.oci.image.index.v1+json');
    expect(registry.requests[0]!.accept).toContain(
      'application/vnd.docker.distribution.manifest.list.v2+json',
    );
  });

  it('rewrites every image of the compose file and its Dockerfiles as tag@digest, and nothing else', async () => {
    const files = readStackFiles(work);
    for (const { mentions } of files) {
      for (const { reference } of mentions) {
        const { repository, tag } = parseImage(reference);
        registry.known.add(`${repository}:${tag}`);
      }
    }
    const pinned = await pinStackFiles(files, options());
    expect(pinned.map((p) => path.relative(work, p.file))).toEqual([
      'docker-compose.yml',
      'contact-api/Dockerfile',
      'deploy/static-app.Dockerfile',
      'packages/bot-check-emulator/Dockerfile',
      'shell/renderer.Dockerfile',
      'supabase/Dockerfile',
    ]);
    // One lookup per distinct image, however often it is named.
    const heads = registry.requests.filter((r) => r.method === 'HEAD' && r.authorization);
    expect(heads).toHaveLength(new Set(heads.map((r) => r.url)).size);

    const pinnedForm = (reference: string) => {
      const { repository, tag } = parseImage(reference);
      return `${reference}@${digestOf(`${repository}:${tag}`)}`;
    };
    for (const [index, { text }] of pinned.entries()) {
      const before = files[index]!;
      const expected = before.text.split('\n').map((line) => {
        const named = /^(?:FROM\s.*|\s+image:\s.*)$/.test(line)
          ? before.mentions.find((m) => line.includes(m.reference))
          : undefined;
        return named ? line.replace(named.reference, pinnedForm(named.reference)) : line;
      });
      expect(text.split('\n')).toEqual(expected);
      expect(text).not.toBe(before.text);
    }
  });

  it("moves an image already pinned to its tag's current digest", async () => {
    registry.known.add('library/varnish:7.1.1');
    const text = `services:\n  varnish:\n    image: varnish:7.1.1@${digestOf('old')}\n`;
    const [pinned] = await pinStackFiles(
      [{ file: 'docker-compose.yml', text, mentions: composeImages(text) }],
      options(),
    );
    expect(pinned!.text).toBe(
      `services:\n  varnish:\n    image: varnish:7.1.1@${digestOf('library/varnish:7.1.1')}\n`,
    );
  });

  it('fails, naming the image, when the registry does not know a tag', async () => {
    await expect(resolveDigest('postgres:0.0.0-none', options())).rejects.toThrow(
      'postgres:0.0.0-none: the registry answered 404',
    );
  });

  it('fails with a clear message and writes nothing when no registry is reachable', async () => {
    const closed = new StubRegistry();
    await closed.start();
    const url = closed.url;
    await closed.stop();
    const files = readStackFiles(work);
    await expect(pinStackFiles(files, { registryUrl: () => url })).rejects.toThrow(
      /cannot reach 127\.0\.0\.1:\d+ .*pin-images needs the network: run it where a registry is reachable/,
    );

    // The command itself, on the repository's files, with that registry.
    const before = readStackFiles(repoRoot).map((file) => file.text);
    const result = spawnSync(
      process.execPath,
      [require.resolve('tsx/cli'), path.join(__dirname, 'pin-images.ts'), '--registry', url],
      { encoding: 'utf8', timeout: 30_000 },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^pin-images: .*: cannot reach 127\.0\.0\.1:\d+ /);
    expect(readStackFiles(repoRoot).map((file) => file.text)).toEqual(before);
  });
});
