import { startBotCheckEmulator } from '@site/bot-check-emulator';

/**
 * Child process of `npm run bench:api`: the bot-check emulator, the contact API's local
 * siteverify, on `PORT` until SIGTERM. In its own process, as Google's siteverify is another
 * machine: its work must not run on the contact API's event loop, nor on the load generator's.
 */
async function main(): Promise<void> {
  const port = Number(process.env.PORT);
  const siteKey = process.env.BOT_CHECK_SITE_KEY;
  const secretKey = process.env.BOT_CHECK_SECRET_KEY;
  if (!Number.isInteger(port) || !siteKey || !secretKey) {
    throw new Error('PORT, BOT_CHECK_SITE_KEY and BOT_CHECK_SECRET_KEY are required');
  }
  const emulator = await startBotCheckEmulator({
    port,
    siteKey,
    secretKey,
    // Tokens are minted before the load starts and spent during it: keep them valid for the run.
    tokenLifetimeMs: 10 * 60 * 1000,
  });
  console.log(`ready ${emulator.siteverifyUrl}`);
  process.once('SIGTERM', () => {
    emulator.close().finally(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
