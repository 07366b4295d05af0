import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const manifest = JSON.parse(read('package.json')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const pinned = manifest.devDependencies.node!;

describe('the pinned Node', () => {
  it('is a Node 24 LTS release, pinned exactly', () => {
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
  });

  it('is the Node running this test (npm put node_modules/.bin/node first)', () => {
    expect(process.version).toBe(`v${pinned}`);
  });

  it('is the one engines, .nvmrc and every Node image name', () => {
    expect(manifest.engines.node).toBe(pinned);
    expect(read('.nvmrc').trim()).toBe(pinned);
    // Every Dockerfile of the repository, however it is named.
    const dockerfiles = execFileSync('git', ['ls-files', '*Dockerfile', '*.Dockerfile'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    expect(dockerfiles).toContain('deploy/static-app.Dockerfile');
    for (const file of dockerfiles) {
      const text = read(file);
      for (const [, image] of text.matchAll(/^FROM (node:\S+)/gm)) {
        expect([file, image]).toEqual([file, `node:${pinned}-bookworm-slim`]);
      }
      for (const [, target] of text.matchAll(/--target=(\S+)/g)) {
        expect([file, target]).toEqual([file, `node${pinned.split('.')[0]}`]);
      }
    }
  });

  it('is what the type checker targets for Node code', () => {
    const types = JSON.parse(read('node_modules/@types/node/package.json')) as { version: string };
    expect(types.version.split('.')[0]).toBe(pinned.split('.')[0]);
  });
});

describe('the Node version guard', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'node-guard-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const runChecked = (...command: string[]) =>
    spawnSync(process.execPath, [path.join(__dirname, 'run-checked.mjs'), ...command], {
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '', NODE_VERSION_LOG: '' },
    });

  it('stops a process on another Node, naming it', () => {
    // The guard as shipped, beside a manifest that pins a version no process runs.
    mkdirSync(path.join(dir, 'scripts', 'node-version'), { recursive: true });
    const guard = path.join(dir, 'scripts', 'node-version', 'guard.cjs');
    copyFileSync(path.join(__dirname, 'guard.cjs'), guard);
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ devDependencies: { node: '0.0.1' } }),
    );
    const result = spawnSync(process.execPath, ['-e', 'console.log("ran")'], {
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: `--require=${guard}`, NODE_VERSION_LOG: '' },
    });
    expect(result.status).toBe(1);
    expect(result.stdout).not.toContain('ran');
    expect(result.stderr).toContain(`runs on Node ${process.version}, but the project pins v0.0.1`);
  });

  it('counts every Node process a command starts, children included', () => {
    const result = runChecked(
      process.execPath,
      '-e',
      `require('node:child_process').execFileSync(process.execPath, ['-e', '0'])`,
    );
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`: 2, 2 on v${pinned}`);
  });

  it('fails when no process reported, as the guard was not loaded', () => {
    const result = runChecked('sh', '-c', `NODE_OPTIONS= "${process.execPath}" -e 0`);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('the guard was not loaded');
  });

  it('passes on the command’s failure', () => {
    const result = runChecked(process.execPath, '-e', 'process.exit(3)');
    expect(result.status).toBe(3);
  });

  it('leaves no log behind', () => {
    const before = readdirSync(tmpdir()).filter((name) => name.startsWith('node-versions-'));
    runChecked(process.execPath, '-e', '0');
    const after = readdirSync(tmpdir()).filter((name) => name.startsWith('node-versions-'));
    expect(after).toEqual(before);
  });
});
