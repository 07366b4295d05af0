import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { deliveryQueue, queueSchema } from '../outbox/delivery-queue';
import { describeOnEachDatabase, type TestDatabase } from '../testing/test-databases';
import { migrateDatabase, migrationsDir } from './migrate';

/**
 * The migrate step on a new database, again on a migrated one, and on a database the API set up
 * itself before the step existed (its record `contact.migrations`): nothing runs twice, nothing
 * is lost.
 */

jest.setTimeout(120_000);

const files = readdirSync(migrationsDir)
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .map((name) => path.basename(name, '.sql'));

/**
 * What the API did at start-up before the migrate step (its code of then, with the SQL read from
 * the files that now hold it): the schemas, its own record, then each migration not yet recorded,
 * all in one transaction.
 */
async function migrateAsTheApiDid(url: string, upTo: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('contact-api migrations'))`);
    await client.query(`CREATE SCHEMA IF NOT EXISTS contact;
      CREATE SCHEMA IF NOT EXISTS ${queueSchema};
      CREATE TABLE IF NOT EXISTS contact.migrations (
        version    integer PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    for (const [index, name] of files.slice(0, upTo).entries()) {
      await client.query(readFileSync(path.join(migrationsDir, `${name}.sql`), 'utf8'));
      await client.query(`INSERT INTO contact.migrations (version, applied_at) VALUES ($1, $2)`, [
        index + 1,
        new Date(Date.UTC(2026, 0, index + 1)),
      ]);
    }
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
  // Then pg-boss installed its schema as the API started it, and a message was accepted.
  const boss = new PgBoss({ connectionString: url, schema: queueSchema, supervise: false });
  await boss.start();
  await boss.createQueue(deliveryQueue);
  const jobId = await boss.send(deliveryQueue, { id: 'kept' });
  await boss.stop({ graceful: false });
  return jobId;
}

const recorded = (db: TestDatabase) =>
  db.query<{ name: string; run_on: Date }>(
    'SELECT name, run_on FROM contact.pgmigrations ORDER BY id',
  );

describeOnEachDatabase('the migrate step', (databases) => {
  const { kind } = databases;

  it('runs every file on a new database, then none, and installs the queue', async () => {
    const db = await databases.database({ migrated: false });
    const first = await migrateDatabase({ url: db.url });
    expect(first).toMatchObject({ adopted: [], ran: files, embedded: kind === 'embedded' });
    // The first files are the migrations the API ran itself before (their SQL, moved).
    expect(files.slice(0, 3)).toEqual([
      '0001_outbox',
      '0002_outbox-content-as-json',
      '0003_newsletter',
    ]);
    expect(await migrateDatabase({ url: db.url })).toMatchObject({ adopted: [], ran: [] });
    expect((await recorded(db)).map(({ name }) => name)).toEqual(files);
    const queues = await db.query<{ name: string }>(`SELECT name FROM ${queueSchema}.queue`);
    expect(queues).toEqual(
      expect.arrayContaining([{ name: deliveryQueue }, { name: 'newsletter-mailings' }]),
    );
    expect(queues).toHaveLength(2);
    for (const table of ['contact.messages', 'contact.rate_limits', 'newsletter.consent_records']) {
      const [row] = await db.query<{ name: string | null }>('SELECT to_regclass($1) AS name', [
        table,
      ]);
      expect(row?.name).not.toBeNull();
    }
  });

  it.each([3, 2])(
    'takes over a database the API migrated itself up to version %i: the files it ran are recorded, not run, and its rows and jobs stay',
    async (upTo) => {
      const db = await databases.database({ migrated: false });
      const jobId = await migrateAsTheApiDid(db.url, upTo);
      await db.query(
        `INSERT INTO contact.messages (id, message_id, kind, content, status, job_id,
           accepted_at, retry_from)
         VALUES (gen_random_uuid(), '<kept@example.org>', 'contact-message', '{"name":"Zoë"}',
           'pending', $1, now(), now())`,
        [jobId],
      );

      const report = await migrateDatabase({ url: db.url });
      expect(report.adopted).toEqual(files.slice(0, upTo));
      expect(report.ran).toEqual(files.slice(upTo));
      const rows = await recorded(db);
      expect(rows.map(({ name }) => name)).toEqual(files);
      // Recorded when the API ran them, not now.
      expect(rows[0]?.run_on.getTime()).toBeLessThan(Date.UTC(2026, 0, 3));

      const messages = await db.query<{ message_id: string; content: unknown }>(
        'SELECT message_id, content FROM contact.messages',
      );
      expect(messages).toEqual([{ message_id: '<kept@example.org>', content: { name: 'Zoë' } }]);
      const jobs = await db.query<{ id: string; data: unknown }>(
        `SELECT id, data FROM ${queueSchema}.job WHERE name = $1`,
        [deliveryQueue],
      );
      expect(jobs).toEqual([{ id: jobId, data: { id: 'kept' } }]);
      // The old record stays, for an older replica that starts meanwhile: it finds nothing to do.
      const legacy = await db.query<{ max: number }>(
        'SELECT max(version)::int AS max FROM contact.migrations',
      );
      expect(legacy).toEqual([{ max: upTo }]);
      expect(await migrateDatabase({ url: db.url })).toMatchObject({ adopted: [], ran: [] });
    },
  );
});
