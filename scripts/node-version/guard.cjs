// Loaded into every Node process that `npm test` starts (through NODE_OPTIONS, set by
// run-checked.mjs): a process on any Node but the pinned one stops at once, naming itself, and
// each process writes one line to the log that the run's report counts.
'use strict';
const { appendFileSync } = require('node:fs');
const path = require('node:path');

const pinned = `v${require('../../package.json').devDependencies.node}`;
const what = [process.argv0, ...process.argv.slice(1, 3)]
  .map((arg) => path.relative(process.cwd(), arg) || arg)
  .join(' ')
  .replace(/\s+/g, ' ');

if (process.env.NODE_VERSION_LOG) {
  appendFileSync(process.env.NODE_VERSION_LOG, `${process.version}\t${process.pid}\t${what}\n`);
}
if (process.version !== pinned) {
  process.stderr.write(
    `This process runs on Node ${process.version}, but the project pins ${pinned}: ${what}\n` +
      'Start it through npm (npm run …), which puts node_modules/.bin/node first on the PATH.\n',
  );
  process.exit(1);
}
