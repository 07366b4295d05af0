import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { company } from '@site/contracts/company';
import { parseHstsMaxAge } from '@site/contracts/strict-transport-security';
import * as z from 'zod';
import type { NewsletterSettings } from '../newsletter/newsletter';

/**
 * The API's configuration, read from the environment once at start-up and checked with zod.
 * Defaults suit production where a safe value exists; anything that must differ per deployment
 * (secrets, the SMTP server, the site's origins and hostnames) has to be set explicitly when
 * NODE_ENV=production. See the table in contact-api/README.md.
 */

export interface MailAddress {
  name: string;
  address: string;
}

export interface BotCheckConfig {
  /** Google's siteverify, or a compatible local server outside production. */
  verifyUrl: string;
  secretKey: string;
  /** The action the contact form executes (`submit`; the newsletter sign-up uses its own). */
  action: string;
  /** Hostnames of the pages a token may come from. */
  allowedHostnames: string[];
  minScore: number;
  timeoutMs: number;
}

export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the first byte (port 465). */
  secure: boolean;
  /** Refuse to send unless the server upgrades to TLS with STARTTLS. */
  requireTls: boolean;
  user?: string;
  pass?: string;
  /** Connection, greeting and socket inactivity timeout. */
  timeoutMs: number;
}

export interface MailConfig {
  from: MailAddress;
  to: string[];
}

export interface DeliveryConfig {
  /** How long a message is retried, from its acceptance (or a manual retry), before it fails. */
  retryHorizonMs: number;
  /** Delay before the first retry; it doubles at each retry, with jitter (pg-boss). */
  retryDelaySeconds: number;
  /** Longest delay between two attempts. */
  maxRetryDelaySeconds: number;
  /** Messages one replica sends at the same time. */
  concurrency: number;
  /** How often an idle worker looks for due messages (it is also woken on accept). */
  pollIntervalSeconds: number;
  /**
   * A worker sending a message says so every half of this; a message whose worker stopped saying
   * so (a crash) is retried after it.
   */
  heartbeatSeconds: number;
  /** Sent messages are deleted after this many days (0: at the next clean-up). */
  sentRetentionDays: number;
  /** Failed messages are deleted after this many days. */
  failedRetentionDays: number;
}

export interface DatabaseConfig {
  /** A Postgres URL; when absent, an embedded PGlite database (never in production). */
  url?: string;
  /** Where the embedded database keeps its data; `memory` for none. */
  embeddedDir: string;
  /** Connections of this replica's pool. */
  poolSize: number;
  /** Longest a statement may run, waiting for locks included, before Postgres cancels it. */
  statementTimeoutMs: number;
}

/** Express's `trust proxy`: off, a number of hops, or the proxies' addresses/subnets. */
export type TrustProxy = false | number | string[];

export interface ContactApiConfig {
  production: boolean;
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** Where `/readyz` and `/metrics` are served: never published, never behind the proxy. */
  internalHost: string;
  /** 0 picks a free port. */
  internalPort: number;
  /** Origins of the site that may call the API from a browser. */
  allowedOrigins: string[];
  /** Strict-Transport-Security's max-age in seconds; 0 sends none (the site's one rule). */
  hstsMaxAge: number;
  trustProxy: TrustProxy;
  rateLimit: { windowMs: number; limit: number };
  botCheck: BotCheckConfig;
  newsletter: NewsletterSettings & {
    /** Sign-ups one client may make per `rateLimit.windowMs`. */
    clientLimit: number;
    /** Sign-ups of one address per day, from any client. */
    addressLimitPerDay: number;
    /** Confirm and unsubscribe requests from the site's pages, per client and window. */
    linkLimit: number;
    /** One-click unsubscribes (RFC 8058), per client (a mail provider's server) and window. */
    oneClickLimit: number;
  };
  database: DatabaseConfig;
  smtp: SmtpConfig;
  mail: MailConfig;
  delivery: DeliveryConfig;
  logLevel: string;
  shutdownTimeoutMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Google's siteverify hosts: the only verifier a production API may use. */
export const productionVerifyHosts = [
  'www.google.com',
  'google.com',
  'www.recaptcha.net',
  'recaptcha.net',
] as const;

export const googleSiteverifyUrl = 'https://www.google.com/recaptcha/api/siteverify';

/** contact-api/.data/pglite: the embedded database's folder. */
export const defaultEmbeddedDir = path.resolve(__dirname, '..', '..', '.data', 'pglite');

const shellOrigins = 'http://localhost:3000,http://127.0.0.1:3000';

/** An unset or blank variable takes the default. */
const blank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const integer = (fallback: number, min: number, max: number) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`)
      .default(fallback),
  );

const boolean = (fallback: boolean) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? blank(value.toLowerCase()) : value),
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
      .default(fallback ? 'true' : 'false')
      .transform((value) => value === 'true' || value === '1' || value === 'yes'),
  );

const text = (fallback: string) => z.preprocess(blank, z.string().default(fallback));
const optionalText = () => z.preprocess(blank, z.string().optional());

const commaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const email = z.email();

const originList = z.string().transform((value, ctx) => {
  const origins = commaList(value);
  for (const origin of origins) {
    let valid = false;
    try {
      const url = new URL(origin);
      valid = url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:');
    } catch {
      // reported below
    }
    if (!valid) {
      ctx.addIssue({
        code: 'custom',
        message: `"${origin}" is not an origin (scheme://host[:port], no path or trailing slash)`,
      });
    }
  }
  if (!origins.length) ctx.addIssue({ code: 'custom', message: 'must list at least one origin' });
  return origins;
});

const hostnameList = z.string().transform((value, ctx) => {
  const hostnames = commaList(value).map((hostname) => hostname.toLowerCase());
  if (!hostnames.length) ctx.addIssue({ code: 'custom', message: 'must list at least one host' });
  for (const hostname of hostnames) {
    if (!/^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/.test(hostname)) {
      ctx.addIssue({ code: 'custom', message: `"${hostname}" is not a hostname` });
    }
  }
  return hostnames;
});

const trustProxy = z.string().transform((value, ctx): TrustProxy => {
  const setting = value.trim().toLowerCase();
  if (setting === '' || setting === 'false' || setting === '0') return false;
  if (/^\d+$/.test(setting)) return Number(setting);
  if (setting === 'true') {
    ctx.addIssue({
      code: 'custom',
      message:
        'true would trust any X-Forwarded-For header and let clients dodge the rate limit; ' +
        'give the number of proxies in front of the API, or their addresses',
    });
    return false;
  }
  return commaList(setting);
});

/** `Name <address>`, `"Name" <address>` or a bare address. */
const mailbox = z.string().transform((value, ctx): MailAddress => {
  const match = /^\s*(?:"?([^"<>\r\n]*?)"?\s*)?<([^<>\s]+)>\s*$/.exec(value);
  const name = match ? (match[1] ?? '').trim() : '';
  const address = match ? (match[2] ?? '') : value.trim();
  if (!email.safeParse(address).success) {
    ctx.addIssue({ code: 'custom', message: 'must be an address, optionally "Name <address>"' });
  }
  return { name, address };
});

const addressList = z.string().transform((value, ctx) => {
  const addresses = commaList(value);
  if (!addresses.length || addresses.some((address) => !email.safeParse(address).success)) {
    ctx.addIssue({ code: 'custom', message: 'must be one or more addresses, comma-separated' });
  }
  return addresses;
});

/** A public http(s) URL without query or fragment; a trailing slash is dropped. */
const publicUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .refine((value) => !/[?#]/.test(value), 'must have no query or fragment')
  .transform((value) => value.replace(/\/+$/, ''));

const envSchema = z.object({
  NODE_ENV: text('development'),
  HOST: text('127.0.0.1'),
  PORT: integer(4000, 0, 65535),
  INTERNAL_HOST: text('127.0.0.1'),
  INTERNAL_PORT: integer(4001, 0, 65535),
  ALLOWED_ORIGINS: z.preprocess(blank, originList.default(commaList(shellOrigins))),
  TRUST_PROXY: z.preprocess(blank, trustProxy.default(false)),
  HSTS_MAX_AGE: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseHstsMaxAge(value);
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: (error as Error).message.replace(/^HSTS_MAX_AGE /, ''),
        });
        return 0;
      }
    }),
  RATE_LIMIT_WINDOW_MS: integer(10 * 60 * 1000, 1000, 24 * 60 * 60 * 1000),
  RATE_LIMIT_MAX: integer(5, 1, 1_000_000),
  SITE_URL: z.preprocess(blank, publicUrl.default('http://localhost:3000')),
  PUBLIC_API_URL: z.preprocess(blank, publicUrl.default('http://localhost:4000')),
  NEWSLETTER_CONFIRM_HOURS: integer(48, 1, 30 * 24),
  NEWSLETTER_PENDING_RETENTION_DAYS: integer(30, 1, 36_500),
  NEWSLETTER_UNSUBSCRIBED_RETENTION_DAYS: integer(365, 1, 36_500),
  NEWSLETTER_RATE_LIMIT_MAX: integer(5, 1, 1_000_000),
  NEWSLETTER_ADDRESS_LIMIT_PER_DAY: integer(5, 1, 1000),
  NEWSLETTER_LINK_RATE_LIMIT_MAX: integer(30, 1, 1_000_000),
  NEWSLETTER_ONE_CLICK_RATE_LIMIT_MAX: integer(300, 1, 1_000_000),
  // The key of the newsletter links' HMAC (decision 034): outside production, a random one per process.
  NEWSLETTER_LINK_SECRET: z.preprocess(
    blank,
    z
      .string()
      .refine((value) => Buffer.byteLength(value) >= 32, 'must be at least 32 bytes')
      .optional(),
  ),
  RECAPTCHA_VERIFY_URL: z.preprocess(
    blank,
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default(googleSiteverifyUrl),
  ),
  RECAPTCHA_SECRET_KEY: z.preprocess(blank, z.string({ error: 'is required' })),
  RECAPTCHA_ALLOWED_HOSTNAMES: z.preprocess(
    blank,
    hostnameList.default(commaList('localhost,127.0.0.1')),
  ),
  RECAPTCHA_MIN_SCORE: z.preprocess(
    blank,
    z.coerce
      .number({ error: 'must be a number' })
      .min(0, 'must be between 0 and 1')
      .max(1, 'must be between 0 and 1')
      .default(0.5),
  ),
  RECAPTCHA_TIMEOUT_MS: integer(3000, 100, 60_000),
  DATABASE_URL: z.preprocess(
    blank,
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  ),
  EMBEDDED_DB_DIR: text(defaultEmbeddedDir),
  DATABASE_POOL_SIZE: integer(10, 1, 200),
  DATABASE_STATEMENT_TIMEOUT_MS: integer(5000, 100, 10 * 60 * 1000),
  SMTP_HOST: text('127.0.0.1'),
  SMTP_PORT: integer(1025, 1, 65535),
  SMTP_SECURE: boolean(false),
  SMTP_REQUIRE_TLS: boolean(false),
  SMTP_USER: optionalText(),
  SMTP_PASS: optionalText(),
  SMTP_TIMEOUT_MS: integer(20_000, 100, 10 * 60 * 1000),
  MAIL_FROM: z.preprocess(
    blank,
    mailbox.default({ name: `${company.name} website`, address: company.email }),
  ),
  MAIL_TO: z.preprocess(blank, addressList.default([company.email])),
  DELIVERY_RETRY_HORIZON_HOURS: integer(72, 1, 24 * 365),
  DELIVERY_RETRY_DELAY_SECONDS: integer(10, 1, 60 * 60),
  DELIVERY_MAX_RETRY_DELAY_SECONDS: integer(30 * 60, 1, 24 * 60 * 60),
  DELIVERY_CONCURRENCY: integer(2, 1, 100),
  DELIVERY_POLL_INTERVAL_SECONDS: z.preprocess(
    blank,
    z.coerce
      .number({ error: 'must be a number' })
      .min(0.5, 'must be at least 0.5')
      .max(3600, 'must be at most 3600')
      .default(2),
  ),
  DELIVERY_HEARTBEAT_SECONDS: integer(30, 10, 60 * 60),
  OUTBOX_SENT_RETENTION_DAYS: integer(7, 0, 36_500),
  OUTBOX_FAILED_RETENTION_DAYS: integer(30, 1, 36_500),
  LOG_LEVEL: z.preprocess(
    blank,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  ),
  SHUTDOWN_TIMEOUT_MS: integer(10_000, 0, 10 * 60 * 1000),
});

type Env = Record<string, string | undefined>;

/** Rules that keep a production API away from local stand-ins. */
function productionProblems(env: Env, parsed: z.output<typeof envSchema>): string[] {
  const problems: string[] = [];
  for (const key of [
    'ALLOWED_ORIGINS',
    'RECAPTCHA_ALLOWED_HOSTNAMES',
    'SMTP_HOST',
    'HSTS_MAX_AGE',
    'NEWSLETTER_LINK_SECRET',
  ]) {
    if (!env[key]?.trim()) problems.push(`${key}: must be set when NODE_ENV=production`);
  }
  if (!parsed.DATABASE_URL) {
    problems.push(
      'DATABASE_URL: must be set when NODE_ENV=production (the embedded database is for ' +
        'development and tests: replicas share the outbox only through Postgres)',
    );
  }
  const trustProxySetting = env.TRUST_PROXY?.trim().toLowerCase();
  if (!trustProxySetting || trustProxySetting === 'false') {
    problems.push(
      'TRUST_PROXY: must be set when NODE_ENV=production: the number of proxies in front of ' +
        'the API (0 if clients connect to it directly), or their addresses/subnets; without it ' +
        'every visitor behind a load balancer shares one address and one rate limit',
    );
  }
  if (parsed.SMTP_USER && !parsed.SMTP_SECURE && !parsed.SMTP_REQUIRE_TLS) {
    problems.push(
      'SMTP_USER: credentials are sent only over TLS when NODE_ENV=production: set ' +
        'SMTP_SECURE=true (TLS from the start, port 465) or SMTP_REQUIRE_TLS=true (STARTTLS)',
    );
  }
  for (const key of ['SITE_URL', 'PUBLIC_API_URL'] as const) {
    if (!env[key]?.trim() || !parsed[key].startsWith('https://')) {
      problems.push(
        `${key}: must be set to an https:// URL when NODE_ENV=production (the newsletter's ` +
          'emails link to it)',
      );
    }
  }
  const verifyUrl = new URL(parsed.RECAPTCHA_VERIFY_URL);
  const isGoogle =
    verifyUrl.protocol === 'https:' &&
    verifyUrl.port === '' &&
    (productionVerifyHosts as readonly string[]).includes(verifyUrl.hostname) &&
    verifyUrl.pathname === '/recaptcha/api/siteverify' &&
    !verifyUrl.username &&
    !verifyUrl.password;
  if (!isGoogle) {
    problems.push(
      `RECAPTCHA_VERIFY_URL: must be Google's siteverify (${googleSiteverifyUrl} or ` +
        'https://www.recaptcha.net/recaptcha/api/siteverify) when NODE_ENV=production; ' +
        'the local bot-check emulator is for development and tests only',
    );
  }
  return problems;
}

/**
 * Reads and checks the configuration. Throws a ConfigError naming every bad variable, e.g.
 * `Invalid configuration: RECAPTCHA_SECRET_KEY: is required`.
 */
export function readConfig(env: Env = process.env): ContactApiConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      `Invalid configuration: ${result.error.issues
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ')}`,
    );
  }
  const parsed = result.data;
  const production = parsed.NODE_ENV === 'production';
  const problems = production ? productionProblems(env, parsed) : [];
  if (Boolean(parsed.SMTP_USER) !== Boolean(parsed.SMTP_PASS)) {
    problems.push('SMTP_USER: set SMTP_USER and SMTP_PASS together');
  }
  if (parsed.DELIVERY_MAX_RETRY_DELAY_SECONDS < parsed.DELIVERY_RETRY_DELAY_SECONDS) {
    problems.push(
      'DELIVERY_MAX_RETRY_DELAY_SECONDS: must be at least DELIVERY_RETRY_DELAY_SECONDS',
    );
  }
  if (problems.length) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);

  return {
    production,
    host: parsed.HOST,
    port: parsed.PORT,
    internalHost: parsed.INTERNAL_HOST,
    internalPort: parsed.INTERNAL_PORT,
    allowedOrigins: parsed.ALLOWED_ORIGINS,
    hstsMaxAge: parsed.HSTS_MAX_AGE,
    trustProxy: parsed.TRUST_PROXY,
    rateLimit: { windowMs: parsed.RATE_LIMIT_WINDOW_MS, limit: parsed.RATE_LIMIT_MAX },
    botCheck: {
      verifyUrl: parsed.RECAPTCHA_VERIFY_URL,
      secretKey: parsed.RECAPTCHA_SECRET_KEY,
      action: 'submit',
      allowedHostnames: parsed.RECAPTCHA_ALLOWED_HOSTNAMES,
      minScore: parsed.RECAPTCHA_MIN_SCORE,
      timeoutMs: parsed.RECAPTCHA_TIMEOUT_MS,
    },
    newsletter: {
      siteUrl: parsed.SITE_URL,
      apiUrl: parsed.PUBLIC_API_URL,
      linkSecret: parsed.NEWSLETTER_LINK_SECRET ?? randomBytes(32).toString('base64url'),
      confirmationTtlMs: parsed.NEWSLETTER_CONFIRM_HOURS * 60 * 60 * 1000,
      confirmationIntervalMs: 24 * 60 * 60 * 1000,
      pendingRetentionDays: parsed.NEWSLETTER_PENDING_RETENTION_DAYS,
      unsubscribedRetentionDays: parsed.NEWSLETTER_UNSUBSCRIBED_RETENTION_DAYS,
      clientLimit: parsed.NEWSLETTER_RATE_LIMIT_MAX,
      addressLimitPerDay: parsed.NEWSLETTER_ADDRESS_LIMIT_PER_DAY,
      linkLimit: parsed.NEWSLETTER_LINK_RATE_LIMIT_MAX,
      oneClickLimit: parsed.NEWSLETTER_ONE_CLICK_RATE_LIMIT_MAX,
    },
    database: readDatabaseSettings(parsed),
    smtp: {
      host: parsed.SMTP_HOST,
      port: parsed.SMTP_PORT,
      secure: parsed.SMTP_SECURE,
      requireTls: parsed.SMTP_REQUIRE_TLS,
      user: parsed.SMTP_USER,
      pass: parsed.SMTP_PASS,
      timeoutMs: parsed.SMTP_TIMEOUT_MS,
    },
    mail: { from: parsed.MAIL_FROM, to: parsed.MAIL_TO },
    delivery: {
      retryHorizonMs: parsed.DELIVERY_RETRY_HORIZON_HOURS * 60 * 60 * 1000,
      retryDelaySeconds: parsed.DELIVERY_RETRY_DELAY_SECONDS,
      maxRetryDelaySeconds: parsed.DELIVERY_MAX_RETRY_DELAY_SECONDS,
      concurrency: parsed.DELIVERY_CONCURRENCY,
      pollIntervalSeconds: parsed.DELIVERY_POLL_INTERVAL_SECONDS,
      heartbeatSeconds: parsed.DELIVERY_HEARTBEAT_SECONDS,
      sentRetentionDays: parsed.OUTBOX_SENT_RETENTION_DAYS,
      failedRetentionDays: parsed.OUTBOX_FAILED_RETENTION_DAYS,
    },
    logLevel: parsed.LOG_LEVEL,
    shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_MS,
  };
}

type DatabaseSettings = Pick<
  z.output<typeof envSchema>,
  'DATABASE_URL' | 'EMBEDDED_DB_DIR' | 'DATABASE_POOL_SIZE' | 'DATABASE_STATEMENT_TIMEOUT_MS'
>;

function readDatabaseSettings(parsed: DatabaseSettings): DatabaseConfig {
  const embedded = parsed.EMBEDDED_DB_DIR.trim();
  return {
    url: parsed.DATABASE_URL,
    embeddedDir: embedded === 'memory' ? 'memory' : path.resolve(embedded),
    poolSize: parsed.DATABASE_POOL_SIZE,
    statementTimeoutMs: parsed.DATABASE_STATEMENT_TIMEOUT_MS,
  };
}

/** Where the outbox lives: all the outbox command needs (it runs without the API's secrets). */
export function readDatabaseConfig(env: Env = process.env): DatabaseConfig {
  const schema = envSchema.pick({
    DATABASE_URL: true,
    EMBEDDED_DB_DIR: true,
    DATABASE_POOL_SIZE: true,
    DATABASE_STATEMENT_TIMEOUT_MS: true,
  });
  const result = schema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      `Invalid configuration: ${result.error.issues
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ')}`,
    );
  }
  return readDatabaseSettings({ ...result.data, DATABASE_POOL_SIZE: 2 });
}
