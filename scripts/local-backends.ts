import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startBotCheckEmulator } from '@site/bot-check-emulator';
import { readContactApiSettings, startContactApi } from '@site/contact-api';
import { migrateDatabase } from '@site/contact-api/migrate';
import { startMailCatcher } from '@site/mail-catcher';
import { startBlogBackend } from '@site/supabase/local';
import type { Stack } from './stack';

/** Settings of the contact API that an operator may still change for a local run. */
const contactApiPassThrough = [
  'RATE_LIMIT_MAX',
  'RATE_LIMIT_WINDOW_MS',
  'RECAPTCHA_MIN_SCORE',
  'MAIL_TO',
  'MAIL_FROM',
  'LOG_LEVEL',
  'DELIVERY_RETRY_DELAY_SECONDS',
  'DELIVERY_MAX_RETRY_DELAY_SECONDS',
  'DELIVERY_RETRY_HORIZON_HOURS',
  'DATABASE_URL',
  'NEWSLETTER_CONFIRM_HOURS',
  'NEWSLETTER_RATE_LIMIT_MAX',
  'NEWSLETTER_ADDRESS_LIMIT_PER_DAY',
] as const;

export interface LocalBackendOptions {
  /**
   * Keep the blog database in `{dataDir}/blog` and the contact outbox in `{dataDir}/contact`
   * between runs (otherwise both in memory: one PGlite folder must never be open twice).
   */
  persistBlog: boolean;
  log?: (line: string) => void;
}

export interface RunningBackends {
  close(): Promise<void>;
}

/**
 * Starts the local stand-ins of every backend the site talks to, in this process: the mail
 * catcher, the bot-check emulator, the blog backend (the edge functions in Deno, on PGlite) and
 * the contact API (its outbox in an embedded PGlite database unless DATABASE_URL is set,
 * delivering to the mail catcher, verifying with the emulator).
 */
export async function startLocalBackends(
  stack: Stack,
  { persistBlog, log = console.log }: LocalBackendOptions,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningBackends> {
  const { services, host } = stack;
  const stops: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };

  try {
    const mail = await startMailCatcher({
      host,
      smtpPort: services.mailCatcher.smtpPort,
      httpPort: services.mailCatcher.httpPort,
      dir: path.join(services.dataDir, 'mail'),
    });
    stops.push(() => mail.close());

    const botCheck = await startBotCheckEmulator({
      host,
      port: services.botCheck.port,
      siteKey: services.botCheck.siteKey,
      secretKey: services.botCheck.secretKey,
      allowedOrigins: stack.allowedOrigins,
    });
    stops.push(() => botCheck.close());

    const blog = await startBlogBackend({
      host,
      port: services.blogBackend.port,
      anonKey: services.blogBackend.anonKey,
      dataDir: persistBlog ? path.join(services.dataDir, 'blog') : undefined,
      log: (line) => log(`[blog-backend] ${line}`),
    });
    stops.push(() => blog.close());

    const passedThrough = Object.fromEntries(
      contactApiPassThrough.flatMap((key) => (env[key] ? [[key, env[key]]] : [])),
    );
    // The migrate step, as a deployment runs it before the API (the embedded database, made by
    // the API itself when there is no DATABASE_URL, is migrated as it is made).
    if (passedThrough.DATABASE_URL) await migrateDatabase({ url: passedThrough.DATABASE_URL });
    const contactApi = await startContactApi(
      readContactApiSettings({
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        ...passedThrough,
        HOST: host,
        PORT: String(services.contactApi.port),
        // Its internal port (metrics, readiness) beside its public one: stacks side by side differ.
        INTERNAL_PORT: String(services.contactApi.port + 1),
        ALLOWED_ORIGINS: stack.allowedOrigins.join(','),
        EMBEDDED_DB_DIR: persistBlog ? path.join(services.dataDir, 'contact', 'pglite') : 'memory',
        SMTP_HOST: host,
        SMTP_PORT: String(mail.smtpPort),
        RECAPTCHA_VERIFY_URL: botCheck.siteverifyUrl,
        RECAPTCHA_SECRET_KEY: services.botCheck.secretKey,
        RECAPTCHA_ALLOWED_HOSTNAMES: stack.allowedHostnames.join(','),
        // The newsletter's emails link to the site's pages, and (one-click unsubscribe) here.
        SITE_URL: stack.renderer.siteUrl,
        PUBLIC_API_URL: services.contactApi.url,
        // The newsletter's digest reads the new posts from the blog's get-blogs (decision 041).
        SUPABASE_URL: blog.url,
        SUPABASE_ANON_KEY: blog.anonKey,
      }),
    );
    stops.push(() => contactApi.close());
    log(`[contact-api] outbox at ${contactApi.database} (DATABASE_URL for npm run outbox)`);
    // Also in a file (without a password), for the commands a test runs against this stack.
    mkdirSync(services.dataDir, { recursive: true });
    writeFileSync(contactDatabaseUrlFile(services.dataDir), `${contactApi.database}\n`);
  } catch (error) {
    await close();
    throw error;
  }
  return { close };
}

/** Where a running stack writes its contact API's database URL (`DATABASE_URL` of its outbox). */
export const contactDatabaseUrlFile = (dataDir: string) =>
  path.join(dataDir, 'contact-database-url');
