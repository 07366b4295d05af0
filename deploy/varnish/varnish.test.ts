/**
 * deploy/varnish/default.vcl, run by Debian's Varnish (`varnish` 7.1 with `xkey` from
 * `varnish-modules`, which .ci/run installs) in front of a stand-in origin that answers as the
 * renderer does: `s-maxage`, `stale-while-revalidate` and the page's tags in `Surrogate-Key`.
 * It shows what a CDN in front of the site has to do: keep a page, serve it stale while it is
 * fetched again, drop exactly the pages of a tag when the renderer purges it, keep nothing the
 * origin does not allow, pass on the release cookies and no other (decision 039), and take
 * purges from its purgers only.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { connect, createServer as createTcpServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { brotliCopy, takesBrotli } from '@site/contracts/brotli-copies';
import { draftCookie, previewCookie, rendererCookies } from '@site/contracts/release-cookies';
import { varnishPurger } from '../../shell/renderer/cdn-purge/varnish';

const repoRoot = path.resolve(__dirname, '..', '..');
const vclFile = path.join(__dirname, 'default.vcl');

/** How the stand-in origin answers one URL; tests change it as an editor or an outage would. */
interface Page {
  body: string;
  status?: number;
  cacheControl?: string;
  tags?: string;
  /** `Set-Cookie` headers, as the renderer sends a visitor's canary bucket. */
  setCookie?: string[];
  /** How long the origin takes to answer. */
  delayMs?: number;
}
const page = (body: string, tags: string): Page => ({
  body,
  cacheControl: 'public, max-age=0, s-maxage=2, stale-while-revalidate=30',
  tags,
});
const sMaxAgeMs = 2_000;
const script = `console.log(${'"script",'.repeat(300)});`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const pages = new Map<string, Page>();
/** Every request the origin received: its URL and the Cookie header it carried. */
const asked: { url: string; cookie?: string }[] = [];
/** The Accept-Encoding of every request for a script the origin received. */
const scriptEncodings: (string | undefined)[] = [];
const askedFor = (url: string) => asked.filter((request) => request.url === url).length;
/** Every POST the origin received: its URL, its Authorization header and its body. */
const posted: { url: string; authorization?: string; body: string }[] = [];

let origin: Server | undefined;
let varnish: ChildProcess | undefined;
let varnishOutput = '';
let work: string | undefined;
let site = '';
let proxyPort = 0;

/** A port free on 127.0.0.1 at this moment, for varnishd to listen on. */
async function freePort(): Promise<number> {
  const server = createTcpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls until `check` holds, or fails naming what it waited for. */
async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up after ${timeoutMs} ms waiting for ${what}\n${varnishOutput}`);
}

/** Waits until a moment: what is kept for s-maxage expires with time, nothing else. */
const until = (moment: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, moment - Date.now())));

async function visit(url: string, headers: Record<string, string> = {}) {
  const started = Date.now();
  const answer = await fetch(`${site}${url}`, { headers, redirect: 'manual' });
  const body = await answer.text();
  return {
    status: answer.status,
    body,
    cache: answer.headers.get('x-cache'),
    age: answer.headers.get('age'),
    headers: answer.headers,
    ms: Date.now() - started,
  };
}

/**
 * One request through the PROXY-protocol listener, which tells Varnish the client's address
 * (as a load balancer in front would): how a purge from elsewhere is tried on this machine.
 */
function requestFrom(address: string, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(proxyPort, '127.0.0.1');
    let answer = '';
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer within 5 s')));
    socket.on('connect', () =>
      socket.write(`PROXY TCP4 ${address} 127.0.0.1 40000 80\r\n${request}`),
    );
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}
const purgeRequest = (tags?: string) =>
  'PURGE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n' +
  (tags === undefined ? '' : `Surrogate-Key: ${tags}\r\n`) +
  '\r\n';

beforeAll(async () => {
  const version = spawnSync('varnishd', ['-V'], { encoding: 'utf8' });
  if (version.error) {
    throw new Error(
      `varnishd did not run (Debian packages varnish and varnish-modules): ${version.error.message}`,
    );
  }

  origin = createServer((request, response) => {
    const url = request.url ?? '/';
    asked.push({ url, cookie: request.headers.cookie });
    // A script, with its brotli copy for a request that takes it, as the shell's nginx has.
    if (url.endsWith('.js')) {
      scriptEncodings.push(request.headers['accept-encoding']);
      const brotli = takesBrotli(request.headers['accept-encoding']);
      response.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': IMMUTABLE,
        Vary: 'Accept-Encoding',
        ...(brotli ? { 'Content-Encoding': 'br' } : {}),
      });
      response.end(brotli ? brotliCompressSync(script) : script);
      return;
    }
    if (request.method === 'POST') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () =>
        posted.push({
          url,
          authorization: request.headers.authorization,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    }
    const answer = pages.get(url) ?? { body: 'Page not found', status: 404 };
    setTimeout(() => {
      response.writeHead(answer.status ?? 200, {
        'Content-Type': 'text/html; charset=utf-8',
        ...(answer.cacheControl ? { 'Cache-Control': answer.cacheControl } : {}),
        ...(answer.tags ? { 'Surrogate-Key': answer.tags, 'Cache-Tag': answer.tags } : {}),
        ...(answer.setCookie ? { 'Set-Cookie': answer.setCookie } : {}),
      });
      response.end(answer.body);
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => origin!.listen(0, '127.0.0.1', resolve));
  const originPort = (origin.address() as AddressInfo).port;

  // The file as compose runs it, its backend pointed at the stand-in.
  const vcl = readFileSync(vclFile, 'utf8');
  const pointed = vcl
    .replace('.host = "shell";', '.host = "127.0.0.1";')
    .replace('.port = "8080";', `.port = "${originPort}";`);
  expect(pointed.match(/\.host = "127\.0\.0\.1";|\.port = "\d+";/g)).toHaveLength(2);

  work = mkdtempSync(path.join(tmpdir(), 'varnish-test-'));
  // Run as root, varnishd drops to its own users, which must reach the VCL and the instance.
  chmodSync(work, 0o755);
  writeFileSync(path.join(work, 'default.vcl'), pointed);
  const [httpPort, proxy] = [await freePort(), await freePort()];
  proxyPort = proxy;
  site = `http://127.0.0.1:${httpPort}`;
  varnish = spawn(
    'varnishd',
    [
      '-F',
      ...['-a', `127.0.0.1:${httpPort}`],
      ...['-a', `127.0.0.1:${proxyPort},PROXY`],
      ...['-f', path.join(work, 'default.vcl')],
      ...['-n', path.join(work, 'instance')],
      ...['-s', 'malloc,32m'],
    ],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  varnish.stdout!.on('data', (chunk: Buffer) => (varnishOutput += chunk.toString()));
  varnish.stderr!.on('data', (chunk: Buffer) => (varnishOutput += chunk.toString()));
  let exited = false;
  varnish.on('exit', () => (exited = true));
  await waitFor(
    'varnishd to answer',
    async () => {
      if (exited) throw new Error(`varnishd stopped:\n${varnishOutput}`);
      try {
        return (await fetch(`${site}/__varnish/health`)).status === 200;
      } catch {
        return false;
      }
    },
    30_000,
  );
}, 40_000);

afterAll(async () => {
  if (varnish?.pid !== undefined && varnish.exitCode === null && varnish.signalCode === null) {
    const stopped = new Promise((resolve) => varnish!.once('exit', resolve));
    // The manager and its cache process: the group this test started.
    process.kill(-varnish.pid, 'SIGTERM');
    const timer = setTimeout(() => process.kill(-varnish!.pid!, 'SIGKILL'), 5_000);
    await stopped;
    clearTimeout(timer);
  }
  if (origin) {
    origin.closeAllConnections();
    await new Promise((resolve) => origin!.close(resolve));
  }
  if (work) rmSync(work, { recursive: true, force: true });
}, 15_000);

describe('Varnish with xkey in front of the shell (deploy/varnish/default.vcl)', () => {
  it('keeps a page: the origin is asked once for two visits, whatever trackers the link carries', async () => {
    pages.set('/about', page('About us', 'route:/about shell:r1 remote:marketing:r1'));
    const first = await visit('/about');
    const second = await visit('/about');
    const fromAnAd = await visit('/about?utm_source=news&gclid=Cj0KCQ');
    expect([first.status, first.cache]).toEqual([200, 'MISS']);
    expect([second.status, second.cache, second.body]).toEqual([200, 'HIT', 'About us']);
    expect(second.age).toMatch(/^\d+$/);
    expect(fromAnAd.cache).toBe('HIT');
    expect(askedFor('/about')).toBe(1);
    // The tags are for caches: visitors do not see them, as behind a CDN.
    expect(second.headers.get('surrogate-key')).toBeNull();
    expect(second.headers.get('cache-tag')).toBeNull();
    expect(second.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=2, stale-while-revalidate=30',
    );
  });

  it('serves the page stale at once after s-maxage, and fetches it again behind the visitor', async () => {
    pages.set('/blogs', page('Posts, first edition', 'route:/blogs blog-list shell:r1'));
    const fetchedAt = Date.now();
    expect((await visit('/blogs')).cache).toBe('MISS');
    // The next edition takes the origin a while: no visitor waits for it.
    pages.set('/blogs', {
      ...page('Posts, second edition', 'route:/blogs blog-list shell:r1'),
      delayMs: 1_500,
    });
    await until(fetchedAt + sMaxAgeMs + 300);

    const stale = await visit('/blogs');
    expect([stale.status, stale.cache, stale.body]).toEqual([200, 'STALE', 'Posts, first edition']);
    expect(stale.ms).toBeLessThan(1_000);
    await waitFor('the origin to be asked again', () => askedFor('/blogs') === 2);
    expect((await visit('/blogs')).body).toBe('Posts, first edition');

    await waitFor(
      'the new edition',
      async () => (await visit('/blogs')).body === 'Posts, second edition',
    );
    const fresh = await visit('/blogs');
    expect([fresh.cache, fresh.body]).toEqual(['HIT', 'Posts, second edition']);
    expect(askedFor('/blogs')).toBe(2);
  });

  it('drops exactly the pages of the purged tags after a post is edited (varnishPurger)', async () => {
    pages.set(
      '/blog/hello',
      page('Hello, first draft', 'route:/blog/:slug post:hello remote:blog:r1'),
    );
    pages.set('/blog/other', page('Another post', 'route:/blog/:slug post:other remote:blog:r1'));
    pages.set('/blogs?category=finance', page('Finance posts', 'route:/blogs blog-list'));
    // Pages of s-maxage 2: kept, purged and visited again well within it.
    for (const url of ['/blog/hello', '/blog/other', '/blogs?category=finance']) {
      await visit(url);
      expect([url, (await visit(url)).cache]).toEqual([url, 'HIT']);
    }
    const before = new Map(
      ['/blog/hello', '/blog/other', '/blogs?category=finance'].map((url) => [url, askedFor(url)]),
    );

    pages.set(
      '/blog/hello',
      page('Hello, second draft', 'route:/blog/:slug post:hello remote:blog:r1'),
    );
    await varnishPurger({ url: `${site}/` }).purge(['post:hello', 'blog-list']);

    const edited = await visit('/blog/hello');
    expect([edited.cache, edited.body]).toEqual(['MISS', 'Hello, second draft']);
    expect((await visit('/blogs?category=finance')).cache).toBe('MISS');
    expect((await visit('/blog/other')).cache).toBe('HIT');
    expect(askedFor('/blog/hello')).toBe(before.get('/blog/hello')! + 1);
    expect(askedFor('/blogs?category=finance')).toBe(before.get('/blogs?category=finance')! + 1);
    expect(askedFor('/blog/other')).toBe(before.get('/blog/other'));
  });

  it("keeps a script's brotli copy apart from its other encodings, and asks the origin for brotli (decision 046)", async () => {
    const url = '/startup.1a2b3c4d.js';
    const takes = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
    const first = await visit(url, takes);
    expect([first.headers.get('content-encoding'), first.body, first.cache]).toEqual([
      'br',
      script,
      'MISS',
    ]);
    expect((await visit(url, takes)).cache).toBe('HIT');
    const gzipOnly = await visit(url, { 'Accept-Encoding': 'gzip' });
    expect(gzipOnly.headers.get('content-encoding')).not.toBe('br');
    expect(gzipOnly.body).toBe(script);
    expect(scriptEncodings).toEqual(['br', 'gzip']);
    // The VCL's test of Accept-Encoding is the site's one rule.
    expect(readFileSync(vclFile, 'utf8')).toContain(brotliCopy.accepted.source);
  });

  it('keeps a post’s share image as it says, for good, until its post is purged (decision 043)', async () => {
    const image = '/og/blog/hello/mi0abc.png';
    pages.set(image, {
      body: 'the image',
      cacheControl: 'public, max-age=31536000, immutable',
      tags: 'post:hello',
    });
    await visit(image);
    expect((await visit(image)).cache).toBe('HIT');
    expect(askedFor(image)).toBe(1);
    await varnishPurger({ url: `${site}/` }).purge(['post:hello']);
    expect((await visit(image)).cache).toBe('MISS');
    expect(askedFor(image)).toBe(2);
  });

  it('keeps no private answer, and an error no longer than its s-maxage', async () => {
    pages.set('/newsletter/confirm?token=abc', {
      body: 'Your subscription is confirmed',
      cacheControl: 'private, no-store',
    });
    pages.set('/unavailable', { body: 'Unavailable', status: 503 });
    pages.set('/failing', {
      body: 'Unavailable',
      status: 503,
      cacheControl: 'public, max-age=0, s-maxage=1',
    });
    for (const url of ['/newsletter/confirm?token=abc', '/unavailable']) {
      expect((await visit(url)).cache).not.toBe('HIT');
      expect((await visit(url)).cache).not.toBe('HIT');
      expect([url, askedFor(url)]).toEqual([url, 2]);
    }

    // The origin allows its 503 for a second: a flood meets it from the cache, then it is asked again.
    const failedAt = Date.now();
    expect((await visit('/failing')).status).toBe(503);
    expect((await visit('/failing')).cache).toBe('HIT');
    await until(failedAt + 1_300);
    const again = await visit('/failing');
    expect([again.status, again.cache]).toEqual([503, 'MISS']);
    expect(askedFor('/failing')).toBe(2);
  });

  it('keeps serving the good copy when fetching it again fails', async () => {
    pages.set('/finance', page('Finance', 'route:/finance remote:marketing:r1'));
    const fetchedAt = Date.now();
    await visit('/finance');
    pages.set('/finance', { body: 'Unavailable', status: 503, cacheControl: 'no-store' });
    await until(fetchedAt + sMaxAgeMs + 300);

    expect((await visit('/finance')).body).toBe('Finance');
    await waitFor('the origin to be asked again', () => askedFor('/finance') === 2);
    const after = await visit('/finance');
    expect([after.status, after.cache, after.body]).toEqual([200, 'STALE', 'Finance']);
  });

  it('passes a preview to the origin with the release cookies alone, and keeps other cookies from splitting the cache', async () => {
    pages.set('/industries', page('Industries', 'route:/industries remote:marketing:r1'));
    await visit('/industries');
    const preview = await visit('/industries', {
      Cookie: '_ga=GA1.1.123; site_preview=grant.sig; session=secret; site_bucket=b-1',
    });
    expect(preview.cache).toBe('PASS');
    const withAnalytics = await visit('/industries', { Cookie: '_ga=GA1.1.123; theme=dark' });
    expect(withAnalytics.cache).toBe('HIT');
    expect(asked.filter((request) => request.url === '/industries')).toEqual([
      { url: '/industries', cookie: undefined },
      { url: '/industries', cookie: 'site_preview=grant.sig; site_bucket=b-1' },
    ]);
  });

  it('passes a draft preview to the origin, never from the cache (decision 042)', async () => {
    pages.set('/blog/a-post', page('Published', 'route:/blog/:slug post:a-post'));
    await visit('/blog/a-post');
    const draft = await visit('/blog/a-post', { Cookie: '_ga=1; site_draft=draft.sig' });
    expect(draft.cache).toBe('PASS');
    expect(asked.filter((request) => request.url === '/blog/a-post')).toEqual([
      { url: '/blog/a-post', cookie: undefined },
      { url: '/blog/a-post', cookie: 'site_draft=draft.sig' },
    ]);
  });

  it('names the release cookies of the contract', () => {
    const vcl = readFileSync(vclFile, 'utf8');
    expect(vcl).toContain(`cookie.keep("${rendererCookies.join(',')}")`);
    expect(vcl).toContain(`cookie.isset("${previewCookie}")`);
    expect(vcl).toContain(`cookie.isset("${draftCookie}")`);
  });

  it('shares one copy of a public page between canary buckets, and sends each its own bucket', async () => {
    pages.set('/solutions', page('Solutions', 'route:/solutions remote:marketing:r1'));
    const first = await visit('/solutions', { Cookie: 'site_bucket=b-1; _ga=GA1.1.1' });
    const second = await visit('/solutions', { Cookie: 'site_bucket=b-2' });
    const none = await visit('/solutions');
    expect([first.cache, second.cache, none.cache]).toEqual(['MISS', 'HIT', 'HIT']);
    expect(asked.filter((request) => request.url === '/solutions')).toEqual([
      { url: '/solutions', cookie: 'site_bucket=b-1' },
    ]);
  });

  it('keeps no answer that is private or sets a cookie, and passes its Set-Cookie on (decision 039)', async () => {
    // A page while a canary runs, and a public one that sets a cookie all the same.
    pages.set('/canary', {
      body: 'Canary',
      cacheControl: 'private, max-age=0',
      setCookie: ['site_bucket=b-9; Path=/; HttpOnly', 'site_preview=; Max-Age=0; Path=/'],
    });
    pages.set('/public-with-cookie', {
      ...page('Sets a cookie', 'route:/public-with-cookie'),
      setCookie: ['site_bucket=b-8; Path=/'],
    });
    for (const url of ['/canary', '/public-with-cookie']) {
      const answers = [
        await visit(url, { Cookie: 'site_bucket=b-1' }),
        await visit(url, { Cookie: 'site_bucket=b-2' }),
      ];
      expect([url, answers.map((answer) => answer.cache)]).toEqual([url, ['PASS', 'PASS']]);
      for (const answer of answers) {
        expect([url, answer.headers.getSetCookie()]).toEqual([url, pages.get(url)!.setCookie]);
      }
      expect(asked.filter((request) => request.url === url)).toEqual([
        { url, cookie: 'site_bucket=b-1' },
        { url, cookie: 'site_bucket=b-2' },
      ]);
    }
    // The canary ends: the page is public again, and kept once more.
    pages.set('/canary', page('Live', 'route:/canary'));
    await visit('/canary', { Cookie: 'site_bucket=b-1' });
    const shared = await visit('/canary', { Cookie: 'site_bucket=b-2' });
    expect([shared.cache, shared.body, shared.headers.getSetCookie()]).toEqual(['HIT', 'Live', []]);
  });

  it('passes the telemetry beacon to the origin every time, without its cookie (decision 038)', async () => {
    const post = () =>
      fetch(`${site}/telemetry`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: 'session=secret' },
        body: '{"views":1}',
      });
    const answers = [await post(), await post()];
    expect(answers.map((answer) => answer.headers.get('x-cache'))).toEqual(['PASS', 'PASS']);
    expect(asked.filter((request) => request.url === '/telemetry')).toEqual([
      { url: '/telemetry', cookie: undefined },
      { url: '/telemetry', cookie: undefined },
    ]);
  });

  it('passes the publish hook to the origin every time, with its Authorization and body, without its cookie (decision 045)', async () => {
    const hook = '/_hooks/blog-published';
    // Even an answer the origin would let it keep is not kept.
    pages.set(hook, { body: '{"refreshed":true}', cacheControl: 'public, s-maxage=60' });
    const webhook = '{"type":"UPDATE","table":"blog_posts","record":{"slug":"a-post"}}';
    const post = () =>
      fetch(`${site}${hook}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: 'Bearer a-publish-hook-secret',
          Cookie: 'site_preview=grant.sig; session=secret',
        },
        body: webhook,
      });
    const answers = [await post(), await post()];
    expect(answers.map((answer) => [answer.status, answer.headers.get('x-cache')])).toEqual([
      [200, 'PASS'],
      [200, 'PASS'],
    ]);
    expect(asked.filter((request) => request.url === hook)).toEqual([
      { url: hook, cookie: undefined },
      { url: hook, cookie: undefined },
    ]);
    await waitFor("the two hooks' bodies", () => posted.filter((p) => p.url === hook).length === 2);
    const sent = { url: hook, authorization: 'Bearer a-publish-hook-secret', body: webhook };
    expect(posted.filter((p) => p.url === hook)).toEqual([sent, sent]);
  });

  it('takes a purge only from its purgers: this machine and the compose network', async () => {
    pages.set('/contact', page('Contact us', 'route:/contact remote:contact:r1'));
    await visit('/contact');
    expect((await visit('/contact')).cache).toBe('HIT');

    expect(await requestFrom('203.0.113.9', purgeRequest('route:/contact'))).toMatch(
      /^HTTP\/1\.1 403 /,
    );
    expect((await visit('/contact')).cache).toBe('HIT');
    expect(await requestFrom('172.18.0.5', purgeRequest())).toMatch(/^HTTP\/1\.1 400 /);
    expect(await requestFrom('172.18.0.5', purgeRequest('route:/contact'))).toMatch(
      /^HTTP\/1\.1 200 Purged 1 objects/,
    );
    expect((await visit('/contact')).cache).toBe('MISS');
  });
});

describe('docker-compose.yml', () => {
  it('puts this Varnish in front of the shell, on the port visitors use', () => {
    const yaml = createRequire(require.resolve('dclint'))('yaml') as {
      parse(text: string): unknown;
    };
    const compose = yaml.parse(readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8')) as {
      services: Record<
        string,
        { image?: string; volumes?: string[]; ports?: string[]; depends_on?: object }
      >;
    };
    const edge = compose.services.varnish;
    expect(edge?.image).toMatch(/^varnish:7\.1\.1(@sha256:[0-9a-f]{64})?$/);
    expect(edge?.volumes).toContain('./deploy/varnish/default.vcl:/etc/varnish/default.vcl:ro');
    expect(edge?.ports).toEqual(['127.0.0.1:${SHELL_PORT:-3000}:8080']);
    expect(compose.services.shell?.ports).toBeUndefined();
  });
});
