// Runs the embedded database (PGlite and its wire server) in a worker thread for the tests.
// Why: PGlite loads parts of itself with dynamic import(), which Jest's module sandbox refuses
// (without --experimental-vm-modules). A worker thread uses Node's own loader; the tests and the
// API reach the database over the Postgres wire protocol, as everywhere else.
const { parentPort } = require('node:worker_threads');
require('tsx/cjs/api').register();

const { startEmbeddedPostgres } = require('../infra/embedded-postgres.ts');

const running = new Map();
let nextId = 0;

parentPort.on('message', async ({ call, name, id }) => {
  try {
    if (name === 'start') {
      const embedded = await startEmbeddedPostgres();
      const key = String(nextId++);
      running.set(key, embedded);
      parentPort.postMessage({ call, result: { key, url: embedded.url } });
    } else {
      const embedded = running.get(id);
      running.delete(id);
      await embedded?.close();
      parentPort.postMessage({ call, result: null });
    }
  } catch (error) {
    parentPort.postMessage({ call, error: error instanceof Error ? error.message : String(error) });
  }
});
