import type { Database } from '../infra/database';
import { recordConsent } from './consent-records';

/**
 * Suppression: an address the mail server refused for good (an SMTP 5xx when we sent, or a bounce
 * report the provider posted) is mailed no more. Its subscription ends as a withdrawal does, and
 * its consent record says why, with the server's words; its retention is a withdrawal's. Signing
 * up again starts a new double opt-in.
 */

/** How the refusal reached us, as the consent record says it. */
export const suppressionMethods = {
  smtp: 'permanent refusal by the mail server when we sent (SMTP 5xx)',
  bounceReport: "bounce report posted by the mail provider's webhook",
} as const;

export type SuppressionMethod = keyof typeof suppressionMethods;

/** Longest reason kept in the record. */
const maxReasonLength = 500;

/**
 * Suppresses the subscription that `where` names (its id, or its address) if it is subscribed
 * or pending; resolves with whether it was.
 */
export async function suppress(
  db: Pick<Database, 'transaction'>,
  where: { subscription: string } | { email: string },
  how: { method: SuppressionMethod; reason: string; at: Date },
): Promise<boolean> {
  return db.transaction(async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `UPDATE newsletter.subscriptions SET status = 'unsubscribed', unsubscribed_at = $2
        WHERE ${'subscription' in where ? 'id = $1::uuid' : 'email = lower($1)'}
          AND status IN ('subscribed', 'pending')
        RETURNING id`,
      ['subscription' in where ? where.subscription : where.email.trim(), how.at],
    );
    const row = rows[0];
    if (!row) return false;
    await recordConsent(client, row.id, {
      event: 'suppressed',
      at: how.at,
      method: suppressionMethods[how.method],
      consentVersion: null,
      wording: how.reason.replace(/\s+/g, ' ').slice(0, maxReasonLength),
    });
    return true;
  });
}
