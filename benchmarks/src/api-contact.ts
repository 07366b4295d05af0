import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { RequestSpec } from 'autocannon';
import pg from 'pg';
import { migrateDatabase } from '../../contact-api/src/infra/migrate';
import {
  realPostgresMissing,
  startPostgresServer,
  type PostgresServer,
} from '../../contact-api/src/testing/postgres-server';
import { measureCpu, ownCpuSeconds, runLoad, type LoadSummary } from './api-load';
import {
  processTreeCpuSeconds,
  repoRoot,
  startService,
  stopAll,
  type ServiceProcess,
} from './api-processes';
import { startSilentSmtp } from './api-silent-smtp';
import { lookalikeTokens, mintTokens, tokenPool, type TokenPool } from './api-tokens';

/**
 * The contact API under load, against the same load on a bare `node:http` JSON handler.
 *
 * The contact API runs as its own process (`contact-api/src/server.ts`, the production entry
 * point: `startContactApi(readConfig(env))`), with its production defaults except where the run
 * needs otherwise: siteverify is the bot-check emulator (a second process), the rate limit is
 * raised above what the run sends from one address, and SMTP is a server that never answers,
 * so the delivery workers hold a message each and the rest wait in the outbox (what is measured
 * is acceptance: CORS, the rate limit counted in Postgres, JSON, schema, siteverify over HTTP, the
 * committed outbox row and its delivery job). The database is a real Postgres server (Debian's
 * `postgresql`, a throwaway cluster on 127.0.0.1 with its default settings: every commit is
 * flushed to disk). Logs are at the default level (`info`), written to a file.
 */

export interface ContactBenchOptions {
  dir: string;
  ports: { contactApi: number; botCheck: number; bare: number; smtp: number };
  connections: number;
  warmup: number;
  duration: number;
  /** Tokens minted per second of load (warm-up and run): an upper bound of the API's rate. */
  tokensPerSecond: number;
  /** Extra Node options for the contact API's process (e.g. `--cpu-prof`). */
  contactApiNodeArgs?: readonly string[];
  /** Another entry point shaped like `contact-api/src/server.ts`, to compare versions. */
  contactApiScript?: string;
  /** Extra environment for the contact API (overrides the run's). */
  contactApiEnv?: Record<string, string>;
  log: (line: string) => void;
}

export interface OutboxCheck {
  /** 202 answers autocannon read (warm-up and run). */
  accepted: number;
  /** Of those, the ids found in the outbox. */
  acceptedInOutbox: number;
  /** Every row, whatever its status. */
  rows: number;
  byStatus: Record<string, number>;
  /** Requests autocannon sent but whose answer it never read (cut off when a run stopped). */
  unanswered: number;
}

export interface ContactBenchResult {
  /** The Postgres server's version. */
  postgres: string;
  contactApi: LoadSummary;
  bare: LoadSummary;
  outbox: OutboxCheck;
  /** Requests of the measured run that found the token pool spent (the run is then invalid). */
  tokenShortfall: number;
  tokensMinted: number;
  /** The contact API's process was gone before the load ended (the run is then invalid). */
  exitedDuringLoad: boolean;
}

const siteKey = 'bench-site-key';
const secretKey = 'bench-secret-key';
const siteOrigin = 'http://localhost:3000';

/** A realistic enquiry: about 700 bytes of JSON with its token. */
const enquiry = {
  name: 'Zoë O’Brien',
  email: 'zoe.obrien@example.org',
  company: 'Brien & Co Physiotherapy',
  subject: 'CRM and online booking for our clinic',
  message:
    'Hello,\n\nwe are a physiotherapy clinic with three sites and about twenty staff. We would ' +
    'like a quote for a CRM that covers referrals, online booking and reminders, and that keeps ' +
    'patient notes in the UK. Could we arrange a call next week?\n\nMany thanks,\nZoë',
};

/**
 * POST /send-email with the next token of `pool` and, as the form sends, an Idempotency-Key of
 * its own; records the id of every 202.
 */
function sendEmailRequest(pool: TokenPool, acceptedIds: string[]): RequestSpec {
  return {
    method: 'POST',
    path: '/send-email',
    headers: { 'Content-Type': 'application/json', Origin: siteOrigin },
    setupRequest: (request) => ({
      ...request,
      headers: { ...request.headers, 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ ...enquiry, recaptchaToken: pool.next() }),
    }),
    onResponse: (status, body) => {
      if (status === 202) acceptedIds.push((JSON.parse(body) as { id: string }).id);
    },
  };
}

function contactApiEnv(options: ContactBenchOptions, databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(options.ports.contactApi),
    ALLOWED_ORIGINS: siteOrigin,
    RATE_LIMIT_MAX: '1000000',
    RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${options.ports.botCheck}/recaptcha/api/siteverify`,
    RECAPTCHA_SECRET_KEY: secretKey,
    DATABASE_URL: databaseUrl,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(options.ports.smtp),
    // Longer than the run: the worker waits on the silent server instead of retrying.
    SMTP_TIMEOUT_MS: '600000',
    SHUTDOWN_TIMEOUT_MS: '2000',
    ...options.contactApiEnv,
  };
}

/** Every row of the outbox, read through its own connection once the API has stopped. */
async function checkOutbox(url: string, acceptedIds: readonly string[], unanswered: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; status: string }>(
      'SELECT id, status FROM contact.messages',
    );
    const ids = new Set(rows.map((row) => row.id));
    const byStatus: Record<string, number> = {};
    for (const row of rows) byStatus[row.status] = (byStatus[row.status] ?? 0) + 1;
    return {
      accepted: acceptedIds.length,
      acceptedInOutbox: acceptedIds.filter((id) => ids.has(id)).length,
      rows: rows.length,
      byStatus,
      unanswered,
    } satisfies OutboxCheck;
  } finally {
    await client.end();
  }
}

export async function benchContactApi(options: ContactBenchOptions): Promise<ContactBenchResult> {
  const { log } = options;
  const missing = realPostgresMissing();
  if (missing) throw new Error(`bench:api measures the contact API on real Postgres: ${missing}`);
  const load = (url: string, duration: number, request: RequestSpec) =>
    runLoad({ url, connections: options.connections, duration, requests: [request] });

  let botCheck: ServiceProcess | undefined;
  let contactApi: ServiceProcess | undefined;
  let bare: ServiceProcess | undefined;
  let postgres: PostgresServer | undefined;
  const smtp = await startSilentSmtp(options.ports.smtp);
  try {
    postgres = await startPostgresServer();
    log(`Postgres ${postgres.version} at ${postgres.url}`);
    await migrateDatabase({ url: postgres.url });
    botCheck = await startService({
      name: 'bot-check emulator',
      script: path.join(repoRoot, 'benchmarks/src/api-bot-check-server.ts'),
      url: `http://127.0.0.1:${options.ports.botCheck}`,
      readyPath: '/recaptcha/api.js',
      env: {
        PORT: String(options.ports.botCheck),
        BOT_CHECK_SITE_KEY: siteKey,
        BOT_CHECK_SECRET_KEY: secretKey,
      },
      logFile: path.join(options.dir, 'bot-check.log'),
    });
    const count = Math.ceil(options.tokensPerSecond * (options.warmup + options.duration));
    const minting = Date.now();
    const pool = tokenPool(await mintTokens(botCheck.url, siteKey, siteOrigin, count));
    log(`minted ${count} single-use bot-check tokens in ${Date.now() - minting} ms`);

    contactApi = await startService({
      name: 'contact API',
      script: options.contactApiScript ?? path.join(repoRoot, 'contact-api/src/server.ts'),
      url: `http://127.0.0.1:${options.ports.contactApi}`,
      readyPath: '/healthz',
      env: contactApiEnv(options, postgres.url),
      nodeArgs: options.contactApiNodeArgs,
      logFile: path.join(options.dir, 'contact-api.log'),
    });
    const acceptedIds: string[] = [];
    const request = sendEmailRequest(pool, acceptedIds);
    log(`contact API: ${options.warmup} s warm-up, then ${options.duration} s measured`);
    const warmup = await load(contactApi.url, options.warmup, request);
    const shortBefore = pool.shortfall();
    const api = contactApi;
    const verifier = botCheck;
    const database = postgres;
    const contactResult = await measureCpu(() => load(api.url, options.duration, request), {
      'contact-api': () => api.cpuSeconds(),
      'bot-check emulator': () => verifier.cpuSeconds(),
      postgres: () => processTreeCpuSeconds(database.pid),
      autocannon: ownCpuSeconds,
    });
    const tokenShortfall = pool.shortfall() - shortBefore;
    const exitedDuringLoad = api.child.exitCode !== null || api.child.signalCode !== null;
    if (exitedDuringLoad) log(`the contact API exited during the load:\n${api.logTail()}`);
    // Graceful stop: requests still in flight finish, the database closes; then count.
    await contactApi.stop();
    const outbox = await checkOutbox(
      postgres.url,
      acceptedIds,
      warmup.sent - warmup.completed + contactResult.sent - contactResult.completed,
    );
    await botCheck.stop();

    bare = await startService({
      name: 'bare node:http server',
      script: path.join(repoRoot, 'benchmarks/src/api-bare-server.ts'),
      url: `http://127.0.0.1:${options.ports.bare}`,
      env: { PORT: String(options.ports.bare) },
      logFile: path.join(options.dir, 'bare.log'),
    });
    // Same body size and client work: tokens of the same shape, which nothing verifies here.
    const barePool = tokenPool(lookalikeTokens(1000), { reuse: true });
    const bareRequest = sendEmailRequest(barePool, []);
    log(`bare node:http: ${options.warmup} s warm-up, then ${options.duration} s measured`);
    await load(bare.url, options.warmup, bareRequest);
    const baseline = bare;
    const bareResult = await measureCpu(() => load(baseline.url, options.duration, bareRequest), {
      'bare server': () => baseline.cpuSeconds(),
      autocannon: ownCpuSeconds,
    });

    return {
      postgres: postgres.version,
      contactApi: contactResult,
      bare: bareResult,
      outbox,
      tokenShortfall,
      tokensMinted: count,
      exitedDuringLoad,
    };
  } finally {
    await stopAll([contactApi, botCheck, bare]);
    await postgres?.stop();
    await smtp.close();
  }
}
