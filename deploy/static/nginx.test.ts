/**
 * The static containers' nginx configuration, served for real: generated from the edge policy
 * (generate.ts, as the image's build stage does), then Debian's nginx is started through
 * entrypoint.sh (as the container starts it) over copies of the built bundles, and answered HTTP
 * requests are checked against the policy (`@site/static-server/edge-policy`) and the local
 * static server. Run after `npm run build`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request as httpRequest, type ClientRequest } from 'node:http';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  inlineScriptHashesFile,
  notSentPath,
  parseRemotesConfig,
} from '@site/contracts/federation';
import {
  parseHstsMaxAge,
  strictTransportSecurity,
} from '@site/contracts/strict-transport-security';
import { startStaticServer } from '@site/static-server';
import { formHeaders, postBeforeBody, rawRequest } from '@site/static-server/testing/raw-request';
import { startStandIn, type StandIn } from '@site/static-server/testing/stand-in-server';
import { writeNginxFiles } from './generate';
import {
  IMMUTABLE,
  REVALIDATE,
  allowedMethods,
  botCheckScriptOrigins,
  contentSecurityPolicy,
  cors,
  documentHeaders,
  readInlineScriptHashes,
  securityHeaders,
  beaconPost,
  publishHookPost,
  rendererTurnsPerClient,
} from '@site/static-server/edge-policy';

type App = 'shell' | 'marketing' | 'blog' | 'contact';
type Env = Record<string, string>;

const repoRoot = path.resolve(__dirname, '../..');
const entrypoint = path.join(__dirname, 'entrypoint.sh');
const nginxBin = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const busybox = ['/bin/busybox', '/usr/bin/busybox'].find((file) => existsSync(file));

/** Each app's built bundle, and a file every build of it has. */
const bundles: Record<App, { dist: string; marker: string }> = {
  shell: { dist: 'shell/dist', marker: 'index.html' },
  marketing: { dist: 'remote-marketing/dist', marker: 'mf-manifest.json' },
  blog: { dist: 'remote-blog/dist', marker: 'mf-manifest.json' },
  contact: { dist: 'remote-contact/dist', marker: 'mf-manifest.json' },
};

/**
 * The container runs nginx as a non-root user. Started by root (CI), nginx would switch its
 * workers to `nobody`; the test drops to that user itself, so it runs the way the image does.
 */
const runAs = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};

// Ports 3300-3320 on loopback are this test's.
const ports = { shell: 3301, marketing: 3302, blog: 3303, contact: 3304, google: 3305 };
const busyboxPort = 3306;
const refusedPort = 3310;
const rendered = { shell: 3307, renderer: 3308, downShell: 3309, behindProxy: 3313 };
const withReleases = { written: 3311, none: 3312 };

const shellOrigin = 'http://localhost:3300';
const remoteUrls = {
  MARKETING_REMOTE_URL: `http://127.0.0.1:${ports.marketing}/mf-manifest.json`,
  BLOG_REMOTE_URL: `http://127.0.0.1:${ports.blog}/mf-manifest.json`,
  CONTACT_REMOTE_URL: `http://127.0.0.1:${ports.contact}/mf-manifest.json`,
};
/** Production's HSTS_MAX_AGE (decision 022), and the header it gives. */
const productionHstsMaxAge = '63072000';
const productionHsts = strictTransportSecurity(parseHstsMaxAge(productionHstsMaxAge));

const services = {
  SUPABASE_URL: 'https://abcdefghijkl.supabase.co',
  SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJlLV8',
  CONTACT_API_URL: 'https://api.example.co.uk/contact',
  RECAPTCHA_SITE_KEY: 'local-bot-check-site-key',
  RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:4100/recaptcha/api.js',
};

/** What each app is given, as docker compose would. */
const appEnv: Record<App, Env> = {
  shell: {
    ...remoteUrls,
    SUPABASE_URL: services.SUPABASE_URL,
    CONTACT_API_URL: services.CONTACT_API_URL,
    RECAPTCHA_SCRIPT_URL: services.RECAPTCHA_SCRIPT_URL,
  },
  // HSTS explicitly off ('0'), as on plain http://localhost; the other apps leave it unset.
  marketing: { ALLOWED_ORIGINS: `${shellOrigin}, http://127.0.0.1:3300`, HSTS_MAX_AGE: '0' },
  blog: {
    ALLOWED_ORIGINS: shellOrigin,
    SUPABASE_URL: services.SUPABASE_URL,
    SUPABASE_ANON_KEY: services.SUPABASE_ANON_KEY,
    // The newsletter sign-up posts to the contact API with a bot-check token.
    CONTACT_API_URL: services.CONTACT_API_URL,
    RECAPTCHA_SITE_KEY: services.RECAPTCHA_SITE_KEY,
    RECAPTCHA_SCRIPT_URL: services.RECAPTCHA_SCRIPT_URL,
  },
  contact: {
    ALLOWED_ORIGINS: shellOrigin,
    CONTACT_API_URL: services.CONTACT_API_URL,
    RECAPTCHA_SITE_KEY: services.RECAPTCHA_SITE_KEY,
    RECAPTCHA_SCRIPT_URL: services.RECAPTCHA_SCRIPT_URL,
  },
};

// --- Processes -------------------------------------------------------------------------------

interface Run {
  child: ChildProcess;
  output: () => string;
}

const started: ChildProcess[] = [];

/** Runs entrypoint.sh with `shell` (a command and its arguments) and only the given variables. */
function run(shell: readonly string[], env: Env, cwd: string): Run {
  const [command = 'sh', ...args] = shell;
  const child = spawn(command, [...args, entrypoint], {
    env: { PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin', ...env },
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...runAs,
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** The exit code once the process has ended, or `undefined` if it still runs after `ms`. */
function exitOf(child: ChildProcess, ms: number): Promise<number | null | undefined> {
  if (hasExited(child)) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** SIGTERM (nginx's fast shutdown, workers included), then SIGKILL if it lingers. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || hasExited(child)) return;
  process.kill(child.pid, 'SIGTERM');
  if ((await exitOf(child, 5000)) !== undefined || hasExited(child)) return;
  process.kill(child.pid, 'SIGKILL');
  await exitOf(child, 2000);
}

// --- HTTP ------------------------------------------------------------------------------------

/** One request without a keep-alive agent or automatic decompression: the raw answer. */
const call = (url: string, method = 'GET', headers: Record<string, string> = {}, body?: string) =>
  rawRequest(url, { method, headers, body });

// --- Sites -----------------------------------------------------------------------------------

let workDir: string;
/** The configuration generated from the edge policy, as the image's build stage writes it. */
const generatedDir = () => path.join(workDir, 'generated');

interface Site {
  url: string;
  html: string;
  state: string;
  child: ChildProcess;
  /** What nginx and the entrypoint wrote to the standard output and error (the error log). */
  output: () => string;
}

/** A copy of the app's bundle (readable by the server's user; a rebuild cannot change it). */
function prepare(name: string, app: App): { html: string; state: string } {
  const { dist, marker } = bundles[app];
  const source = path.join(repoRoot, dist);
  if (!existsSync(path.join(source, marker))) {
    throw new Error(`${dist}/${marker} is missing: run npm run build first`);
  }
  const html = path.join(workDir, name, 'html');
  const state = path.join(workDir, name, 'state');
  cpSync(source, html, { recursive: true });
  mkdirSync(state, { recursive: true });
  if (runAs.uid !== undefined) chownSync(state, runAs.uid, runAs.gid);
  return { html, state };
}

/** The entrypoint's paths, all inside the test's folder. */
function pathsEnv(app: App, port: number, html: string, state: string): Env {
  return {
    APP: app,
    PORT: String(port),
    LISTEN_ADDRESS: '127.0.0.1',
    SITE_ROOT: html,
    RUNTIME_DIR: path.join(state, 'runtime'),
    NGINX_CONF_DIR: path.join(state, 'nginx'),
    // A file: /dev/stdout of a process started by another user cannot be reopened.
    NGINX_ACCESS_LOG: path.join(state, 'access.log'),
    NGINX_WORKER_PROCESSES: '1',
    NGINX_BIN: nginxBin,
    NGINX_TEMPLATE_DIR: generatedDir(),
  };
}

/** Starts nginx through the entrypoint and waits (bounded) until it answers. */
async function startSite(
  name: string,
  app: App,
  port: number,
  env: Env,
  options: { shell?: readonly string[]; extraFiles?: Record<string, string> } = {},
): Promise<Site> {
  const { html, state } = prepare(name, app);
  for (const [file, content] of Object.entries(options.extraFiles ?? {})) {
    writeFileSync(path.join(html, file), content);
  }
  const { child, output } = run(
    options.shell ?? ['sh'],
    { ...pathsEnv(app, port, html, state), ...env },
    state,
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (hasExited(child)) break;
    try {
      await call(`${url}/`);
      return { url, html, state, child, output };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await stop(child);
  throw new Error(`${name}: nginx did not start on ${url}\n${output()}`);
}

const sites = {} as Record<
  App | 'google' | 'rendered' | 'rendererDown' | 'behindProxy' | 'releases' | 'noRegistryFile',
  Site
>;

/** The bearer token the stand-in renderer's publish hook takes (decision 045). */
const hookToken = 'Bearer a-publish-hook-secret-of-32-bytes-or-more';

/**
 * A stand-in for the shell's renderer: the page's HTML with the status the path calls for (as
 * the renderer answers), and the sitemap.
 */
let fakeRenderer: StandIn | undefined;
async function startFakeRenderer(port: number): Promise<void> {
  fakeRenderer = await startStandIn(
    ({ method, url, headers }) => {
      if (method === 'POST' && url === beaconPost.path) return { status: 204 };
      if (method === 'POST' && url === publishHookPost.path) {
        const ok = headers.authorization === hookToken;
        return {
          status: ok ? 200 : 401,
          headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
          body: ok ? '{"refreshed":true}' : '{"error":"A valid bearer token is required."}',
        };
      }
      if (url === '/sitemap.xml') {
        return {
          status: 200,
          headers: {
            'Content-Type': 'application/xml',
            'Cache-Control': 'no-cache',
            'Strict-Transport-Security': 'max-age=1',
          },
          body: '<urlset/>',
        };
      }
      if (url === '/cached') {
        return {
          status: 200,
          headers: {
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
            'Surrogate-Key': 'route:/cached shell:s1',
            'Cache-Tag': 'route:/cached,shell:s1',
            ...(headers['x-render-bypass'] ? { 'X-Bypass-Seen': 'yes' } : {}),
          },
          body: '<!doctype html><title>cached</title>',
        };
      }
      if (url === '/canary') {
        // A page of a canary, to a visitor new to it: their bucket, and their preview ended.
        return {
          status: 200,
          headers: {
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': 'private, max-age=0',
            'Set-Cookie': [
              'site_bucket=b-456; Path=/; HttpOnly',
              'site_preview=; Max-Age=0; Path=/',
            ],
          },
          body: '<!doctype html><title>canary</title>',
        };
      }
      if (url === '/moved/') {
        return {
          status: 308,
          headers: {
            Location: 'https://www.example.co.uk/moved',
            'Cache-Control': 'public, max-age=0, s-maxage=60',
          },
        };
      }
      // A render that takes its time: held until the test ends it.
      if (url.startsWith('/held/')) return 'never';
      const status = url.startsWith('/missing') ? 404 : url.startsWith('/busy') ? 503 : 200;
      return {
        status,
        headers: {
          // The renderer's own setting; the shell's host sends its own instead.
          'Strict-Transport-Security': 'max-age=1',
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-cache',
          ...(status === 503 ? { 'Retry-After': '30' } : {}),
        },
        body: `<!doctype html><title>rendered</title><div id="root"><h1>Rendered ${url}</h1></div>`,
      };
    },
    { port },
  );
}

/** The site's access log once it has a line with `text` (written after the answer); bounded. */
async function accessLogWith(site: Site, text: string): Promise<string> {
  const log = () => readFileSync(path.join(site.state, 'access.log'), 'utf8');
  for (let attempt = 0; attempt < 50 && !log().includes(text); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return log();
}

/** A file of the served bundle whose name matches `pattern`, as a URL path. */
function fileLike(site: Site, pattern: RegExp, folder = ''): string {
  const name = readdirSync(path.join(site.html, folder)).find((file) => pattern.test(file));
  if (!name) throw new Error(`no file like ${pattern} in ${site.html}/${folder}: rebuild`);
  return `/${folder ? `${folder}/` : ''}${name}`;
}

const get = (app: keyof typeof sites, pathname: string, headers: Record<string, string> = {}) =>
  call(`${sites[app].url}${pathname}`, 'GET', headers);

const standalonePage = '<!doctype html><title>Blog standalone</title>';

/** What the release registry writes beside its pointer (@site/release-registry, decision 037). */
const registryRemotes = {
  remotes: {
    ...appEnvRemotes(),
    marketing: 'http://localhost:3300/releases/marketing/v1/mf-manifest.json',
  },
  routes: { marketing: [{ path: '/v1', module: './Page' }] },
};
function appEnvRemotes() {
  return {
    marketing: remoteUrls.MARKETING_REMOTE_URL,
    blog: remoteUrls.BLOG_REMOTE_URL,
    contact: remoteUrls.CONTACT_REMOTE_URL,
  };
}
const releaseEntry = 'var marketing = "v1";';
const releaseChunk = 'marketing/v1/page.1a2b3c4d.js';
const releaseChunkText = `var page = "${'v1 '.repeat(600)}";`;

/**
 * A release registry's folder as the registry leaves it: a release, one still being published,
 * the pointer, its lock and temporary files, a preview secret, and (`written`) its remotes.json;
 * read-only for the server's user, as compose mounts it, unless `written` is false.
 */
function releasesFolder(written: boolean): string {
  const dir = path.join(workDir, written ? 'releases' : 'releases-empty');
  const files: Record<string, string | Buffer> = {
    'pointer.json': '{"remotes":{},"history":[]}',
    'pointer.json.lock': '',
    'pointer.json.1234.tmp': '{}',
    '.preview-secret': 'secret',
    'marketing/v1/remoteEntry.js': releaseEntry,
    [releaseChunk]: releaseChunkText,
    [`${releaseChunk}.br`]: brotliCompressSync(releaseChunkText),
    'marketing/v1/release.json': '{"version":"v1"}',
    'marketing/.incoming-1234/remoteEntry.js': 'half',
    'marketing/v1/.hidden': 'hidden',
  };
  if (written) files['remotes.json'] = JSON.stringify(registryRemotes, null, 2);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  if (!written && runAs.uid !== undefined) chownSync(dir, runAs.uid, runAs.gid);
  chmodSync(dir, written ? 0o555 : 0o755);
  return dir;
}

beforeAll(async () => {
  if (!existsSync(nginxBin)) throw new Error(`${nginxBin} is missing: apt-get install nginx-light`);
  workDir = mkdtempSync(path.join(tmpdir(), 'static-nginx-'));
  chmodSync(workDir, 0o755);
  writeNginxFiles(generatedDir());
  sites.shell = await startSite('shell', 'shell', ports.shell, appEnv.shell);
  // The image names the marketing remote by its folder (deploy/static-app.Dockerfile).
  sites.marketing = await startSite('marketing', 'marketing', ports.marketing, {
    ...appEnv.marketing,
    APP: 'remote-marketing',
  });
  // The blog's copy gets a standalone page, to check a remote's own deep links and CSP.
  sites.blog = await startSite('blog', 'blog', ports.blog, appEnv.blog, {
    extraFiles: { 'index.html': standalonePage },
  });
  sites.contact = await startSite('contact', 'contact', ports.contact, appEnv.contact);
  // Production values: Google's reCAPTCHA, a backend URL a browser normalises.
  sites.google = await startSite('google', 'shell', ports.google, {
    ...appEnv.shell,
    SUPABASE_URL: 'https://Project-Ref.supabase.co:443',
    RECAPTCHA_SCRIPT_URL: 'https://www.google.com/recaptcha/api.js',
    HSTS_MAX_AGE: productionHstsMaxAge,
  });
  await startFakeRenderer(rendered.renderer);
  sites.rendered = await startSite('rendered', 'shell', rendered.shell, {
    ...appEnv.shell,
    RENDERER_URL: `http://127.0.0.1:${rendered.renderer}`,
    HSTS_MAX_AGE: productionHstsMaxAge,
  });
  sites.behindProxy = await startSite('behind-proxy', 'shell', rendered.behindProxy, {
    ...appEnv.shell,
    RENDERER_URL: `http://127.0.0.1:${rendered.renderer}`,
    TRUSTED_PROXIES: '127.0.0.1, fd00::/8',
  });
  sites.rendererDown = await startSite('renderer-down', 'shell', rendered.downShell, {
    ...appEnv.shell,
    RENDERER_URL: `http://127.0.0.1:${refusedPort}`,
  });
  sites.releases = await startSite('releases', 'shell', withReleases.written, {
    ...appEnv.shell,
    ALLOWED_ORIGINS: shellOrigin,
    RELEASES_DIR: releasesFolder(true),
  });
  sites.noRegistryFile = await startSite('no-registry-file', 'shell', withReleases.none, {
    ...appEnv.shell,
    RELEASES_DIR: releasesFolder(false),
  });
}, 60_000);

afterAll(async () => {
  await fakeRenderer?.close();
  await Promise.all(started.map(stop));
  if (workDir) rmSync(workDir, { recursive: true, force: true });
}, 30_000);

// --- Tests -----------------------------------------------------------------------------------

describe('caching', () => {
  it.each<[App, string | RegExp]>([
    ['shell', '/'],
    ['shell', '/index.html'],
    ['shell', '/remotes.json'],
    ['shell', '/favicon.png'],
    ['marketing', '/remoteEntry.js'],
    ['marketing', '/mf-manifest.json'],
    ['blog', '/config.json'],
    ['contact', '/config.json'],
    ['contact', '/remoteEntry.js'],
  ])('%s %s: revalidated on every use', async (app, pathname) => {
    const answer = await get(app, String(pathname));
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(REVALIDATE);
  });

  it.each<[App, RegExp, string]>([
    ['shell', /^main\.[0-9a-f]{8,}\.js$/, ''],
    ['marketing', /^__federation_expose_Home\.[0-9a-f]{8,}\.js$/, ''],
    ['blog', /\.[0-9a-f]{8,}\.webp$/, 'assets'],
  ])('%s %s: content-hashed, kept for a year', async (app, pattern, folder) => {
    const answer = await get(app, fileLike(sites[app], pattern, folder));
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers a revalidation with 304 and the same policy', async () => {
    const first = await get('marketing', '/remoteEntry.js');
    const etag = String(first.headers.etag);
    const again = await get('marketing', '/remoteEntry.js', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe(REVALIDATE);
  });

  it('never lets a 404 be kept, even for a hashed-looking name', async () => {
    const answer = await get('shell', '/missing.4d3c2b1a.js');
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBe(REVALIDATE);
  });
});

describe('gzip', () => {
  it.each<[App, RegExp, string]>([
    ['shell', /^main\.[0-9a-f]{8,}\.js$/, ''],
    ['marketing', /^mf-manifest\.json$/, ''],
    ['blog', /^__federation_expose_BlogList\.[0-9a-f]{8,}\.js$/, ''],
  ])('%s %s: compressed when the browser accepts it', async (app, pattern, folder) => {
    const pathname = fileLike(sites[app], pattern, folder);
    const original = readFileSync(path.join(sites[app].html, pathname));
    const zipped = await get(app, pathname, { 'Accept-Encoding': 'gzip, deflate' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(zipped.body).equals(original)).toBe(true);

    const plain = await get(app, pathname);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
  });
});

describe('brotli copies, made by the build (decision 046)', () => {
  const takesBrotli = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

  it.each<[App, RegExp, string]>([
    ['shell', /^startup\.[0-9a-f]{8,}\.js$/, IMMUTABLE],
    ['blog', /^__federation_expose_BlogList\.[0-9a-f]{8,}\.js$/, IMMUTABLE],
    ['marketing', /^remoteEntry\.js$/, REVALIDATE],
  ])('%s %s: the copy for a browser that takes brotli', async (app, pattern, cacheControl) => {
    const pathname = fileLike(sites[app], pattern);
    const original = readFileSync(path.join(sites[app].html, pathname));
    const copy = await get(app, pathname, takesBrotli);
    expect(copy.status).toBe(200);
    expect(copy.headers['content-encoding']).toBe('br');
    expect(copy.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(copy.headers['cache-control']).toBe(cacheControl);
    expect(copy.headers.vary).toContain('Accept-Encoding');
    expect(copy.headers['x-content-type-options']).toBe(securityHeaders['X-Content-Type-Options']);
    expect(brotliDecompressSync(copy.body).equals(original)).toBe(true);

    const again = await get(app, pathname, {
      ...takesBrotli,
      'If-None-Match': String(copy.headers.etag),
    });
    expect(again.status).toBe(304);
    const zipped = await get(app, pathname, { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.etag).not.toBe(copy.headers.etag);
  });

  it('a file with no copy is gzipped as before, and a copy is never asked for by name', async () => {
    const manifest = await get('marketing', '/mf-manifest.json', takesBrotli);
    expect(manifest.headers['content-encoding']).toBe('gzip');
    const byName = await get('shell', `${fileLike(sites.shell, /^startup\.[0-9a-f]{8,}\.js$/)}.br`);
    expect(byName.status).toBe(404);
  });

  it("a release's file has its copy too, immutable, with CORS for the allowed origin", async () => {
    const copy = await get('releases', `/releases/${releaseChunk}`, {
      ...takesBrotli,
      Origin: shellOrigin,
    });
    expect(copy.headers['content-encoding']).toBe('br');
    expect(copy.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(copy.headers['cache-control']).toBe(IMMUTABLE);
    expect(copy.headers['access-control-allow-origin']).toBe(shellOrigin);
    expect(brotliDecompressSync(copy.body).toString()).toBe(releaseChunkText);
    const plain = await get('releases', `/releases/${releaseChunk}`);
    expect(plain.body.toString()).toBe(releaseChunkText);
    expect((await get('releases', `/releases/${releaseChunk}.br`)).status).toBe(404);
  });

  it('every copy in the builds is its file, compressed', () => {
    const copies = (['shell', 'marketing', 'blog', 'contact'] as const).flatMap((app) =>
      readdirSync(sites[app].html, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.br'))
        .map((file) => path.join(sites[app].html, file)),
    );
    expect(copies.length).toBeGreaterThan(10);
    for (const copy of copies) {
      expect([
        copy,
        brotliDecompressSync(readFileSync(copy)).equals(readFileSync(copy.slice(0, -3))),
      ]).toEqual([copy, true]);
    }
  });
});

describe('CORS', () => {
  it.each<[App, string]>([
    ['marketing', '/remoteEntry.js'],
    ['marketing', '/mf-manifest.json'],
    ['blog', '/config.json'],
    ['contact', '/remoteEntry.js'],
  ])('%s %s: echoes an allowed origin', async (app, pathname) => {
    const answer = await get(app, pathname, { Origin: shellOrigin });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(shellOrigin);
    expect(answer.headers.vary).toContain('Origin');
  });

  it('accepts every origin of the comma-separated list', async () => {
    const answer = await get('marketing', '/remoteEntry.js', { Origin: 'http://127.0.0.1:3300' });
    expect(answer.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3300');
  });

  it('gives another origin no CORS header', async () => {
    const answer = await get('marketing', '/remoteEntry.js', { Origin: 'https://evil.example' });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers.vary).toContain('Origin');
  });

  it('answers the preflight of an allowed origin', async () => {
    const answer = await call(`${sites.marketing.url}/remoteEntry.js`, 'OPTIONS', {
      Origin: shellOrigin,
      'Access-Control-Request-Method': 'GET',
    });
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(shellOrigin);
    expect(answer.headers['access-control-allow-methods']).toBe(cors.allowMethods);
    expect(answer.headers['access-control-max-age']).toBe(String(cors.preflightMaxAgeSeconds));
  });

  it('answers the preflight of another origin without allowing it', async () => {
    const answer = await call(`${sites.marketing.url}/remoteEntry.js`, 'OPTIONS', {
      Origin: 'https://evil.example',
      'Access-Control-Request-Method': 'GET',
    });
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('allows no origin on the shell, which nothing loads cross-origin', async () => {
    const answer = await get('shell', '/index.html', { Origin: shellOrigin });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('pages and missing files', () => {
  it.each(['/about', '/blog/some-slug', '/blogs/', '/contact?x=1'])(
    'the shell serves its index.html for the deep link %s',
    async (pathname) => {
      const answer = await get('shell', pathname);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe(REVALIDATE);
      expect(answer.body.equals(readFileSync(path.join(sites.shell.html, 'index.html')))).toBe(
        true,
      );
    },
  );

  it.each<[App, string]>([
    ['shell', '/missing.js'],
    ['shell', '/blog/missing.png'],
    ['marketing', '/missing.js'],
  ])('%s answers a real 404 for the missing file %s', async (app, pathname) => {
    const answer = await get(app, pathname);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body.toString()).toBe('Not found\n');
  });

  it('a remote without a page of its own answers 404 for page paths', async () => {
    expect((await get('marketing', '/about')).status).toBe(404);
  });

  it("a remote's standalone page gets its deep links, with a CSP allowing only itself", async () => {
    const answer = await get('blog', '/blogs');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(standalonePage);
    expect(answer.headers['content-security-policy']).toBe(contentSecurityPolicy());
  });
});

describe('security headers', () => {
  /** The hash sources of the shell's inline scripts, as its build listed them. */
  const inlineScripts = () =>
    readInlineScriptHashes(path.join(repoRoot, bundles.shell.dist, inlineScriptHashesFile));

  it("the shell's CSP allows exactly the remotes, the backends, the bot-check service and the site's four inline scripts", async () => {
    const answer = await get('shell', '/');
    const policy = String(answer.headers['content-security-policy']);
    // The entry of the client-rendered index.html, the loader and the early-press capture
    // script of server-page.html (decision 027), and a draft preview link's landing (042).
    expect(inlineScripts()).toHaveLength(4);
    expect(policy).toBe(
      contentSecurityPolicy({
        remotes: Object.values(remoteUrls).map((url) => new URL(url).origin),
        apis: [new URL(services.SUPABASE_URL).origin, new URL(services.CONTACT_API_URL).origin],
        botCheck: [new URL(services.RECAPTCHA_SCRIPT_URL).origin],
        inlineScripts: inlineScripts(),
      }),
    );
    const origins = new Set(policy.match(/https?:\/\/[^\s;]+/g));
    expect([...origins].sort()).toEqual(
      [
        'http://127.0.0.1:3302',
        'http://127.0.0.1:3303',
        'http://127.0.0.1:3304',
        'http://127.0.0.1:4100',
        'https://abcdefghijkl.supabase.co',
        'https://api.example.co.uk',
      ].sort(),
    );
    expect(policy).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-frame-options']).toBe(documentHeaders['X-Frame-Options']);
  });

  it("with Google's reCAPTCHA, also its script host www.gstatic.com, for scripts only", async () => {
    const policy = String((await get('google', '/about')).headers['content-security-policy']);
    const expected = contentSecurityPolicy({
      remotes: Object.values(remoteUrls).map((url) => new URL(url).origin),
      apis: ['https://project-ref.supabase.co', new URL(services.CONTACT_API_URL).origin],
      botCheck: ['https://www.google.com'],
      botCheckScripts: botCheckScriptOrigins['https://www.google.com'],
      inlineScripts: inlineScripts(),
    });
    expect(policy).toBe(expected);
    expect(policy).toContain(' https://www.gstatic.com ');
    expect(policy).toContain('frame-src https://www.google.com;');
  });

  it.each<[string, App, string, string]>([
    ['a page', 'shell', 'GET', '/'],
    ['a script', 'marketing', 'GET', '/remoteEntry.js'],
    ['settings', 'blog', 'GET', '/config.json'],
    ['a 404', 'shell', 'GET', '/missing.js'],
    ['a 405', 'contact', 'POST', '/config.json'],
    ['a preflight', 'contact', 'OPTIONS', '/remoteEntry.js'],
  ])('on %s', async (_what, app, method, pathname) => {
    const answer = await call(`${sites[app].url}${pathname}`, method);
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect([name, answer.headers[name.toLowerCase()]]).toEqual([name, value]);
    }
    expect(answer.headers.server).toBe('nginx'); // server_tokens off: no version
  });

  it('no CSP or frame header on what is not a document', async () => {
    const answer = await get('marketing', '/remoteEntry.js');
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(answer.headers['x-frame-options']).toBeUndefined();
  });
});

describe('Strict-Transport-Security (HSTS_MAX_AGE), the same as the local static server', () => {
  const answers: [string, string][] = [
    ['GET', '/'],
    ['GET', '/about'],
    ['GET', '/remotes.json'],
    ['GET', '/missing.js'],
    ['POST', '/'],
    ['OPTIONS', '/'],
  ];

  /** The header on each answer of nginx and of packages/static-server serving the same bundle. */
  async function bothHosts(site: Site, hsts: string | undefined) {
    const local = await startStaticServer({
      root: site.html,
      port: 0,
      spaFallback: true,
      sitePages: true,
      strictTransportSecurity: hsts,
    });
    try {
      const header = async (base: string, [method, pathname]: [string, string]) =>
        (await call(`${base}${pathname}`, method)).headers['strict-transport-security'];
      return await Promise.all(
        answers.map(async (answer) => ({
          answer: answer.join(' '),
          nginx: await header(site.url, answer),
          local: await header(local.url, answer),
        })),
      );
    } finally {
      await local.close();
    }
  }

  it('on: every answer (page, file, settings, 404, 405, preflight) carries it', async () => {
    expect(productionHsts).toBe('max-age=63072000; includeSubDomains');
    expect(await bothHosts(sites.google, productionHsts)).toEqual(
      answers.map((answer) => ({
        answer: answer.join(' '),
        nginx: productionHsts,
        local: productionHsts,
      })),
    );
  });

  it('off (unset, as on plain http://localhost): neither host sends it', async () => {
    expect(await bothHosts(sites.shell, undefined)).toEqual(
      answers.map((answer) => ({ answer: answer.join(' '), nginx: undefined, local: undefined })),
    );
  });

  it('off (0) on a remote too', async () => {
    const answer = await get('marketing', '/remoteEntry.js');
    expect(answer.status).toBe(200);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it("a page from the renderer carries the host's header once, not the renderer's", async () => {
    for (const pathname of ['/about', '/missing-page', '/sitemap.xml']) {
      const answer = await get('rendered', pathname);
      expect([pathname, answer.headers['strict-transport-security']]).toEqual([
        pathname,
        productionHsts,
      ]);
    }
  });
});

describe('methods', () => {
  it.each<[string, string]>([
    ['POST', '/remotes.json'],
    ['PUT', '/'],
    ['DELETE', '/'],
    ['PATCH', '/'],
  ])('%s %s: 405 with Allow', async (method, pathname) => {
    const answer = await call(`${sites.shell.url}${pathname}`, method);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(allowedMethods);
    expect(answer.body.toString()).toBe('Method not allowed\n');
  });

  it('HEAD answers the headers without the body', async () => {
    const answer = await call(`${sites.marketing.url}/remoteEntry.js`, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(REVALIDATE);
    expect(answer.body.length).toBe(0);
  });
});

describe('a form posted to a page with JavaScript off, the same as the local static server', () => {
  const form = 'name=Ada&email=ada%40example.co.uk&message=A+private+enquiry+5e1d77';

  /** Each request, and what the shell answers: 303 to the page saying it was not sent, or 405. */
  const expected: [string, string, 303 | 405][] = [
    ['POST', '/contact', 303],
    ['POST', '/blogs?category=Finance', 303],
    ['POST', '/newsletter/confirm?token=abc', 303],
    ['POST', '/newsletter/unsubscribe', 303],
    ['POST', '/', 303],
    ['POST', '/blog/a-post/', 303],
    ['POST', '/no/such/page', 303],
    ['POST', '/a.b/', 303],
    ['POST', '/remotes.json', 405],
    ['POST', '/index.html', 405],
    ['POST', '/favicon.png', 405],
    ['POST', '/sitemap.xml', 405],
    ['POST', '/missing.js', 405],
    ['POST', '/contact%2Ejs', 405],
    ['PUT', '/contact', 405],
    ['PATCH', '/contact', 405],
    ['DELETE', '/contact', 405],
  ];

  /** What a visitor's browser reads of each answer. */
  async function answers(base: string) {
    return Promise.all(
      expected.map(async ([method, pathname]) => {
        const answer = await call(`${base}${pathname}`, method, formHeaders, form);
        return {
          request: `${method} ${pathname}`,
          status: answer.status,
          location: answer.headers.location,
          allow: answer.headers.allow,
          cacheControl: answer.headers['cache-control'],
        };
      }),
    );
  }

  const wanted = expected.map(([method, pathname, status]) => ({
    request: `${method} ${pathname}`,
    status,
    location: status === 303 ? notSentPath : undefined,
    allow: status === 405 ? allowedMethods : undefined,
    cacheControl: REVALIDATE,
  }));

  it("the shell's nginx and the local shell host answer alike", async () => {
    const local = await startStaticServer({ root: sites.shell.html, port: 0, sitePages: true });
    try {
      expect(await answers(sites.shell.url)).toEqual(wanted);
      expect(await answers(local.url)).toEqual(wanted);
    } finally {
      await local.close();
    }
  });

  it('with a renderer (up or down), which is never asked', async () => {
    fakeRenderer!.received.length = 0;
    expect(await answers(sites.rendered.url)).toEqual(wanted);
    expect(await answers(sites.rendererDown.url)).toEqual(wanted);
    expect(fakeRenderer!.asked()).toEqual([]);
  });

  it('a remote, which serves no page of the site, answers every POST with 405', async () => {
    const local = await startStaticServer({ root: sites.contact.html, port: 0, spaFallback: true });
    try {
      for (const base of [sites.contact.url, local.url]) {
        const answer = await call(`${base}/contact`, 'POST', formHeaders, form);
        expect([base, answer.status]).toEqual([base, 405]);
      }
    } finally {
      await local.close();
    }
  });

  it('answers before the body has arrived, and logs nothing of it', async () => {
    const whole = await call(`${sites.rendered.url}/contact?from=whole`, 'POST', formHeaders, form);
    expect(whole.status).toBe(303);
    const answer = await postBeforeBody(`${sites.rendered.url}/contact?from=early`, form);
    expect(answer).toEqual({ status: 303, location: notSentPath });

    // The access log has the request line, and nothing of the message.
    const log = await accessLogWith(sites.rendered, 'from=early');
    expect(log).toContain('"POST /contact?from=early HTTP/1.1" 303');
    expect(log).toContain('"POST /contact?from=whole HTTP/1.1" 303');
    expect(log).not.toMatch(/5e1d77|private|ada/i);
    expect(sites.rendered.output()).not.toMatch(/5e1d77|private|ada/i);
  });
});

describe("the access log keeps no newsletter link's token (@site/contracts/log-redaction)", () => {
  const token = 'tok-9d2e6a-secret';
  const links = [
    `/newsletter/confirm?token=${token}`,
    `/Newsletter//unsubscribe/?token=${token}`,
    `/newsletter/%75nsubscribe?token=${token}&from=email`,
  ];

  it.each<[string, 'shell' | 'rendered']>([
    ['rendered in the browser', 'shell'],
    ['from the renderer', 'rendered'],
  ])('pages %s: the path is logged, its query is not, nor in a referrer', async (_how, app) => {
    const site = sites[app];
    for (const link of links) expect((await get(app, link)).status).toBe(200);
    const referrer = `${shellOrigin}/newsletter/confirm?token=${token}`;
    await get(app, '/remotes.json?after=newsletter', { Referer: referrer });

    const log = await accessLogWith(site, 'after=newsletter');
    expect(log).toContain('"GET /newsletter/confirm?[redacted] HTTP/1.1" 200');
    expect(log).toContain('"GET /Newsletter//unsubscribe/?[redacted] HTTP/1.1" 200');
    expect(log).toContain('"GET /newsletter/%75nsubscribe?[redacted] HTTP/1.1" 200');
    expect(log).toContain(`"${shellOrigin}/newsletter/confirm?[redacted]"`);
    expect(log).not.toContain(token);
    expect(site.output()).not.toContain(token);
  });
});

describe('runtime settings', () => {
  it("the shell's remotes.json is what the environment says, and the shell accepts it", async () => {
    const answer = await get('shell', '/remotes.json');
    const served = JSON.parse(answer.body.toString()) as unknown;
    const expected = {
      remotes: {
        marketing: remoteUrls.MARKETING_REMOTE_URL,
        blog: remoteUrls.BLOG_REMOTE_URL,
        contact: remoteUrls.CONTACT_REMOTE_URL,
      },
    };
    expect(served).toEqual(expected);
    expect(parseRemotesConfig(served)).toEqual(expected);
  });

  it('is written to the runtime folder, never into the bundle', () => {
    const bundled = readFileSync(path.join(repoRoot, 'shell/dist/remotes.json'), 'utf8');
    expect(readFileSync(path.join(sites.shell.html, 'remotes.json'), 'utf8')).toBe(bundled);
    expect(existsSync(path.join(sites.shell.state, 'runtime', 'remotes.json'))).toBe(true);
    expect(existsSync(path.join(sites.blog.html, 'config.json'))).toBe(false);
  });

  it("the blog's config.json", async () => {
    const answer = await get('blog', '/config.json');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body.toString())).toEqual({
      supabaseUrl: services.SUPABASE_URL,
      supabaseAnonKey: services.SUPABASE_ANON_KEY,
      contactApiUrl: services.CONTACT_API_URL,
      recaptchaSiteKey: services.RECAPTCHA_SITE_KEY,
      recaptchaScriptUrl: services.RECAPTCHA_SCRIPT_URL,
    });
  });

  it("the contact page's config.json", async () => {
    const answer = await get('contact', '/config.json');
    expect(JSON.parse(answer.body.toString())).toEqual({
      contactApiUrl: services.CONTACT_API_URL,
      recaptchaSiteKey: services.RECAPTCHA_SITE_KEY,
      recaptchaScriptUrl: services.RECAPTCHA_SCRIPT_URL,
    });
  });

  it('the marketing remote has no settings file', async () => {
    expect((await get('marketing', '/config.json')).status).toBe(404);
  });
});

describe('the release registry’s folder (RELEASES_DIR, decision 037)', () => {
  it('serves /remotes.json from the registry’s file, no-cache, as the environment’s was', async () => {
    const answer = await get('releases', '/remotes.json');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual(registryRemotes);
    expect(parseRemotesConfig(JSON.parse(answer.body.toString())).remotes).toEqual(
      registryRemotes.remotes,
    );
    const before = await get('shell', '/remotes.json');
    for (const header of ['content-type', 'cache-control', 'x-content-type-options']) {
      expect(answer.headers[header]).toBe(before.headers[header]);
    }
    expect(answer.headers['cache-control']).toBe(REVALIDATE);
  });

  it('serves the environment’s until the registry has written one, and leaves it as its base', async () => {
    const answer = await get('noRegistryFile', '/remotes.json');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({ remotes: appEnvRemotes() });
    const base = path.join(workDir, 'releases-empty', 'base-remotes.json');
    expect(JSON.parse(readFileSync(base, 'utf8'))).toEqual({ remotes: appEnvRemotes() });
    // The read-only folder is left as it is.
    expect(existsSync(path.join(workDir, 'releases', 'base-remotes.json'))).toBe(false);
  });

  it('serves a release’s files, immutable, with CORS for the allowed origin', async () => {
    const answer = await get('releases', '/releases/marketing/v1/remoteEntry.js', {
      Origin: shellOrigin,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(releaseEntry);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers['access-control-allow-origin']).toBe(shellOrigin);
    expect(answer.headers['x-content-type-options']).toBe(
      securityHeaders['X-Content-Type-Options'],
    );
    const missing = await get('releases', '/releases/marketing/v1/nothing.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe(REVALIDATE);
  });

  it.each([
    '/pointer.json',
    '/releases/pointer.json',
    '/releases/../pointer.json',
    '/releases/%2e%2e/pointer.json',
    '/releases/marketing/../../pointer.json',
    '/releases/pointer.json.lock',
    '/releases/pointer.json.1234.tmp',
    '/releases/.preview-secret',
    '/releases/base-remotes.json',
    '/releases/remotes.json',
    '/releases/marketing/.incoming-1234/remoteEntry.js',
    '/releases/marketing/v1/.hidden',
    '/releases/marketing/v1/',
    '/releases/marketing/',
    '/releases/',
  ])('serves nothing else of it: %s', async (pathname) => {
    const answer = await call(`${sites.releases.url}${pathname}`);
    expect([400, 404]).toContain(answer.status);
    expect(answer.body.toString()).not.toMatch(/remotes|secret|half|hidden|history/);
  });

  it('a host without RELEASES_DIR serves no release', async () => {
    expect((await get('shell', '/releases/marketing/v1/remoteEntry.js')).status).toBe(404);
  });
});

describe('pages from the renderer', () => {
  it('asks the renderer for a page and passes its status on, with the HTML headers', async () => {
    for (const [pathname, status] of [
      ['/', 200],
      ['/finance', 200],
      ['/missing/page', 404],
    ] as const) {
      const answer = await get('rendered', pathname);
      expect([pathname, answer.status]).toEqual([pathname, status]);
      expect(answer.body.toString()).toContain(`<h1>Rendered ${pathname}</h1>`);
      expect(answer.headers['cache-control']).toBe(REVALIDATE);
      expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
      expect(answer.headers['x-frame-options']).toBe(documentHeaders['X-Frame-Options']);
    }
  });

  it('passes on the renderer’s caching, its tags and its canonical redirects (decision 030)', async () => {
    const page = await get('rendered', '/cached', { 'X-Render-Bypass': '1' });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    expect(page.headers['surrogate-key']).toBe('route:/cached shell:s1');
    expect(page.headers['cache-tag']).toBe('route:/cached,shell:s1');
    // The benchmark's header never reaches the renderer from outside.
    expect(page.headers['x-bypass-seen']).toBeUndefined();

    const moved = await get('rendered', '/moved/');
    expect(moved.status).toBe(308);
    expect(moved.headers.location).toBe('https://www.example.co.uk/moved');
    expect(moved.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
  });

  it('passes on a 503 with its Retry-After', async () => {
    const answer = await get('rendered', '/busy');
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('30');
  });

  it('serves the bundle’s files itself, and the sitemap from the renderer', async () => {
    expect((await get('rendered', '/remotes.json')).status).toBe(200);
    expect((await get('rendered', '/favicon.png')).status).toBe(200);
    const sitemap = await get('rendered', '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.body.toString()).toBe('<urlset/>');
  });

  it('passes the telemetry beacon, and only it, to the renderer (decision 038)', async () => {
    fakeRenderer!.received.length = 0;
    const beacon = '{"views":1}';
    const headers = {
      'Content-Type': 'application/json',
      Cookie: 'session=secret',
      'X-Forwarded-For': '198.51.100.1',
    };
    const answer = await call(`${sites.rendered.url}${beaconPost.path}`, 'POST', headers, beacon);
    expect(answer.status).toBe(204);
    expect(fakeRenderer!.received).toEqual([
      expect.objectContaining({ method: 'POST', url: beaconPost.path, body: beacon }),
    ]);
    const passed = fakeRenderer!.received[0]!.headers;
    expect(passed['x-forwarded-for']).toBe('198.51.100.1, 127.0.0.1');
    expect(passed.cookie).toBeUndefined();

    const tooLarge = await call(
      `${sites.rendered.url}${beaconPost.path}`,
      'POST',
      headers,
      'x'.repeat(beaconPost.maxBodyBytes + 1),
    );
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body.toString())).toEqual({ error: expect.any(String) });
    expect(fakeRenderer!.received).toHaveLength(1);

    // Without a renderer there is no endpoint: a 405 as before; with one that is down, a 503.
    for (const site of ['shell', 'marketing', 'rendererDown'] as const) {
      const refused = await call(`${sites[site].url}${beaconPost.path}`, 'POST', headers, beacon);
      expect([site, refused.status]).toEqual([site, site === 'rendererDown' ? 503 : 405]);
    }
  });

  it('passes the publish hook to the renderer with its Authorization and body, no cookie, never kept (decision 045)', async () => {
    fakeRenderer!.received.length = 0;
    const url = `${sites.rendered.url}${publishHookPost.path}`;
    const webhook = '{"type":"UPDATE","table":"blog_posts","record":{"slug":"a-post"}}';
    const headers = {
      'Content-Type': 'application/json',
      Cookie: 'session=secret; site_preview=grant.sig',
    };
    const answer = await call(url, 'POST', { ...headers, Authorization: hookToken }, webhook);
    expect([answer.status, answer.headers['cache-control']]).toEqual([200, 'no-store']);
    expect(JSON.parse(answer.body.toString())).toEqual({ refreshed: true });
    expect(fakeRenderer!.received).toEqual([
      expect.objectContaining({ method: 'POST', url: publishHookPost.path, body: webhook }),
    ]);
    const passed = fakeRenderer!.received[0]!.headers;
    expect(passed.authorization).toBe(hookToken);
    expect(passed.cookie).toBeUndefined();

    // The renderer's refusal comes back as it is.
    const refused = await call(url, 'POST', headers, webhook);
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body.toString())).toEqual({ error: expect.any(String) });

    const tooLarge = await call(
      url,
      'POST',
      { ...headers, Authorization: hookToken },
      'x'.repeat(publishHookPost.maxBodyBytes + 1),
    );
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body.toString())).toEqual({ error: expect.any(String) });
    expect(fakeRenderer!.received).toHaveLength(2);

    // Any other POST keeps its answer: a page's 303, never the renderer.
    for (const path of ['/_hooks/other', `${publishHookPost.path}/more`]) {
      const other = await call(`${sites.rendered.url}${path}`, 'POST', headers, webhook);
      expect([path, other.status, other.headers.location]).toEqual([path, 303, notSentPath]);
    }
    expect(fakeRenderer!.received).toHaveLength(2);

    // Without a renderer there is no hook: a 405; with one that is down, a JSON 503.
    for (const site of ['shell', 'marketing', 'rendererDown'] as const) {
      const answer = await call(`${sites[site].url}${publishHookPost.path}`, 'POST', headers, '{}');
      expect([site, answer.status]).toEqual([site, site === 'rendererDown' ? 503 : 405]);
    }
  });

  it('passes the release cookies, and no other, to the renderer, and its Set-Cookie back, as the local host does (decision 039)', async () => {
    const local = await startStaticServer({
      root: sites.rendered.html,
      port: 0,
      spaFallback: true,
      sitePages: true,
      renderer: { url: fakeRenderer!.url, timeoutMs: 2_000 },
    });
    try {
      for (const base of [sites.rendered.url, local.url]) {
        fakeRenderer!.received.length = 0;
        const cookie = '_ga=1; site_preview=grant.sig; session=secret; site_bucket=b-123';
        const page = await call(`${base}/canary`, 'GET', { Cookie: cookie });
        expect([base, page.status, page.headers['cache-control']]).toEqual([
          base,
          200,
          'private, max-age=0',
        ]);
        expect([base, page.headers['set-cookie']]).toEqual([
          base,
          ['site_bucket=b-456; Path=/; HttpOnly', 'site_preview=; Max-Age=0; Path=/'],
        ]);
        await call(`${base}/finance`, 'GET', { Cookie: '_ga=1; my_site_bucket=x; session=s' });
        await call(`${base}/finance`, 'GET', { Cookie: 'site_bucket=b-123' });
        // The renderer's own files and the bundle's take no cookie.
        await call(`${base}/sitemap.xml`, 'GET', { Cookie: cookie });
        await call(`${base}/favicon.png`, 'GET', { Cookie: cookie });
        expect([base, fakeRenderer!.received.map((got) => [got.url, got.headers.cookie])]).toEqual([
          base,
          [
            ['/canary', 'site_preview=grant.sig; site_bucket=b-123'],
            ['/finance', undefined],
            ['/finance', 'site_bucket=b-123'],
            ['/sitemap.xml', undefined],
          ],
        ]);
      }
    } finally {
      await local.close();
    }
  });

  /** A request from `localAddress` (with `X-Forwarded-For` if given), its answer, and its socket. */
  const open = (site: Site, pathname: string, localAddress: string, forwardedFor?: string) => {
    let sent!: ClientRequest;
    const answer = new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
      (resolve, reject) => {
        sent = httpRequest(
          `${site.url}${pathname}`,
          {
            agent: false,
            localAddress,
            headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {},
          },
          (res) => {
            let body = '';
            res.on('data', (chunk) => (body += String(chunk)));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body }),
            );
          },
        );
        sent.on('error', reject);
        sent.end();
      },
    );
    answer.catch(() => undefined);
    return { answer, sent };
  };

  /**
   * Holds as many of one client's requests at the renderer as the policy lets be open, then runs
   * `check`; the held requests are given up after.
   */
  async function withClientAtItsBound(
    site: Site,
    client: { localAddress: string; forwardedFor?: string },
    check: () => Promise<void>,
  ) {
    const bound = rendererTurnsPerClient.concurrent + rendererTurnsPerClient.waiting;
    const prefix = `/held/${Math.random().toString(36).slice(2)}/`;
    const held = Array.from({ length: bound }, (_, n) =>
      open(site, `${prefix}${n}`, client.localAddress, client.forwardedFor),
    );
    try {
      const arrived = () =>
        fakeRenderer!.received.filter((call) => call.url.startsWith(prefix)).length;
      for (let tries = 0; arrived() < bound; tries++) {
        if (tries > 200) throw new Error(`${arrived()} of ${bound} reached the renderer`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await check();
      expect(arrived()).toBe(bound);
    } finally {
      for (const request of held) request.sent.destroy();
    }
  }

  it('bounds a client’s open requests to the renderer, the next one a 429 at once, other clients unaffected (decision 047)', async () => {
    await withClientAtItsBound(sites.rendered, { localAddress: '127.0.0.1' }, async () => {
      const refused = await open(sites.rendered, '/held/one-more', '127.0.0.1').answer;
      expect(refused.status).toBe(429);
      expect(refused.body).toBe('Too many requests at once\n');
      expect(refused.headers).toMatchObject({
        'retry-after': String(rendererTurnsPerClient.retryAfterSeconds),
        'cache-control': 'no-store',
        'content-type': 'text/plain; charset=utf-8',
        'x-content-type-options': 'nosniff',
      });
      // With no TRUSTED_PROXIES, a client's X-Forwarded-For is no way out of its bound.
      const spoofed = open(sites.rendered, '/held/spoofed', '127.0.0.1', '198.51.100.9');
      expect((await spoofed.answer).status).toBe(429);
      const other = await open(sites.rendered, '/finance', '127.0.0.2').answer;
      expect(other.status).toBe(200);
      expect(other.body).toContain('<h1>Rendered /finance</h1>');
    });
  });

  it('counts the client a trusted proxy names in X-Forwarded-For (TRUSTED_PROXIES)', async () => {
    // Both clients come through the same proxy (127.0.0.1), as through a CDN or Varnish.
    await withClientAtItsBound(
      sites.behindProxy,
      { localAddress: '127.0.0.1', forwardedFor: '198.51.100.1' },
      async () => {
        const refused = open(sites.behindProxy, '/held/x', '127.0.0.1', '198.51.100.1');
        expect((await refused.answer).status).toBe(429);
        const other = await open(sites.behindProxy, '/finance', '127.0.0.1', '198.51.100.2').answer;
        expect(other.status).toBe(200);
      },
    );
  });

  it('counts an IPv6 client by its /64, however its address is written', async () => {
    await withClientAtItsBound(
      sites.behindProxy,
      { localAddress: '127.0.0.1', forwardedFor: '2001:db8:1:2::1' },
      async () => {
        const sameSubscriber = open(
          sites.behindProxy,
          '/held/y',
          '127.0.0.1',
          '2001:DB8:1:2:0:0:0:FFFF',
        );
        expect((await sameSubscriber.answer).status).toBe(429);
        const another = open(sites.behindProxy, '/finance', '127.0.0.1', '2001:db8:1:3::1');
        expect((await another.answer).status).toBe(200);
      },
    );
  });

  it('serves the page rendered in the browser when the renderer is down', async () => {
    const answer = await get('rendererDown', '/finance');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toContain('<div id="root"></div>');
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('the entrypoint refuses a bad environment', () => {
  /** `NAME problem` as the entrypoint reports it (decision 032): `✖ problem…`, `  → at NAME`. */
  const reported = (message: string) => {
    const [name = '', ...problem] = message.split(' ');
    const escaped = problem.join(' ').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`✖ ${escaped}[^\\n]*\\n  → at ${name}\\n`);
  };

  /** Runs the entrypoint expecting it to stop before nginx; bounded. */
  async function refused(name: string, app: App, env: Env, alter?: (html: string) => void) {
    const { html, state } = prepare(name, app);
    alter?.(html);
    const { child, output } = run(
      ['sh'],
      { ...pathsEnv(app, refusedPort, html, state), ...env },
      state,
    );
    const code = await exitOf(child, 10_000);
    if (code === undefined) {
      await stop(child);
      throw new Error(`${name}: the entrypoint did not stop\n${output()}`);
    }
    return { code, output: output(), wroteNothing: !existsSync(path.join(state, 'runtime')) };
  }

  it.each<[string, App, Env, string]>([
    [
      'a URL with a quote',
      'blog',
      { SUPABASE_URL: 'https://x.supabase.co/"}, "a": "' },
      'SUPABASE_URL must',
    ],
    [
      'a URL over two lines',
      'contact',
      { CONTACT_API_URL: 'https://a.example\n"' },
      'CONTACT_API_URL must',
    ],
    [
      'nginx syntax in a URL',
      'shell',
      { RECAPTCHA_SCRIPT_URL: 'https://a.example/;}' },
      'RECAPTCHA_SCRIPT_URL must',
    ],
    [
      'a URL with a query',
      'shell',
      { BLOG_REMOTE_URL: 'https://a.example/m.json?v=1' },
      'BLOG_REMOTE_URL must',
    ],
    [
      'a port out of range',
      'shell',
      { MARKETING_REMOTE_URL: 'http://a.example:70000/m.json' },
      'MARKETING_REMOTE_URL must',
    ],
    [
      'a key breaking out of JSON',
      'blog',
      { SUPABASE_ANON_KEY: 'abc","x":"y' },
      'SUPABASE_ANON_KEY may',
    ],
    ['a key ending in a newline', 'blog', { SUPABASE_ANON_KEY: 'abc\n' }, 'SUPABASE_ANON_KEY may'],
    [
      'a URL ending in a newline',
      'blog',
      { SUPABASE_URL: 'https://a.example\n' },
      'SUPABASE_URL must',
    ],
    ['a key with a space', 'contact', { RECAPTCHA_SITE_KEY: 'abc def' }, 'RECAPTCHA_SITE_KEY may'],
    [
      'an origin with a path',
      'marketing',
      { ALLOWED_ORIGINS: 'https://www.example.co.uk/' },
      'ALLOWED_ORIGINS must',
    ],
    [
      'an origin with a quote',
      'marketing',
      { ALLOWED_ORIGINS: 'https://a.example,"x' },
      'ALLOWED_ORIGINS must',
    ],
    ['a missing remote URL', 'shell', { BLOG_REMOTE_URL: '' }, 'BLOG_REMOTE_URL is required'],
    ['a missing anon key', 'blog', { SUPABASE_ANON_KEY: '' }, 'SUPABASE_ANON_KEY is required'],
    [
      'a blog without the contact API',
      'blog',
      { CONTACT_API_URL: '' },
      'CONTACT_API_URL is required: the contact API the newsletter sign-up posts to',
    ],
    [
      'a blog without the bot-check site key',
      'blog',
      { RECAPTCHA_SITE_KEY: '' },
      'RECAPTCHA_SITE_KEY is required',
    ],
    [
      'a remote without ALLOWED_ORIGINS',
      'contact',
      { ALLOWED_ORIGINS: ' , ' },
      'ALLOWED_ORIGINS is required',
    ],
    ['a bad PORT', 'marketing', { PORT: '80; ' }, 'PORT must be a port number'],
    [
      'an HSTS_MAX_AGE that is not seconds',
      'marketing',
      { HSTS_MAX_AGE: '63072000; preload' },
      'HSTS_MAX_AGE must be a number of seconds',
    ],
    ['no APP', 'marketing', { APP: '' }, 'APP is required'],
    ['an unknown APP', 'marketing', { APP: 'admin' }, 'APP must be'],
    ['an unknown remote folder', 'marketing', { APP: 'remote-admin' }, 'APP must be'],
  ])('%s', async (name, app, override, message) => {
    const result = await refused(name.replace(/\W+/g, '-'), app, { ...appEnv[app], ...override });
    expect(result.code).toBe(78);
    expect(result.output).toMatch(reported(message));
    expect(result.output).not.toContain('serving the');
    expect(result.wroteNothing).toBe(true);
  });

  it('names every bad variable at once', async () => {
    const result = await refused('several', 'contact', {
      ...appEnv.contact,
      CONTACT_API_URL: '',
      RECAPTCHA_SCRIPT_URL: "javascript:alert('x')",
    });
    expect(result.code).toBe(78);
    expect(result.output).toMatch(reported('CONTACT_API_URL is required'));
    expect(result.output).toMatch(reported('RECAPTCHA_SCRIPT_URL must be an http(s) URL'));
  });

  it('refuses a shell bundle whose list of inline scripts is not only hash sources', async () => {
    const result = await refused('bad-hashes', 'shell', appEnv.shell, (html) =>
      writeFileSync(path.join(html, inlineScriptHashesFile), "'unsafe-inline'\n"),
    );
    expect(result.code).toBe(78);
    expect(result.output).toContain(`${inlineScriptHashesFile} must hold only sha256 sources`);
    expect(result.wroteNothing).toBe(true);
  });

  it('refuses a shell bundle without its list of inline scripts', async () => {
    const result = await refused('no-hashes', 'shell', appEnv.shell, (html) =>
      rmSync(path.join(html, inlineScriptHashesFile)),
    );
    expect(result.code).toBe(78);
    expect(result.output).toContain(`has no ${inlineScriptHashesFile}`);
    expect(result.wroteNothing).toBe(true);
  });

  it('says when SITE_ROOT is not the bundle of APP', async () => {
    const result = await refused('wrong-bundle', 'marketing', { ...appEnv.shell, APP: 'shell' });
    expect(result.code).toBe(78);
    expect(result.output).toContain('has no index.html');
  });
});

describe('the script is POSIX sh', () => {
  it.each(['sh', 'dash', 'bash --posix'])('%s -n accepts it', (shell) => {
    const [command = 'sh', ...args] = shell.split(' ');
    const result = spawnSync(command, [...args, '-n', entrypoint], { encoding: 'utf8' });
    expect(result.error).toBeUndefined();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  (busybox ? it : it.skip)(
    busybox ? 'runs under busybox sh' : 'runs under busybox sh (skipped: busybox is not installed)',
    async () => {
      const site = await startSite('busybox', 'contact', busyboxPort, appEnv.contact, {
        shell: [String(busybox), 'sh'],
      });
      const answer = await call(`${site.url}/config.json`, 'GET', { Origin: shellOrigin });
      expect(answer.headers['access-control-allow-origin']).toBe(shellOrigin);
      expect(JSON.parse(answer.body.toString())).toMatchObject({
        recaptchaSiteKey: services.RECAPTCHA_SITE_KEY,
      });
      await stop(site.child);
    },
    30_000,
  );
});
