// Runs a command with the Node version guard loaded into every Node process it starts, then
// reports how many there were and on which Node. Fails if any ran on another Node, or if none
// reported at all (the guard was not loaded, so the check proved nothing).
//   node scripts/node-version/run-checked.mjs npm run checks
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const guard = path.join(import.meta.dirname, 'guard.cjs');
const logDir = mkdtempSync(path.join(tmpdir(), 'node-versions-'));
const log = path.join(logDir, 'processes.tsv');
writeFileSync(log, '');

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: run-checked.mjs <command> [args…]');
  process.exit(2);
}
const nodeOptions = [process.env.NODE_OPTIONS, `--require=${JSON.stringify(guard)}`]
  .filter(Boolean)
  .join(' ');
const run = spawnSync(command, args, {
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS: nodeOptions, NODE_VERSION_LOG: log },
});

const lines = readFileSync(log, 'utf8').split('\n').filter(Boolean);
rmSync(logDir, { recursive: true, force: true });
const byVersion = new Map();
for (const line of lines) {
  const version = line.split('\t')[0];
  byVersion.set(version, [...(byVersion.get(version) ?? []), line]);
}
const pinned = `v${JSON.parse(readFileSync(path.join(import.meta.dirname, '../../package.json'), 'utf8')).devDependencies.node}`;
const others = [...byVersion.keys()].filter((version) => version !== pinned);

console.log(
  `\nNode processes started by \`${[command, ...args].join(' ')}\`: ${lines.length}, ` +
    [...byVersion].map(([version, list]) => `${list.length} on ${version}`).join(', '),
);
let failed = run.status !== 0;
if (lines.length === 0) {
  console.error('No process reported its Node version: the guard was not loaded.');
  failed = true;
}
for (const version of others) {
  console.error(`On ${version} instead of ${pinned}:`);
  for (const line of byVersion.get(version))
    console.error(`  ${line.split('\t').slice(1).join('  ')}`);
  failed = true;
}
process.exit(failed ? run.status || 1 : 0);
