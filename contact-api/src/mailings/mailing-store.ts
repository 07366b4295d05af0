import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../infra/database';
import type { Clock } from '../outbox/clock';
import { enqueueDelivery } from '../outbox/delivery-queue';
import { insertPendingMessage, messageIdFor } from '../outbox/outbox-rows';
import type { MailedPost } from './blog-window';

/**
 * The newsletter's mailings and their sends (tables `newsletter.mailings`, `newsletter.sends`).
 * A fan-out queues a batch of subscribers per transaction: each one's send (primary key: the
 * mailing and the subscription), outbox message and delivery job commit together, so a fan-out
 * that dies mid-run and runs again queues each subscriber once (decision 041). The jobs are
 * spaced out at the configured rate from a pace shared by every replica.
 */

export type MailingKind = 'digest' | 'post';

/** Who a mailing is for, among the confirmed subscribers: by the wording they agreed to. */
export type Audience = 'everyone' | 'per-post-consent' | 'digest-consent';

export interface Mailing {
  id: string;
  kind: MailingKind;
  posts: MailedPost[];
  createdAt: Date;
  fannedOutAt: Date | null;
}

export interface MailingStoreOptions {
  db: Database;
  boss: PgBoss;
  clock: Clock;
  messageIdDomain: string;
  /** The consent versions that promise an email per post. */
  perPostVersions: readonly string[];
  /** Newsletter emails started per minute, across every replica. */
  ratePerMinute: number;
  /** Subscribers queued per transaction. */
  batchSize: number;
}

export type MailingStore = ReturnType<typeof createMailingStore>;

const audienceFilter: Record<Audience, string> = {
  // Every filter names $4, so that Postgres knows its type.
  everyone: '$4::text[] IS NOT NULL',
  'per-post-consent': 's.consent_version = ANY($4::text[])',
  'digest-consent': 'NOT (s.consent_version = ANY($4::text[]))',
};

interface MailingRow {
  id: string;
  kind: MailingKind;
  posts: MailedPost[];
  created_at: Date;
  fanned_out_at: Date | null;
}

const toMailing = (row: MailingRow): Mailing => ({
  id: row.id,
  kind: row.kind,
  posts: row.posts,
  createdAt: row.created_at,
  fannedOutAt: row.fanned_out_at,
});

export function createMailingStore(options: MailingStoreOptions) {
  const { db, boss, clock, messageIdDomain } = options;
  const spacingMs = 60_000 / options.ratePerMinute;

  /** The start times of `count` emails, from the shared pace, which moves past them. */
  async function takeSlots(client: pg.PoolClient, count: number): Promise<Date[]> {
    const now = new Date(clock.now());
    await client.query(
      `INSERT INTO newsletter.send_pace (next_slot_at) VALUES ($1) ON CONFLICT (id) DO NOTHING`,
      [now],
    );
    const { rows } = await client.query<{ next_slot_at: Date }>(
      'SELECT next_slot_at FROM newsletter.send_pace FOR UPDATE',
    );
    const first = Math.max(now.getTime(), rows[0]?.next_slot_at.getTime() ?? 0);
    await client.query('UPDATE newsletter.send_pace SET next_slot_at = $1', [
      new Date(first + count * spacingMs),
    ]);
    return Array.from({ length: count }, (_, index) => new Date(first + index * spacingMs));
  }

  return {
    async get(id: string): Promise<Mailing | undefined> {
      const { rows } = await db.pool.query<MailingRow>(
        'SELECT * FROM newsletter.mailings WHERE id = $1',
        [id],
      );
      return rows[0] && toMailing(rows[0]);
    },

    /**
     * The mailing `id`, made at `at` with `posts` unless it exists (then its own stand): those
     * confirmed by `at` get it.
     */
    async make(id: string, kind: MailingKind, posts: MailedPost[], at: Date): Promise<Mailing> {
      await db.pool.query(
        `INSERT INTO newsletter.mailings (id, kind, posts, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO NOTHING`,
        [id, kind, JSON.stringify(posts), at],
      );
      const made = await this.get(id);
      if (!made) throw new Error(`The mailing ${id} was not stored`);
      return made;
    },

    /**
     * Queues the mailing for the next batch of its audience not queued yet (subscribed, and
     * confirmed before the mailing was made); resolves with how many, 0 once all are.
     */
    async queueBatch(mailing: Mailing, audience: Audience): Promise<number> {
      return db.transaction(async (client) => {
        const { rows } = await client.query<{ id: string }>(
          `SELECT s.id FROM newsletter.subscriptions s
            WHERE s.status = 'subscribed' AND s.confirmed_at <= $2 AND ${audienceFilter[audience]}
              AND NOT EXISTS (SELECT 1 FROM newsletter.sends d
                               WHERE d.mailing = $1 AND d.subscription = s.id)
            ORDER BY s.id LIMIT $3`,
          [mailing.id, mailing.createdAt, options.batchSize, options.perPostVersions],
        );
        if (!rows.length) return 0;
        const at = new Date(clock.now());
        const claimed = await client.query<{ subscription: string; message: string }>(
          `INSERT INTO newsletter.sends (mailing, subscription, message, queued_at)
           SELECT $1, subscription, gen_random_uuid(), $3 FROM unnest($2::uuid[]) AS subscription
           ON CONFLICT (mailing, subscription) DO NOTHING
           RETURNING subscription, message`,
          [mailing.id, rows.map((row) => row.id), at],
        );
        const slots = await takeSlots(client, claimed.rows.length);
        for (const [index, { subscription, message }] of claimed.rows.entries()) {
          const jobId = await enqueueDelivery(boss, client, message, slots[index]);
          await insertPendingMessage(client, {
            id: message,
            messageId: messageIdFor(message, messageIdDomain),
            kind: 'newsletter-mailing',
            content: { mailing: mailing.id, subscription },
            jobId,
            at,
          });
        }
        return claimed.rows.length;
      });
    },

    /** Every subscriber it is for has been queued: nobody is added to it later. */
    async markFannedOut(id: string): Promise<void> {
      await db.pool.query(
        `UPDATE newsletter.mailings SET fanned_out_at = $2
          WHERE id = $1 AND fanned_out_at IS NULL`,
        [id, new Date(clock.now())],
      );
    },

    /** What became of one subscriber's email of a mailing (its outbox message `message`). */
    async recordOutcome(
      message: string,
      outcome: 'sent' | 'failed' | 'suppressed' | 'unsubscribed',
    ): Promise<void> {
      await db.pool.query('UPDATE newsletter.sends SET outcome = $2 WHERE message = $1', [
        message,
        outcome,
      ]);
    },
  };
}
