import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStaticServer } from '../static-server';

/**
 * A built app in a temporary folder for the file's tests: an `index.html`, a remote's entry and
 * manifest, content-hashed files (a script big enough to compress), and a file beside the folder
 * that must never be served from it.
 */
export function builtAppFolder(): () => string {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'static-server-'));
    await mkdir(path.join(root, 'assets'));
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Site</title>');
    await writeFile(path.join(root, 'remoteEntry.js'), 'var marketing;');
    await writeFile(path.join(root, 'mf-manifest.json'), '{"id":"marketing"}');
    await writeFile(path.join(root, 'main.1a2b3c4d.js'), `console.log(${'"x",'.repeat(2000)}1);`);
    await writeFile(path.join(root, 'assets', 'logo.0f0f0f0f.svg'), '<svg/>');
    await writeFile(path.join(path.dirname(root), 'secret.txt'), 'outside the root');
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });
  return () => root;
}

/** The shell's host over `root`: the site's pages, asked of the renderer at `rendererUrl`. */
export const startShellHost = (root: string, rendererUrl: string, timeoutMs = 2000) =>
  startStaticServer({
    root,
    port: 0,
    spaFallback: true,
    sitePages: true,
    renderer: { url: rendererUrl, timeoutMs },
  });
