import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStaticServer, type RunningStaticServer } from './static-server';
import { builtAppFolder } from './testing/built-app-folder';
import { rawRequest } from './testing/raw-request';

const root = builtAppFolder();
let releasesDir: string;
let server: RunningStaticServer;
const shellOrigin = 'http://localhost:3000';

beforeAll(async () => {
  releasesDir = await mkdtemp(path.join(tmpdir(), 'static-server-releases-'));
  await mkdir(path.join(releasesDir, 'v2', 'server'), { recursive: true });
  await writeFile(path.join(releasesDir, 'v2', 'mf-manifest.json'), '{"name":"marketing"}');
  await writeFile(path.join(releasesDir, 'v2', 'remoteEntry.js'), 'var marketing = 2;');
  await writeFile(path.join(releasesDir, 'v2', 'server', 'remoteEntry.js'), 'exports.v = 2;');
  await mkdir(path.join(releasesDir, '.incoming-1'));
  await writeFile(path.join(releasesDir, '.incoming-1', 'remoteEntry.js'), 'half');
  server = await startStaticServer({
    root: root(),
    port: 0,
    spaFallback: true,
    allowedOrigins: [shellOrigin],
    releasesDir,
  });
});

afterAll(async () => {
  await server.close();
  await rm(releasesDir, { recursive: true, force: true });
});

describe("a remote's releases on its static host", () => {
  it.each([
    '/releases/v2/mf-manifest.json',
    '/releases/v2/remoteEntry.js',
    '/releases/v2/server/remoteEntry.js',
  ])('serves %s for a year: a release never changes', async (pathname) => {
    const response = await fetch(`${server.url}${pathname}`, { headers: { Origin: shellOrigin } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('access-control-allow-origin')).toBe(shellOrigin);
  });

  it('still serves the build at its root as before', async () => {
    const response = await fetch(`${server.url}/remoteEntry.js`);
    expect(await response.text()).toBe('var marketing;');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    '/releases/v3/remoteEntry.js',
    '/releases/v3/',
    '/releases/.incoming-1/remoteEntry.js',
    '/releases/%2e%2e/secret.txt',
    '/releases/%2Eincoming-1/remoteEntry.js',
  ])('answers 404 for %s, never the standalone page', async (pathname) => {
    const response = await rawRequest(server.url, { target: pathname });
    expect(response.status).toBe(404);
  });
});
