import type { Database } from './database';
import { queueSchema } from '../outbox/delivery-queue';

/**
 * The API's tables, created or updated at start-up, in order; each runs once. Never edit one
 * that has shipped: add the next.
 */
const migrations = [
  `CREATE TABLE contact.messages (
     id              uuid PRIMARY KEY,
     message_id      text NOT NULL UNIQUE,
     name            text NOT NULL,
     email           text NOT NULL,
     company         text NOT NULL,
     subject         text NOT NULL,
     message         text NOT NULL,
     status          text NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
     attempts        integer NOT NULL DEFAULT 0,
     job_id          uuid NOT NULL,
     accepted_at     timestamptz NOT NULL,
     retry_from      timestamptz NOT NULL,
     last_attempt_at timestamptz,
     last_error      text,
     sent_at         timestamptz,
     failed_at       timestamptz
   );
   CREATE INDEX messages_pending ON contact.messages (accepted_at) WHERE status = 'pending';
   CREATE INDEX messages_sent ON contact.messages (sent_at) WHERE status = 'sent';
   CREATE INDEX messages_failed ON contact.messages (failed_at) WHERE status = 'failed';
   CREATE TABLE contact.idempotency_keys (
     key         text PRIMARY KEY,
     fingerprint text NOT NULL,
     message     uuid NOT NULL,
     created_at  timestamptz NOT NULL
   );
   CREATE INDEX idempotency_keys_created ON contact.idempotency_keys (created_at);
   -- rate-limiter-flexible's table (RateLimiterPostgres), created here rather than by it.
   CREATE TABLE contact.rate_limits (
     key    varchar(255) PRIMARY KEY,
     points integer NOT NULL DEFAULT 0,
     expire bigint
   );`,
  // Every outgoing email in one table: its kind and content as JSON, so a new field of the
  // contact schema needs no column (it was five columns of the contact message).
  `ALTER TABLE contact.messages
     ADD COLUMN kind text NOT NULL DEFAULT 'contact-message',
     ADD COLUMN content jsonb;
   UPDATE contact.messages SET content = jsonb_build_object('name', name, 'email', email,
     'company', company, 'subject', subject, 'message', message);
   ALTER TABLE contact.messages
     ALTER COLUMN content SET NOT NULL,
     ALTER COLUMN kind DROP DEFAULT,
     ADD CONSTRAINT messages_kind CHECK (kind IN ('contact-message', 'newsletter-confirmation')),
     DROP COLUMN name, DROP COLUMN email, DROP COLUMN company, DROP COLUMN subject,
     DROP COLUMN message;`,
  // The newsletter's double opt-in (src/newsletter.ts): one row per address, and the record of
  // each consent given or withdrawn with the wording shown. Its own schema, granted to nobody.
  `CREATE SCHEMA IF NOT EXISTS newsletter;
   CREATE TABLE newsletter.subscriptions (
     id                   uuid PRIMARY KEY,
     email                text NOT NULL UNIQUE CHECK (email = lower(email)),
     status               text NOT NULL CHECK (status IN ('pending', 'subscribed', 'unsubscribed')),
     consent_version      text NOT NULL,
     confirm_token_hash   text UNIQUE,
     confirm_expires_at   timestamptz,
     unsubscribe_token    text NOT NULL UNIQUE,
     requested_at         timestamptz NOT NULL,
     confirmation_sent_at timestamptz,
     confirmed_at         timestamptz,
     unsubscribed_at      timestamptz
   );
   CREATE INDEX subscriptions_pending ON newsletter.subscriptions (requested_at)
     WHERE status = 'pending';
   CREATE INDEX subscriptions_unsubscribed ON newsletter.subscriptions (unsubscribed_at)
     WHERE status = 'unsubscribed';
   CREATE TABLE newsletter.consent_records (
     id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     subscription    uuid NOT NULL REFERENCES newsletter.subscriptions ON DELETE CASCADE,
     event           text NOT NULL CHECK (event IN ('requested', 'confirmed', 'withdrawn')),
     at              timestamptz NOT NULL,
     method          text NOT NULL,
     consent_version text,
     wording         text NOT NULL
   );
   CREATE INDEX consent_records_subscription ON newsletter.consent_records (subscription);`,
];

/** Creates or updates the API's schemas; replicas starting together take turns. */
export async function migrateDatabase(db: Database): Promise<void> {
  await db.transaction(async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('contact-api migrations'))`);
    // pg-boss's schema too: its own installer takes a lock only after creating the schema, and
    // two replicas starting on a new database then collide on it.
    await client.query(`CREATE SCHEMA IF NOT EXISTS contact;
      CREATE SCHEMA IF NOT EXISTS ${queueSchema};
      CREATE TABLE IF NOT EXISTS contact.migrations (
        version    integer PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    const { rows } = await client.query<{ version: number | null }>(
      'SELECT max(version) AS version FROM contact.migrations',
    );
    const done = rows[0]?.version ?? 0;
    for (const [index, sql] of migrations.entries()) {
      if (index + 1 <= done) continue;
      await client.query(sql);
      await client.query('INSERT INTO contact.migrations (version) VALUES ($1)', [index + 1]);
    }
  });
}
