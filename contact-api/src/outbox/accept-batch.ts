import { createHash } from 'node:crypto';
import type { PgBoss } from 'pg-boss';
import { batches } from './batches';
import type { Database } from '../infra/database';

/**
 * Accepting messages in batches: the messages that reach the outbox in one turn of the event loop
 * are committed together, by one statement (DataLoader collects them). Each still gets its own
 * answer. A round trip to Postgres costs more of the API's CPU and of Postgres's than the rows it
 * carries (the figures are in docs/decisions/026), so one per message capped the API's throughput.
 */

/** One message to accept, with everything decided before it is stored. */
export interface AcceptRow {
  id: string;
  messageId: string;
  /** Column `kind` of the outbox. */
  kind: string;
  content: unknown;
  jobId: string;
  /** Acceptance time. */
  at: Date;
  /** The Idempotency-Key, if the request had one, and what it is checked against. */
  key: string | null;
  fingerprint: string;
}

/** Whether the row was stored: false when its key belongs to another request within a day. */
export type AcceptBatch = (row: AcceptRow) => Promise<boolean>;

/** pg-boss's own statement for inserting `jobs`, captured rather than run. */
async function jobsInsert(boss: PgBoss, queue: string, rows: readonly AcceptRow[]) {
  let captured: { text: string; values: unknown[] } | undefined;
  await boss.insert(
    queue,
    rows.map((row) => ({ id: row.jobId, data: { id: row.id } })),
    {
      returnId: true,
      db: {
        executeSql: async (text: string, values?: unknown[]) => {
          captured = { text, values: values ?? [] };
          return { rows: rows.map((row) => ({ id: row.jobId })) };
        },
      },
    },
  );
  const text = captured?.text.trim();
  // One plain INSERT with the jobs as its one parameter, or it cannot be a CTE of ours.
  if (!captured || !text || !/^INSERT\s/i.test(text) || text.includes(';')) return undefined;
  if (captured.values.length !== 1 || /\$[2-9]/.test(text)) return undefined;
  return { text, value: captured.values[0] };
}

/**
 * The statement: pg-boss's INSERT of the jobs, the Idempotency-Keys claimed (a key older than the
 * window is taken over), and the messages whose key was claimed or who had none; it answers the
 * ids stored. Every row is in `$2`, one JSON array.
 */
const acceptStatement = (jobs: string) => `
  WITH job AS (${jobs}),
  input AS (
    SELECT * FROM jsonb_to_recordset($2::jsonb) AS row (
      id uuid, message_id text, kind text, content jsonb, job_id uuid,
      at timestamptz, key text, fingerprint text)),
  claim AS (
    INSERT INTO contact.idempotency_keys (key, fingerprint, message, created_at)
    SELECT key, fingerprint, id, at FROM input WHERE key IS NOT NULL
    ON CONFLICT (key) DO UPDATE
      SET fingerprint = EXCLUDED.fingerprint, message = EXCLUDED.message,
          created_at = EXCLUDED.created_at
      WHERE contact.idempotency_keys.created_at
            <= EXCLUDED.created_at - $3::float8 * interval '1 millisecond'
    RETURNING key),
  stored AS (
    INSERT INTO contact.messages (id, message_id, kind, content, status, job_id,
      accepted_at, retry_from)
    SELECT id, message_id, kind, content, 'pending', job_id, at, at FROM input
     WHERE key IS NULL OR key IN (SELECT key FROM claim)
    RETURNING id)
  SELECT id FROM stored`;

/**
 * Rows in the order given, as batches in which no Idempotency-Key appears twice (one statement
 * cannot claim a key twice); a repeat goes in a later batch, which sees the first one's claim.
 */
function withoutRepeatedKeys(rows: readonly AcceptRow[]): AcceptRow[][] {
  const batches: { rows: AcceptRow[]; keys: Set<string> }[] = [];
  for (const row of rows) {
    let batch = batches.find((candidate) => row.key === null || !candidate.keys.has(row.key));
    if (!batch) batches.push((batch = { rows: [], keys: new Set() }));
    batch.rows.push(row);
    if (row.key !== null) batch.keys.add(row.key);
  }
  return batches.map((batch) => batch.rows);
}

export interface AcceptBatchOptions {
  db: Database;
  boss: PgBoss;
  queue: string;
  /** How long a key is remembered, in ms. */
  keyWindowMs: number;
}

/**
 * The batched accept, or undefined if pg-boss's statement cannot be part of ours (then the caller
 * stores each message in a transaction of its own).
 */
export async function createAcceptBatch(
  options: AcceptBatchOptions,
): Promise<AcceptBatch | undefined> {
  const { db, boss, queue, keyWindowMs } = options;
  const probe = await jobsInsert(boss, queue, []);
  if (!probe) return undefined;
  const text = acceptStatement(probe.text);
  // Prepared once per connection (planning costs more than running it), except on the embedded
  // database, whose one session every connection shares.
  const name =
    db.kind === 'postgres'
      ? `contact-accept-${createHash('sha1').update(text).digest('hex').slice(0, 12)}`
      : undefined;

  async function store(rows: readonly AcceptRow[]): Promise<Set<string>> {
    const jobs = await jobsInsert(boss, queue, rows);
    if (!jobs || jobs.text !== probe?.text) throw new Error('pg-boss changed its insert statement');
    const { rows: stored } = await db.pool.query<{ id: string }>({
      name,
      text,
      values: [
        jobs.value,
        JSON.stringify(
          rows.map((row) => ({
            id: row.id,
            message_id: row.messageId,
            kind: row.kind,
            content: row.content,
            job_id: row.jobId,
            at: row.at.toISOString(),
            key: row.key,
            fingerprint: row.fingerprint,
          })),
        ),
        keyWindowMs,
      ],
    });
    return new Set(stored.map((row) => row.id));
  }

  return batches<AcceptRow, boolean>(
    async (rows) => {
      const stored = new Set<string>();
      for (const batch of withoutRepeatedKeys(rows)) {
        for (const id of await store(batch)) stored.add(id);
      }
      return rows.map((row) => stored.has(row.id));
    },
    { maxSize: 100 },
  );
}
