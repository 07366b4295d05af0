import { startBlogBackend } from '@site/supabase/local';

/**
 * Child process of `npm run bench:api`: the local blog backend (PGlite + the Deno function
 * server) on `BLOG_BACKEND_PORT`, seeded from `BLOG_SEED_FILE`, until SIGTERM. In its own process
 * so that PGlite, which runs on this process's event loop, does not share it with the load
 * generator.
 */
async function main(): Promise<void> {
  const port = Number(process.env.BLOG_BACKEND_PORT);
  const seedFile = process.env.BLOG_SEED_FILE;
  if (!Number.isInteger(port) || !seedFile) {
    throw new Error('BLOG_BACKEND_PORT and BLOG_SEED_FILE are required');
  }
  const backend = await startBlogBackend({
    host: '127.0.0.1',
    port,
    seedFile,
    // Seeding thousands of posts into a new PGlite takes longer than the default start timeout.
    startTimeoutMs: 60_000,
    log: (line) => console.log(line),
  });
  console.log(`ready ${backend.functionsUrl}`);
  const stop = () => {
    backend.close().finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
