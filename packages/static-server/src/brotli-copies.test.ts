import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { IMMUTABLE, REVALIDATE } from './edge-policy';
import { startStaticServer, type RunningStaticServer } from './static-server';
import { rawRequest } from './testing/raw-request';

/** The build's brotli copies (decision 046), served as the containers' nginx serves them. */
let root: string;
let server: RunningStaticServer;
const script = `console.log(${'"x",'.repeat(2000)}1);`;
const releaseScript = `var page = ${'"v2",'.repeat(500)}2;`;
const takesBrotli = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'static-server-brotli-'));
  const files: Record<string, string | Buffer> = {
    'main.1a2b3c4d.js': script,
    'main.1a2b3c4d.js.br': brotliCompressSync(script),
    'remoteEntry.js': script,
    'remoteEntry.js.br': brotliCompressSync(script),
    'no-copy.1a2b3c4d.js': script,
    'releases/v2/page.5e6f7a8b.js': releaseScript,
    'releases/v2/page.5e6f7a8b.js.br': brotliCompressSync(releaseScript),
  };
  for (const [file, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), body);
  }
  server = await startStaticServer({
    root,
    port: 0,
    releasesDir: path.join(root, 'releases'),
  });
});

afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) =>
  rawRequest(`${server.url}${pathname}`, { headers });

describe("the build's brotli copies (decision 046)", () => {
  it.each([
    ['/main.1a2b3c4d.js', IMMUTABLE, script],
    ['/remoteEntry.js', REVALIDATE, script],
    ['/releases/v2/page.5e6f7a8b.js', IMMUTABLE, releaseScript],
  ])('%s: the copy for a browser that takes brotli', async (pathname, cacheControl, text) => {
    const copy = await get(pathname, takesBrotli);
    expect(copy.status).toBe(200);
    expect(copy.headers['content-encoding']).toBe('br');
    expect(copy.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(copy.headers['cache-control']).toBe(cacheControl);
    expect(copy.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(copy.body).toString()).toBe(text);

    const again = await get(pathname, {
      ...takesBrotli,
      'If-None-Match': String(copy.headers.etag),
    });
    expect(again.status).toBe(304);
    const zipped = await get(pathname, { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toBe(text);
    expect(zipped.headers.etag).not.toBe(copy.headers.etag);
  });

  it('a file without a copy is gzipped as before', async () => {
    const zipped = await get('/no-copy.1a2b3c4d.js', takesBrotli);
    expect(zipped.headers['content-encoding']).toBe('gzip');
  });
});
