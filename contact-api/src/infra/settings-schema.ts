import path from 'node:path';
import { company } from '@site/contracts/company';
import { env } from '@site/settings';
import * as z from 'zod';
import { hostname, hstsSeconds, mailbox, origin, publicUrl, trustProxy } from './settings-values';

/**
 * The contact API's environment: one variable a key, each with its default and its row of the
 * table in contact-api/README.md (`npm run settings:docs` writes it). Variables production must
 * set are unset by default here; `settings.ts` gives them their local values elsewhere.
 */

export const googleSiteverifyUrl = 'https://www.google.com/recaptcha/api/siteverify';

/** contact-api/.data/pglite: the embedded database's folder. */
export const defaultEmbeddedDir = path.resolve(__dirname, '..', '..', '.data', 'pglite');

/** The site's origins and hostnames on a developer's machine. */
export const localOrigins = ['http://localhost:3000', 'http://127.0.0.1:3000'];
export const localHostnames = ['localhost', '127.0.0.1'];
export const localSmtpHost = '127.0.0.1';
export const localSiteUrl = 'http://localhost:3000';
export const localApiUrl = 'http://localhost:4000';

const code = (value: string) => `\`${value}\``;
const localDefault = (value: string, note = 'required in production') => `${code(value)} (${note})`;

const minute = 60 * 1000;
const day = 24 * 60 * minute;
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const contactApiVariables = z.object({
  NODE_ENV: env.text('development').meta({ description: '`production` enables the rules below' }),
  HOST: env
    .text('127.0.0.1')
    .meta({ description: 'interface to listen on (`0.0.0.0` in a container)' }),
  PORT: env.integer(4000, 0, 65535).meta({ description: 'port (`0`: any free port)' }),
  INTERNAL_HOST: env.text('127.0.0.1').meta({
    description:
      'interface of the internal port (`/readyz`, `/metrics`): loopback, or a private network only',
  }),
  INTERNAL_PORT: env.integer(4001, 0, 65535).meta({
    description: 'internal port of `GET /readyz` and `GET /metrics`; never published (`0`: any)',
  }),
  ALLOWED_ORIGINS: env.list(undefined, origin).meta({
    description: 'site origins allowed to call the API (comma-separated)',
    defaultText: localDefault(localOrigins.join(',')),
  }),
  TRUST_PROXY: trustProxy.meta({
    description: 'number of proxies in front, or their addresses/subnets; `true` is refused',
    defaultText: localDefault('false'),
  }),
  HSTS_MAX_AGE: hstsSeconds.meta({
    description: '`Strict-Transport-Security` seconds; `0`: none (decision 022)',
    defaultText: localDefault('0'),
  }),
  RATE_LIMIT_WINDOW_MS: env
    .integer(10 * minute, 1000, day)
    .meta({ description: 'rate-limit window (10 minutes)' }),
  RATE_LIMIT_MAX: env.integer(5, 1, 1_000_000).meta({
    description: 'requests per client address (IPv6: per /56) and window, across all replicas',
  }),
  RECAPTCHA_VERIFY_URL: env
    .url(googleSiteverifyUrl)
    .meta({ description: "siteverify; locally the emulator's" }),
  RECAPTCHA_SECRET_KEY: env
    .blankAsUnset(z.string({ error: 'is required' }))
    .meta({ description: 'secret key sent to siteverify' }),
  RECAPTCHA_ALLOWED_HOSTNAMES: env.list(undefined, hostname).meta({
    description: 'hostnames a token may come from',
    defaultText: localDefault(localHostnames.join(',')),
  }),
  RECAPTCHA_MIN_SCORE: env.number(0.5, 0, 1).meta({ description: 'lowest score accepted (0-1)' }),
  RECAPTCHA_TIMEOUT_MS: env
    .integer(3000, 100, minute)
    .meta({ description: 'siteverify request timeout' }),
  DATABASE_URL: env
    .url(undefined, { protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
    .meta({
      description: "Postgres for the outbox, the queue and the rate limit (e.g. Supabase's)",
      defaultText: 'none: embedded PGlite (required in production)',
    }),
  DATABASE_POOL_SIZE: env.integer(10, 1, 200).meta({
    description: "connections per replica (and half as many for the rate limit's counters)",
  }),
  DATABASE_STATEMENT_TIMEOUT_MS: env.integer(5000, 100, 10 * minute).meta({
    description: 'longest a statement may run, lock waits included, before Postgres cancels it',
  }),
  EMBEDDED_DB_DIR: env.text(defaultEmbeddedDir).meta({
    description: "the embedded database's folder without `DATABASE_URL`; `memory` for none",
    defaultText: code('contact-api/.data/pglite'),
  }),
  SMTP_HOST: env.text(undefined).meta({
    description: 'SMTP server',
    defaultText: localDefault(localSmtpHost),
  }),
  SMTP_PORT: env
    .integer(1025, 1, 65535)
    .meta({ description: "SMTP port (the mail catcher's by default)" }),
  SMTP_SECURE: env.flag(false).meta({ description: 'TLS from the start (port 465)' }),
  SMTP_REQUIRE_TLS: env
    .flag(false)
    .meta({ description: 'refuse to send unless STARTTLS succeeds' }),
  SMTP_USER: env
    .text(undefined)
    .meta({ description: 'SMTP user (with `SMTP_PASS`; in production only with TLS)' }),
  SMTP_PASS: env.text(undefined).meta({ description: 'SMTP password (with `SMTP_USER`)' }),
  SMTP_TIMEOUT_MS: env
    .integer(20_000, 100, 10 * minute)
    .meta({ description: 'connection, greeting and inactivity timeout' }),
  MAIL_FROM: mailbox({ name: `${company.name} website`, address: company.email }).meta({
    description: 'sender, our own domain',
    defaultText: code(`"${company.name} website" <${company.email}>`),
  }),
  MAIL_TO: env
    .list([company.email], z.email({ error: 'must be an email address' }))
    .meta({ description: 'inbox (comma-separated for several)' }),
  DELIVERY_RETRY_DELAY_SECONDS: env
    .integer(10, 1, 60 * 60)
    .meta({ description: 'first retry delay; it doubles at each retry, with jitter' }),
  DELIVERY_MAX_RETRY_DELAY_SECONDS: env
    .integer(30 * 60, 1, 24 * 60 * 60)
    .meta({ description: 'longest delay between two attempts (30 minutes)' }),
  DELIVERY_RETRY_HORIZON_HOURS: env
    .integer(72, 1, 24 * 365)
    .meta({ description: 'how long a message is retried before it is dead-lettered' }),
  DELIVERY_CONCURRENCY: env
    .integer(2, 1, 100)
    .meta({ description: 'messages one replica sends at once' }),
  DELIVERY_POLL_INTERVAL_SECONDS: env.number(2, 0.5, 3600).meta({
    description: 'how often an idle worker looks for due messages (it is also woken on accept)',
  }),
  DELIVERY_HEARTBEAT_SECONDS: env.integer(30, 10, 60 * 60).meta({
    description: "a crashed replica's message is retried after about this (at least 10)",
  }),
  OUTBOX_SENT_RETENTION_DAYS: env.integer(7, 0, 36_500).meta({
    description: 'sent messages are deleted after this (`0`: at the next hourly clean-up)',
  }),
  OUTBOX_FAILED_RETENTION_DAYS: env
    .integer(30, 1, 36_500)
    .meta({ description: 'failed messages are deleted after this' }),
  SITE_URL: publicUrl.meta({
    description: "the site's public URL: the newsletter's links open its pages",
    defaultText: localDefault(localSiteUrl, 'https required in production'),
  }),
  PUBLIC_API_URL: publicUrl.meta({
    description: "this API's public URL: the one-click unsubscribe links point at it",
    defaultText: localDefault(localApiUrl, 'https required in production'),
  }),
  NEWSLETTER_LINK_SECRET: env
    .blankAsUnset(
      z
        .string()
        .refine((value) => Buffer.byteLength(value) >= 32, 'must be at least 32 bytes')
        .optional(),
    )
    .meta({
      description: "the key of the newsletter links' HMAC (decision 034), at least 32 bytes",
      defaultText: 'a random one per process (required in production)',
    }),
  NEWSLETTER_CONFIRM_HOURS: env
    .integer(48, 1, 30 * 24)
    .meta({ description: 'how long a confirmation link works' }),
  NEWSLETTER_PENDING_RETENTION_DAYS: env
    .integer(30, 1, 36_500)
    .meta({ description: 'unconfirmed sign-ups are deleted after this' }),
  NEWSLETTER_UNSUBSCRIBED_RETENTION_DAYS: env.integer(365, 1, 36_500).meta({
    description: 'withdrawn subscriptions and their consent records are deleted after this',
  }),
  NEWSLETTER_RATE_LIMIT_MAX: env.integer(5, 1, 1_000_000).meta({
    description: 'sign-ups per client address and `RATE_LIMIT_WINDOW_MS`, across all replicas',
  }),
  NEWSLETTER_ADDRESS_LIMIT_PER_DAY: env.integer(5, 1, 1000).meta({
    description: 'sign-ups of one address per day, from any client, once past the bot check',
  }),
  NEWSLETTER_LINK_RATE_LIMIT_MAX: env.integer(30, 1, 1_000_000).meta({
    description: "confirm and unsubscribe requests of the site's pages per client and window",
  }),
  NEWSLETTER_ONE_CLICK_RATE_LIMIT_MAX: env.integer(300, 1, 1_000_000).meta({
    description: "one-click unsubscribes per client (a mail provider's server) and window",
  }),
  NEWSLETTER_SENDS: env
    .blankAsUnset(
      z.enum(['digest', 'each-post'], { error: 'must be digest or each-post' }).default('digest'),
    )
    .meta({
      description:
        '`digest`: a monthly digest of new posts; `each-post`: an email per post to those whose ' +
        'consent promises it, only if the current consent wording does (decision 041)',
    }),
  NEWSLETTER_DIGEST_CRON: env.text('0 9 1 * *').meta({
    description: 'when the digest of the month just ended goes out (cron, UK time: the 1st, 9:00)',
  }),
  NEWSLETTER_SEND_RATE_PER_MINUTE: env.integer(120, 1, 100_000).meta({
    description:
      "newsletter emails started per minute across all replicas (the SMTP provider's limit)",
  }),
  NEWSLETTER_FAN_OUT_BATCH_SIZE: env
    .integer(100, 1, 10_000)
    .meta({ description: 'subscribers a fan-out queues per transaction' }),
  NEWSLETTER_BOUNCE_SECRET: env
    .blankAsUnset(
      z
        .string()
        .refine((value) => Buffer.byteLength(value) >= 32, 'must be at least 32 bytes')
        .optional(),
    )
    .meta({
      description:
        "bearer secret of `POST /newsletter/bounces`, the mail provider's bounce webhook, at least 32 bytes",
      defaultText: 'none: the webhook answers 404',
    }),
  SUPABASE_URL: env.url(undefined).meta({
    description: "the blog backend whose `get-blogs` the newsletter's mailings read new posts from",
    defaultText: 'none: no mailing can be made (required in production)',
  }),
  SUPABASE_ANON_KEY: env.text(undefined).meta({
    description: "the blog backend's public anon key",
    defaultText: 'none (required in production)',
  }),
  LOG_LEVEL: env
    .blankAsUnset(
      z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
    )
    .meta({ description: 'pino level; logs never hold names, addresses, messages or tokens' }),
  SHUTDOWN_TIMEOUT_MS: env
    .integer(10_000, 0, 10 * minute)
    .meta({ description: 'longest wait for requests and the sends in flight at shutdown' }),
});

export type ContactApiVariables = z.output<typeof contactApiVariables>;
