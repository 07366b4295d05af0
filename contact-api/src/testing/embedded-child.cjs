// Runs the embedded database (PGlite and its wire server) in a child process for the tests.
// Why: PGlite loads parts of itself with dynamic import(), which Jest's module sandbox refuses
// (without --experimental-vm-modules). A child process uses Node's own loader; the tests and the
// API reach the database over the Postgres wire protocol, as everywhere else. It ends when the
// test process lets go of it (`disconnect`), or dies.
require('tsx/cjs/api').register();

const { startEmbeddedPostgres } = require('../infra/embedded-postgres.ts');

const running = new Map();
let nextId = 0;

process.on('message', async ({ call, name, id }) => {
  try {
    if (name === 'start') {
      const embedded = await startEmbeddedPostgres();
      const key = String(nextId++);
      running.set(key, embedded);
      process.send({ call, result: { key, url: embedded.url } });
    } else {
      const embedded = running.get(id);
      running.delete(id);
      await embedded?.close();
      process.send({ call, result: null });
    }
  } catch (error) {
    process.send({ call, error: error instanceof Error ? error.message : String(error) });
  }
});

process.on('disconnect', async () => {
  for (const embedded of running.values()) await embedded.close().catch(() => undefined);
  process.exit(0);
});
