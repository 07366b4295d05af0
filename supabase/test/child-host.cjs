// Runs a TypeScript module in a child process and answers calls of its exports from the test.
// Why: PGlite loads parts of itself with dynamic import(), which Jest's module sandbox refuses
// (without --experimental-vm-modules). A child process uses Node's own loader, so PGlite runs
// there; the tests reach it over the Postgres wire protocol (PGlite's socket) and HTTP, like the
// edge functions do. It ends when the test lets go of it (`disconnect`), or dies.
require('tsx/cjs/api').register();

const api = require(process.argv[2]);

process.on('message', async ({ id, name, args }) => {
  try {
    const result = await api[name](...args);
    process.send({ id, result });
  } catch (error) {
    process.send({
      id,
      error: {
        message: error instanceof Error ? error.message : String(error),
        stack: error?.stack,
      },
    });
  }
});

process.on('disconnect', () => process.exit(0));
