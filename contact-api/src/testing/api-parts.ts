import path from 'node:path';
import { startBotCheckEmulator, type RunningBotCheckEmulator } from '@site/bot-check-emulator';
import { startMailCatcher, type RunningMailCatcher } from '@site/mail-catcher';
import { startContactApi, type RunningContactApi, type StartOptions } from '../start';
import { secretKey, siteKey, temporaryDirectory, testSettings } from './local-parts';
import { setUpDatabaseServer, type TestDatabase } from './test-databases';

/**
 * A test file's API with its real local parts: the bot-check emulator as siteverify, the mail
 * catcher as SMTP server, and a database server whose every API gets a database of its own.
 * Started before the enclosing block's tests, stopped after them (the APIs first).
 */
export interface ApiParts {
  readonly emulator: RunningBotCheckEmulator;
  readonly catcher: RunningMailCatcher;
  /** A temporary folder of the block's. */
  readonly dir: string;
  /** The API started before the block's tests, with the block's settings. */
  readonly first: { api: RunningContactApi; database: TestDatabase };
  /** An API on a new database, with the test settings and `overrides`. */
  startApi(
    overrides?: Record<string, string>,
    options?: { smtpPort?: number },
  ): Promise<{ api: RunningContactApi; database: TestDatabase }>;
}

export function setUpApiParts(
  options: {
    /** Settings every API of the block has (before each one's own overrides). */
    env?: Record<string, string>;
    clock?: StartOptions['clock'];
  } = {},
): ApiParts {
  const databases = setUpDatabaseServer('embedded');
  let started:
    | {
        emulator: RunningBotCheckEmulator;
        catcher: RunningMailCatcher;
        work: Awaited<ReturnType<typeof temporaryDirectory>>;
        first?: { api: RunningContactApi; database: TestDatabase };
      }
    | undefined;
  const parts = () => {
    if (!started) throw new Error('The API parts are used before their beforeAll ran');
    return started;
  };

  const startApi: ApiParts['startApi'] = async (overrides = {}, { smtpPort } = {}) => {
    const { emulator, catcher } = parts();
    const database = await databases.database();
    const api = await startContactApi(
      testSettings(
        {
          databaseUrl: database.url,
          smtpPort: smtpPort ?? catcher.smtpPort,
          siteverifyUrl: emulator.siteverifyUrl,
        },
        { ...options.env, ...overrides },
      ),
      options.clock ? { clock: options.clock } : {},
    );
    databases.closeAtEnd(() => api.close());
    return { api, database };
  };

  beforeAll(async () => {
    const work = await temporaryDirectory('contact-api-');
    const emulator = await startBotCheckEmulator({ port: 0, siteKey, secretKey });
    const catcher = await startMailCatcher({
      dir: path.join(work.dir, 'mail'),
      smtpPort: 0,
      httpPort: 0,
    });
    started = { emulator, catcher, work };
    started.first = await startApi();
  });
  afterAll(async () => {
    await started?.catcher.close();
    await started?.emulator.close();
    await started?.work.remove();
  });

  return {
    get emulator() {
      return parts().emulator;
    },
    get catcher() {
      return parts().catcher;
    },
    get dir() {
      return parts().work.dir;
    },
    get first() {
      const { first } = parts();
      if (!first) throw new Error('The first API is used before it started');
      return first;
    },
    startApi,
  };
}
