// Runs a TypeScript module in a worker thread and answers calls of its exports from the test.
// Why: PGlite loads parts of itself with dynamic import(), which Jest's module sandbox refuses
// (without --experimental-vm-modules). A worker thread uses Node's own loader, so PGlite runs
// there, still inside the test's process; the tests reach it over the Postgres wire protocol
// (PGlite's socket) and HTTP, like the edge functions do.
const { parentPort, workerData } = require('node:worker_threads');
require('tsx/cjs/api').register();

const api = require(workerData.module);

parentPort.on('message', async ({ id, name, args }) => {
  try {
    const result = await api[name](...args);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({
      id,
      error: {
        message: error instanceof Error ? error.message : String(error),
        stack: error?.stack,
      },
    });
  }
});
