/**
 * The bot-check emulator as a process of its own: what its container runs (docker compose, next
 * to the contact API). `npm start` runs it in-process instead (scripts/local-backends.ts).
 *
 * | variable               | default     | meaning                                            |
 * | ---------------------- | ----------- | -------------------------------------------------- |
 * | `HOST`                 | `127.0.0.1` | interface to listen on (`0.0.0.0` in a container)  |
 * | `PORT`                 | `4100`      | port                                               |
 * | `RECAPTCHA_SITE_KEY`   | required    | the key pages pass to `grecaptcha.execute`         |
 * | `RECAPTCHA_SECRET_KEY` | required    | the key the contact API sends to siteverify        |
 * | `ALLOWED_ORIGINS`      | any origin  | page origins that may get tokens (comma-separated) |
 * | `BOT_CHECK_SCORE`      | `0.9`       | score of the tokens pages get (0 bot … 1 human)    |
 *
 * It verifies nothing about a visitor, so it refuses to start when `NODE_ENV=production`.
 */
import { startBotCheckEmulator, type BotCheckEmulatorOptions } from './bot-check-emulator';

type Env = Record<string, string | undefined>;

/** The emulator's options from the environment, or an error naming every bad variable. */
export function readServeOptions(env: Env): BotCheckEmulatorOptions {
  const value = (name: string) => env[name]?.trim() || undefined;
  const problems: string[] = [];
  if (value('NODE_ENV') === 'production') {
    problems.push('NODE_ENV=production: the bot-check emulator is for development and tests only');
  }
  const port = Number(value('PORT') ?? 4100);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push('PORT must be a port number (0-65535)');
  }
  const score = Number(value('BOT_CHECK_SCORE') ?? 0.9);
  if (!Number.isFinite(score) || score < 0 || score > 1) {
    problems.push('BOT_CHECK_SCORE must be a number from 0 to 1');
  }
  const siteKey = value('RECAPTCHA_SITE_KEY');
  const secretKey = value('RECAPTCHA_SECRET_KEY');
  if (!siteKey) problems.push('RECAPTCHA_SITE_KEY is required');
  if (!secretKey) problems.push('RECAPTCHA_SECRET_KEY is required');
  const origins = value('ALLOWED_ORIGINS')
    ?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (problems.length || !siteKey || !secretKey) {
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return {
    host: value('HOST') ?? '127.0.0.1',
    port,
    siteKey,
    secretKey,
    allowedOrigins: origins?.length ? origins : undefined,
    score,
  };
}

async function main(): Promise<void> {
  let options: BotCheckEmulatorOptions;
  try {
    options = readServeOptions(process.env);
  } catch (error) {
    console.error(`bot-check-emulator: ${(error as Error).message}`);
    process.exit(1);
  }
  const emulator = await startBotCheckEmulator(options);
  console.log(
    `bot-check-emulator: listening on ${emulator.url} (script /recaptcha/api.js, ` +
      `siteverify /recaptcha/api/siteverify); local development and tests only`,
  );
  const stop = () => {
    emulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error('bot-check-emulator failed to start:', error);
    process.exit(1);
  });
}
