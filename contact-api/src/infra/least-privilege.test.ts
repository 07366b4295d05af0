import path from 'node:path';
import { startBotCheckEmulator, type RunningBotCheckEmulator } from '@site/bot-check-emulator';
import { apiErrorSchema, sendEmailAcceptedSchema } from '@site/contracts/contact';
import { startMailCatcher, type RunningMailCatcher } from '@site/mail-catcher';
import pg from 'pg';
import { startContactApi, type RunningContactApi } from '../start';
import {
  startPostgresServer,
  realPostgresMissing,
  type PostgresServer,
} from '../testing/postgres-server';
import {
  browserToken,
  postMessage,
  runScript,
  secretKey,
  siteKey,
  temporaryDirectory,
  testSettings,
  visitor,
  waitFor,
} from '../testing/local-parts';
import { isDatabaseTimeout } from './database';

/**
 * The API as it runs in production, on real Postgres (PGlite is one shared session: no roles,
 * no locks between connections): the schema's owner migrates, the API connects as a role that
 * may read and write its tables and nothing else, and a statement held by a lock answers the
 * visitor a 503 within the statement timeout.
 */

jest.setTimeout(120_000);

const owner = 'contact_owner';
const runtime = 'contact_api';
const statementTimeoutMs = 1000;

let server: PostgresServer;
let work: Awaited<ReturnType<typeof temporaryDirectory>>;
let emulator: RunningBotCheckEmulator;
let catcher: RunningMailCatcher;
let api: RunningContactApi;
let ownerUrl: string;
let runtimeUrl: string;
const clients: pg.Client[] = [];

/** A connection of its own as `role`, closed after the tests. */
async function connectAs(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  clients.push(client);
  return client;
}

const missing = realPostgresMissing();
if (missing) it.skip(`runs on real Postgres only: skipped, ${missing}`, () => undefined);
const onPostgres = missing ? describe.skip : describe;

onPostgres('the API on its own run-time role', () => {
  beforeAll(async () => {
    server = await startPostgresServer();
    work = await temporaryDirectory('contact-api-roles-');
    // What the operator does once (compose's init script): two roles, the owner may make schemas.
    const admin = await connectAs(server.url);
    for (const statement of [
      `CREATE ROLE ${owner} LOGIN`,
      `CREATE ROLE ${runtime} LOGIN`,
      'CREATE DATABASE contact',
      `GRANT CREATE ON DATABASE contact TO ${owner}`,
    ]) {
      await admin.query(statement);
    }
    const database = server.url.replace(/\/\/postgres@(.*)\/postgres$/, '//USER@$1/contact');
    ownerUrl = database.replace('USER', owner);
    runtimeUrl = database.replace('USER', runtime);

    const migrate = runScript('src/cli/migrate.ts', [], { DATABASE_URL: ownerUrl });
    expect(await migrate.exited).toMatchObject({ code: 0 });
    expect(migrate.output()).toContain(`The API's rights are granted to ${runtime}.`);

    emulator = await startBotCheckEmulator({ port: 0, siteKey, secretKey });
    catcher = await startMailCatcher({
      dir: path.join(work.dir, 'mail'),
      smtpPort: 0,
      httpPort: 0,
    });
    api = await startContactApi(
      testSettings(
        {
          databaseUrl: runtimeUrl,
          smtpPort: catcher.smtpPort,
          siteverifyUrl: emulator.siteverifyUrl,
        },
        { DATABASE_STATEMENT_TIMEOUT_MS: String(statementTimeoutMs) },
      ),
    );
  });

  afterAll(async () => {
    await api?.close();
    for (const client of clients) await client.end().catch(() => undefined);
    await catcher?.close();
    await emulator?.close();
    await server?.stop();
    await work?.remove();
  });

  const send = async (subject: string) =>
    postMessage(api.url, { ...visitor, subject, recaptchaToken: await browserToken(emulator) });

  it('accepts and delivers a message', async () => {
    const response = await send('as the run-time role');
    expect(response.status).toBe(202);
    const { id } = sendEmailAcceptedSchema.parse(await response.json());
    await waitFor('the message to be delivered', async () =>
      (await catcher.messages()).some((message) =>
        message.subject?.includes('as the run-time role'),
      ),
    );
    const owned = await connectAs(ownerUrl);
    await waitFor('the outbox to record it sent', async () => {
      const { rows } = await owned.query('SELECT status FROM contact.messages WHERE id = $1', [id]);
      return rows[0]?.status === 'sent';
    });
  });

  it('cannot create, alter, drop or empty tables and schemas, nor read the record of migrations', async () => {
    const client = await connectAs(runtimeUrl);
    const refused = [
      'CREATE TABLE contact.extra (id int)',
      'CREATE TABLE public.extra (id int)',
      'CREATE SCHEMA extra',
      'ALTER TABLE contact.messages ADD COLUMN extra int',
      'DROP TABLE contact.messages',
      'DROP TABLE newsletter.subscriptions',
      'DROP SCHEMA contact CASCADE',
      `DROP SCHEMA contact_queue CASCADE`,
      'TRUNCATE contact.messages',
      'CREATE INDEX extra ON contact.messages (status)',
      'SELECT * FROM contact.pgmigrations',
    ];
    for (const statement of refused) {
      await expect(client.query(statement)).rejects.toMatchObject({ code: '42501' });
    }
  });

  it("reads and writes the API's tables, also those a later migration adds", async () => {
    const client = await connectAs(runtimeUrl);
    await client.query(`INSERT INTO contact.rate_limits (key, points, expire) VALUES ('k', 1, 0)`);
    await client.query(`UPDATE contact.rate_limits SET points = 2 WHERE key = 'k'`);
    await client.query(`DELETE FROM contact.rate_limits WHERE key = 'k'`);
    await client.query('SELECT count(*) FROM newsletter.consent_records');
    // A later migration, run by the owner: the default privileges reach its table and sequence.
    const owned = await connectAs(ownerUrl);
    await owned.query(
      'CREATE TABLE contact.later (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, note text)',
    );
    await client.query(`INSERT INTO contact.later (note) VALUES ('new')`);
    expect((await client.query('SELECT note FROM contact.later')).rows).toEqual([{ note: 'new' }]);
    await expect(client.query('DROP TABLE contact.later')).rejects.toMatchObject({ code: '42501' });
  });

  it('answers 503 as JSON, within the statement timeout, while a lock holds the outbox', async () => {
    const locker = await connectAs(ownerUrl);
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE contact.messages IN ACCESS EXCLUSIVE MODE');
    try {
      const started = Date.now();
      const response = await send('while locked');
      const took = Date.now() - started;
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const body: unknown = await response.json();
      expect(Object.keys(body as object)).toEqual(['error']);
      expect(apiErrorSchema.parse(body).error).toMatch(/try again/i);
      expect(took).toBeGreaterThanOrEqual(statementTimeoutMs);
      expect(took).toBeLessThan(statementTimeoutMs + 4000);
    } finally {
      await locker.query('ROLLBACK');
    }
    expect((await send('after the lock')).status).toBe(202);
  });

  it('refuses to migrate as the run-time role', async () => {
    const migrate = runScript('src/cli/migrate.ts', [], { DATABASE_URL: runtimeUrl });
    expect(await migrate.exited).toMatchObject({ code: 1 });
    expect(migrate.output()).toContain("DATABASE_URL must name the schema's owner");
  });

  it('knows a statement cancelled by its timeout, and a pool with no connection to spare', async () => {
    const pool = new pg.Pool({
      connectionString: runtimeUrl,
      max: 1,
      connectionTimeoutMillis: 200,
      statement_timeout: 100,
    });
    try {
      const cancelled = await pool.query('SELECT pg_sleep(1)').catch((error: unknown) => error);
      expect(isDatabaseTimeout(cancelled)).toBe(true);
      const held = await pool.connect();
      const waited = await pool.query('SELECT 1').catch((error: unknown) => error);
      held.release();
      expect(isDatabaseTimeout(waited)).toBe(true);
      const wrong = await pool.query('SELECT * FROM nowhere').catch((error: unknown) => error);
      expect(isDatabaseTimeout(wrong)).toBe(false);
    } finally {
      await pool.end();
    }
  });
});
