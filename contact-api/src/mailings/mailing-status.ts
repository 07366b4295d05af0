import type { Database } from '../infra/database';

/**
 * `newsletter status`: for each mailing (a month's digest, or a post's email), how many of its
 * emails were sent, are pending, failed, were suppressed (the mail server refused the address
 * for good) or were not sent because the address had unsubscribed meanwhile. A send's outcome
 * is kept after its outbox message is deleted at its retention.
 */

export interface MailingStatus {
  id: string;
  posts: number;
  createdAt: Date;
  fannedOut: boolean;
  sent: number;
  pending: number;
  failed: number;
  suppressed: number;
  unsubscribed: number;
}

export async function readMailingStatus(db: Pick<Database, 'pool'>): Promise<MailingStatus[]> {
  const { rows } = await db.pool.query<{
    id: string;
    posts: number;
    created_at: Date;
    fanned_out: boolean;
    sent: string;
    pending: string;
    failed: string;
    suppressed: string;
    unsubscribed: string;
  }>(
    `WITH state AS (
       SELECT d.mailing,
              CASE WHEN m.status = 'pending' THEN 'pending'
                   ELSE coalesce(d.outcome, m.status) END AS state
         FROM newsletter.sends d LEFT JOIN contact.messages m ON m.id = d.message)
     SELECT g.id, jsonb_array_length(g.posts) AS posts, g.created_at,
            g.fanned_out_at IS NOT NULL AS fanned_out,
            count(*) FILTER (WHERE s.state = 'sent') AS sent,
            count(*) FILTER (WHERE s.state = 'pending') AS pending,
            count(*) FILTER (WHERE s.state = 'failed') AS failed,
            count(*) FILTER (WHERE s.state = 'suppressed') AS suppressed,
            count(*) FILTER (WHERE s.state = 'unsubscribed') AS unsubscribed
       FROM newsletter.mailings g LEFT JOIN state s ON s.mailing = g.id
      GROUP BY g.id ORDER BY g.created_at DESC, g.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    posts: Number(row.posts),
    createdAt: row.created_at,
    fannedOut: row.fanned_out,
    sent: Number(row.sent),
    pending: Number(row.pending),
    failed: Number(row.failed),
    suppressed: Number(row.suppressed),
    unsubscribed: Number(row.unsubscribed),
  }));
}
