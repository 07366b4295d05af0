import { ConfigError, readConfig } from './infra/config';
import { createLogger } from './infra/logger';
import { startContactApi } from './start';

/** The contact API as its own process: configuration from the environment, stop on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config;
  try {
    config = readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`contact-api: ${error.message}`);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  const api = await startContactApi(config, { logger });
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
