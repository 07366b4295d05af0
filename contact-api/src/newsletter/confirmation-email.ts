import type { Database } from '../infra/database';
import type { ConfirmationEmail } from '../outbox/compose-email';
import { subscriberLinks, type LinkSettings } from './link-tokens';

/**
 * What a confirmation email says, read when it is sent: the outbox row names only the
 * subscription, so neither the address nor a link is kept with it. Nothing to send (undefined)
 * once the subscription is no longer waiting for this email: confirmed, withdrawn or deleted
 * since it was queued, or its link expired while delivery was retrying.
 */
export async function readConfirmationEmail(
  db: Pick<Database, 'pool'>,
  settings: LinkSettings & { confirmationTtlMs: number },
  subscription: string,
  now: number,
): Promise<ConfirmationEmail | undefined> {
  const { rows } = await db.pool.query<{ email: string; requested_at: Date }>(
    `SELECT email, requested_at FROM newsletter.subscriptions
      WHERE id = $1 AND status = 'pending'`,
    [subscription],
  );
  const row = rows[0];
  if (!row) return undefined;
  const expiresAt = row.requested_at.getTime() + settings.confirmationTtlMs;
  if (expiresAt <= now) return undefined;
  return { to: row.email, expiresAt, ...subscriberLinks(settings, subscription) };
}
