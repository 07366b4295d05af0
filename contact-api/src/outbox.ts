import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Clock } from './clock';

/**
 * The durable outbox (SQLite, WAL, synchronous=FULL): a message is committed here before the API
 * answers 202, and stays until it has been delivered. Delivery workers claim one message at a time
 * with a lease, so two workers never send the same message at once, and a message whose worker
 * died mid-send is claimed again once its lease runs out.
 */

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** What the visitor sent, after validation. */
export interface OutboxMessage {
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
}

export interface OutboxEntry extends OutboxMessage {
  id: string;
  /** The email's Message-ID, fixed when accepted so every attempt sends the same one. */
  messageId: string;
  status: OutboxStatus;
  /** Delivery attempts started so far. */
  attempts: number;
  /** Epoch ms after which a pending message is due. */
  nextAttemptAt: number;
  leaseOwner: string | null;
  /** Epoch ms after which a `sending` message counts as abandoned. */
  leaseUntil: number | null;
  lastError: string | null;
  createdAt: number;
  updatedAt: number;
  sentAt: number | null;
}

export type RetryOutcome =
  | { id: string; outcome: 'queued' }
  | { id: string; outcome: 'not-found' | 'already-sent' | 'being-sent' };

export interface Outbox {
  /**
   * Stores an accepted message, due at once, in a transaction of its own. Returns it once
   * committed. (The API accepts through `startOutboxWriter`, which commits in groups.)
   */
  add(message: OutboxMessage): OutboxEntry;
  /** Claims the message due first (pending and due, or sending with an expired lease). */
  claimNext(owner: string, leaseMs: number): OutboxEntry | undefined;
  /** Each `mark*` applies only while `owner` still holds the lease; false otherwise. */
  markSent(id: string, owner: string): boolean;
  markForRetry(id: string, owner: string, error: string, nextAttemptAt: number): boolean;
  markFailed(id: string, owner: string, error: string): boolean;
  /** Puts failed messages (all, or the one given) back in the queue with fresh attempts. */
  retry(id?: string): RetryOutcome[];
  get(id: string): OutboxEntry | undefined;
  /** Newest first. */
  list(statuses?: readonly OutboxStatus[]): OutboxEntry[];
  /** When the next message becomes due (or a lease expires); undefined when none is waiting. */
  nextDueAt(): number | undefined;
  /** Deletes sent messages sent before `before`; returns how many. */
  deleteSentBefore(before: number): number;
  /** Whether the database answers. */
  isReachable(): boolean;
  close(): void;
}

export interface OpenOutboxOptions {
  file: string;
  clock: Clock;
  /** Domain of the Message-IDs, normally that of the From address. */
  messageIdDomain: string;
  /** For tools: fail instead of creating a new, empty database. */
  mustExist?: boolean;
}

interface Row {
  id: string;
  message_id: string;
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: number;
  lease_owner: string | null;
  lease_until: number | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
  sent_at: number | null;
}

const toEntry = (row: Row): OutboxEntry => ({
  id: row.id,
  messageId: row.message_id,
  name: row.name,
  email: row.email,
  company: row.company,
  subject: row.subject,
  message: row.message,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  leaseOwner: row.lease_owner,
  leaseUntil: row.lease_until,
  lastError: row.last_error,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  sentAt: row.sent_at,
});

const migrations = [
  `CREATE TABLE outbox (
    id              TEXT PRIMARY KEY,
    message_id      TEXT NOT NULL UNIQUE,
    name            TEXT NOT NULL,
    email           TEXT NOT NULL,
    company         TEXT NOT NULL,
    subject         TEXT NOT NULL,
    message         TEXT NOT NULL,
    status          TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    lease_owner     TEXT,
    lease_until     INTEGER,
    last_error      TEXT,
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL,
    sent_at         INTEGER
  );
  CREATE INDEX outbox_waiting ON outbox (status, next_attempt_at);`,
];

/** Longest error text kept per message. */
const maxErrorLength = 1000;

/**
 * Settings of every connection to the outbox (WAL mode is a property of the file). FULL: a
 * commit returns only once the WAL is fsynced, so a committed message survives a power cut.
 */
export const connectionPragmas = ['synchronous = FULL', 'busy_timeout = 5000'] as const;

/** Inserts a new message (the parameters of `newRow`), pending and due at once. */
export const insertSql = `INSERT INTO outbox (id, message_id, name, email, company, subject,
    message, status, attempts, next_attempt_at, created_at, updated_at)
  VALUES (@id, @messageId, @name, @email, @company, @subject, @message, 'pending', 0, @now, @now,
    @now)`;

export interface NewRow extends OutboxMessage {
  id: string;
  messageId: string;
  now: number;
}

/** The parameters of `insertSql` for a message accepted at `now`. */
export function newRow(message: OutboxMessage, now: number, messageIdDomain: string): NewRow {
  const id = randomUUID();
  return {
    id,
    messageId: `<${id}@${messageIdDomain}>`,
    name: message.name,
    email: message.email,
    company: message.company,
    subject: message.subject,
    message: message.message,
    now,
  };
}

/** The entry `insertSql` stores for `row`, without reading it back. */
export const newEntry = (row: NewRow): OutboxEntry => ({
  id: row.id,
  messageId: row.messageId,
  name: row.name,
  email: row.email,
  company: row.company,
  subject: row.subject,
  message: row.message,
  status: 'pending',
  attempts: 0,
  nextAttemptAt: row.now,
  leaseOwner: null,
  leaseUntil: null,
  lastError: null,
  createdAt: row.now,
  updatedAt: row.now,
  sentAt: null,
});

export function openOutbox(options: OpenOutboxOptions): Outbox {
  if (!options.mustExist) mkdirSync(path.dirname(options.file), { recursive: true });
  const db = new Database(options.file, { fileMustExist: options.mustExist ?? false });
  db.pragma('journal_mode = WAL');
  for (const pragma of connectionPragmas) db.pragma(pragma);

  db.transaction(() => {
    const version = db.pragma('user_version', { simple: true }) as number;
    migrations.slice(version).forEach((sql) => db.exec(sql));
    db.pragma(`user_version = ${migrations.length}`);
  }).immediate();

  const { clock } = options;
  const statements = {
    insert: db.prepare(`${insertSql} RETURNING *`),
    claim: db.prepare(
      `UPDATE outbox
         SET status = 'sending', lease_owner = @owner, lease_until = @leaseUntil,
             attempts = attempts + 1, updated_at = @now
       WHERE id = (
         SELECT id FROM outbox
          WHERE (status = 'pending' AND next_attempt_at <= @now)
             OR (status = 'sending' AND lease_until <= @now)
          ORDER BY next_attempt_at, created_at
          LIMIT 1)
       RETURNING *`,
    ),
    sent: db.prepare(
      `UPDATE outbox
         SET status = 'sent', sent_at = @now, updated_at = @now, lease_owner = NULL,
             lease_until = NULL, last_error = NULL
       WHERE id = @id AND status = 'sending' AND lease_owner = @owner`,
    ),
    retryLater: db.prepare(
      `UPDATE outbox
         SET status = 'pending', next_attempt_at = @nextAttemptAt, last_error = @error,
             updated_at = @now, lease_owner = NULL, lease_until = NULL
       WHERE id = @id AND status = 'sending' AND lease_owner = @owner`,
    ),
    failed: db.prepare(
      `UPDATE outbox
         SET status = 'failed', last_error = @error, updated_at = @now, lease_owner = NULL,
             lease_until = NULL
       WHERE id = @id AND status = 'sending' AND lease_owner = @owner`,
    ),
    requeue: db.prepare(
      `UPDATE outbox
         SET status = 'pending', attempts = 0, next_attempt_at = @now, updated_at = @now
       WHERE id = @id AND status IN ('failed', 'pending')`,
    ),
    failedIds: db.prepare(`SELECT id FROM outbox WHERE status = 'failed' ORDER BY created_at`),
    get: db.prepare('SELECT * FROM outbox WHERE id = ?'),
    list: db.prepare('SELECT * FROM outbox ORDER BY created_at DESC, id'),
    nextDue: db.prepare(
      `SELECT min(CASE status WHEN 'pending' THEN next_attempt_at ELSE lease_until END) AS due
         FROM outbox WHERE status IN ('pending', 'sending')`,
    ),
    deleteSent: db.prepare(`DELETE FROM outbox WHERE status = 'sent' AND sent_at < ?`),
    ping: db.prepare('SELECT count(*) AS n FROM outbox WHERE 0'),
  };

  const trimError = (error: string) => error.slice(0, maxErrorLength);

  const retryOne = (id: string): RetryOutcome => {
    const row = statements.get.get(id) as Row | undefined;
    if (!row) return { id, outcome: 'not-found' };
    if (row.status === 'sent') return { id, outcome: 'already-sent' };
    if (row.status === 'sending') return { id, outcome: 'being-sent' };
    statements.requeue.run({ id, now: clock.now() });
    return { id, outcome: 'queued' };
  };

  return {
    add(message) {
      const row = statements.insert.get(
        newRow(message, clock.now(), options.messageIdDomain),
      ) as Row;
      return toEntry(row);
    },
    claimNext(owner, leaseMs) {
      const now = clock.now();
      const row = statements.claim.get({ owner, now, leaseUntil: now + leaseMs }) as
        Row | undefined;
      return row && toEntry(row);
    },
    markSent: (id, owner) => statements.sent.run({ id, owner, now: clock.now() }).changes === 1,
    markForRetry: (id, owner, error, nextAttemptAt) =>
      statements.retryLater.run({
        id,
        owner,
        error: trimError(error),
        nextAttemptAt,
        now: clock.now(),
      }).changes === 1,
    markFailed: (id, owner, error) =>
      statements.failed.run({ id, owner, error: trimError(error), now: clock.now() }).changes === 1,
    retry: (id) =>
      db.transaction(() =>
        id === undefined
          ? (statements.failedIds.all() as { id: string }[]).map((row) => retryOne(row.id))
          : [retryOne(id)],
      )(),
    get(id) {
      const row = statements.get.get(id) as Row | undefined;
      return row && toEntry(row);
    },
    list: (statuses) =>
      (statements.list.all() as Row[])
        .filter((row) => !statuses || statuses.includes(row.status))
        .map(toEntry),
    nextDueAt() {
      const { due } = statements.nextDue.get() as { due: number | null };
      return due ?? undefined;
    },
    deleteSentBefore: (before) => statements.deleteSent.run(before).changes,
    isReachable() {
      try {
        statements.ping.get();
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.close(),
  };
}
