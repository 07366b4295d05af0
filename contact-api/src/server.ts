import { SettingsError } from '@site/settings';
import { readContactApiSettings } from './infra/settings';
import { createLogger } from './infra/logger';
import { startContactApi } from './start';

/** The contact API as its own process: settings from the environment, stop on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let settings;
  try {
    settings = readContactApiSettings();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const logger = createLogger(settings.logLevel);
  const api = await startContactApi(settings, { logger });
  logger.info(
    { url: api.url, internalUrl: api.internalUrl, database: api.database },
    'contact API listening',
  );

  const stop = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    process.once(signal, () => process.exit(1));
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('contact-api failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
