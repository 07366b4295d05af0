import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { defineSettings } from '@site/settings';
import { settingsRules } from './settings-rules';
import {
  contactApiVariables,
  localApiUrl,
  localHostnames,
  localOrigins,
  localSiteUrl,
  localSmtpHost,
  type ContactApiVariables,
} from './settings-schema';

/**
 * The contact API's settings: its environment, read once at start-up with the schema of
 * `settings-schema.ts` and the rules of `settings-rules.ts` (decision 032), then grouped by the
 * part that uses them, so that each module takes only its own: the mailer `smtp`, the worker
 * `delivery` and `mail`, the routes `rateLimit`, `botCheck` and `newsletter`. A bad environment
 * is a `SettingsError` naming every bad variable.
 */
export const contactApiSettings = defineSettings(
  'contact-api',
  contactApiVariables.superRefine(settingsRules),
);

const hour = 60 * 60 * 1000;

function databaseSettings(variables: DatabaseVariables) {
  const embedded = variables.EMBEDDED_DB_DIR.trim();
  return {
    /** A Postgres URL; when absent, an embedded PGlite database (never in production). */
    url: variables.DATABASE_URL,
    /** Where the embedded database keeps its data; `memory` for none. */
    embeddedDir: embedded === 'memory' ? 'memory' : path.resolve(embedded),
    /** Connections of this replica's pool. */
    poolSize: variables.DATABASE_POOL_SIZE,
    /** Longest a statement may run, waiting for locks included, before Postgres cancels it. */
    statementTimeoutMs: variables.DATABASE_STATEMENT_TIMEOUT_MS,
  };
}

/** The settings, grouped by the part that uses them. */
function grouped(variables: ContactApiVariables) {
  return {
    production: variables.NODE_ENV === 'production',
    http: {
      host: variables.HOST,
      port: variables.PORT,
      internalHost: variables.INTERNAL_HOST,
      internalPort: variables.INTERNAL_PORT,
      allowedOrigins: variables.ALLOWED_ORIGINS ?? localOrigins,
      hstsMaxAge: variables.HSTS_MAX_AGE ?? 0,
      // `0` hops trusts no X-Forwarded-For entry: Express's `false`.
      trustProxy: variables.TRUST_PROXY || false,
    },
    rateLimit: { windowMs: variables.RATE_LIMIT_WINDOW_MS, limit: variables.RATE_LIMIT_MAX },
    botCheck: {
      verifyUrl: variables.RECAPTCHA_VERIFY_URL,
      secretKey: variables.RECAPTCHA_SECRET_KEY,
      /** The action the contact form executes (the newsletter's sign-up uses its own). */
      action: 'submit',
      allowedHostnames: variables.RECAPTCHA_ALLOWED_HOSTNAMES ?? localHostnames,
      minScore: variables.RECAPTCHA_MIN_SCORE,
      timeoutMs: variables.RECAPTCHA_TIMEOUT_MS,
    },
    newsletter: {
      siteUrl: variables.SITE_URL ?? localSiteUrl,
      apiUrl: variables.PUBLIC_API_URL ?? localApiUrl,
      // Outside production, links work for as long as this process runs.
      linkSecret: variables.NEWSLETTER_LINK_SECRET ?? randomBytes(32).toString('base64url'),
      confirmationTtlMs: variables.NEWSLETTER_CONFIRM_HOURS * hour,
      /** An address gets at most one confirmation email in this time. */
      confirmationIntervalMs: 24 * hour,
      pendingRetentionDays: variables.NEWSLETTER_PENDING_RETENTION_DAYS,
      unsubscribedRetentionDays: variables.NEWSLETTER_UNSUBSCRIBED_RETENTION_DAYS,
      clientLimit: variables.NEWSLETTER_RATE_LIMIT_MAX,
      addressLimitPerDay: variables.NEWSLETTER_ADDRESS_LIMIT_PER_DAY,
      linkLimit: variables.NEWSLETTER_LINK_RATE_LIMIT_MAX,
      oneClickLimit: variables.NEWSLETTER_ONE_CLICK_RATE_LIMIT_MAX,
    },
    mailings: {
      mode: variables.NEWSLETTER_SENDS,
      digestCron: variables.NEWSLETTER_DIGEST_CRON,
      ratePerMinute: variables.NEWSLETTER_SEND_RATE_PER_MINUTE,
      batchSize: variables.NEWSLETTER_FAN_OUT_BATCH_SIZE,
      bounceSecret: variables.NEWSLETTER_BOUNCE_SECRET,
      blog:
        variables.SUPABASE_URL && variables.SUPABASE_ANON_KEY
          ? {
              supabaseUrl: variables.SUPABASE_URL,
              anonKey: variables.SUPABASE_ANON_KEY,
              timeoutMs: 10_000,
            }
          : undefined,
    },
    database: databaseSettings(variables),
    smtp: {
      host: variables.SMTP_HOST ?? localSmtpHost,
      port: variables.SMTP_PORT,
      secure: variables.SMTP_SECURE,
      requireTls: variables.SMTP_REQUIRE_TLS,
      user: variables.SMTP_USER,
      pass: variables.SMTP_PASS,
      timeoutMs: variables.SMTP_TIMEOUT_MS,
    },
    mail: { from: variables.MAIL_FROM, to: variables.MAIL_TO },
    delivery: {
      /** From acceptance (or a manual retry) until a message is failed for good. */
      retryHorizonMs: variables.DELIVERY_RETRY_HORIZON_HOURS * hour,
      retryDelaySeconds: variables.DELIVERY_RETRY_DELAY_SECONDS,
      maxRetryDelaySeconds: variables.DELIVERY_MAX_RETRY_DELAY_SECONDS,
      concurrency: variables.DELIVERY_CONCURRENCY,
      pollIntervalSeconds: variables.DELIVERY_POLL_INTERVAL_SECONDS,
      heartbeatSeconds: variables.DELIVERY_HEARTBEAT_SECONDS,
      sentRetentionDays: variables.OUTBOX_SENT_RETENTION_DAYS,
      failedRetentionDays: variables.OUTBOX_FAILED_RETENTION_DAYS,
    },
    logLevel: variables.LOG_LEVEL,
    shutdownTimeoutMs: variables.SHUTDOWN_TIMEOUT_MS,
  };
}

export type ContactApiSettings = ReturnType<typeof grouped>;
export type HttpSettings = ContactApiSettings['http'];
export type RateLimitSettings = ContactApiSettings['rateLimit'];
export type BotCheckSettings = ContactApiSettings['botCheck'];
export type NewsletterSettings = ContactApiSettings['newsletter'];
export type DatabaseSettings = ContactApiSettings['database'];
export type MailingSettings = ContactApiSettings['mailings'];
export type SmtpSettings = ContactApiSettings['smtp'];
export type MailSettings = ContactApiSettings['mail'];
export type DeliverySettings = ContactApiSettings['delivery'];

/** Reads the API's settings from `env` (the process's by default); a `SettingsError` if bad. */
export function readContactApiSettings(env?: Record<string, string | undefined>) {
  return grouped(contactApiSettings.read(env));
}

const databaseVariables = contactApiVariables.pick({
  DATABASE_URL: true,
  EMBEDDED_DB_DIR: true,
  DATABASE_POOL_SIZE: true,
  DATABASE_STATEMENT_TIMEOUT_MS: true,
});
type DatabaseVariables = ReturnType<typeof databaseVariables.parse>;

/** Where the outbox lives: all the `outbox` command needs (it runs without the API's secrets). */
export const outboxCommandSettings = defineSettings('outbox', databaseVariables);

export function readOutboxDatabaseSettings(env?: Record<string, string | undefined>) {
  return { ...databaseSettings(outboxCommandSettings.read(env)), poolSize: 2 };
}
