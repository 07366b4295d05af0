import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { consentWordings, type ConsentVersion } from '@site/contracts/newsletter';
import type { Database } from '../infra/database';
import type { Outbox } from '../outbox/outbox';
import { consentMethods, recordConsent, type SubscriptionStatus } from './consent-records';

/** Where a sign-up's confirmation email goes: the outbox, in the sign-up's transaction. */
export type ConfirmationQueue = Pick<Outbox, 'queueEmail'>;

/**
 * A sign-up of `email` (already normalised) with the wording of `consentVersion`, at `at`: a new
 * or withdrawn address becomes pending and gets a confirmation email, unless it got one within
 * `confirmationIntervalMs`; a subscribed address changes nothing. The outbox row names the
 * subscription only: the email, its address and its links are made when it is sent. Resolves
 * with the id of the queued email, if one was queued, once committed.
 */
export async function subscribe(
  deps: { db: Database; outbox: ConfirmationQueue; confirmationIntervalMs: number },
  request: { email: string; consentVersion: ConsentVersion; at: Date },
): Promise<string | undefined> {
  const { email, consentVersion, at } = request;
  return deps.db.transaction(async (client) => {
    const row = await lockSubscriptionOf(client, email, consentVersion, at);
    if (row.status === 'subscribed') return undefined;
    const sentRecently =
      row.confirmation_sent_at !== null &&
      at.getTime() - row.confirmation_sent_at.getTime() < deps.confirmationIntervalMs;
    if (sentRecently) return undefined;

    // The confirmation link's life starts now (`requested_at`); an older email's link of
    // before decision 034 stops working.
    await client.query(
      `UPDATE newsletter.subscriptions
          SET status = 'pending', consent_version = $2, requested_at = $3,
              confirmation_sent_at = $3, legacy_confirm_hash = NULL
        WHERE id = $1`,
      [row.id, consentVersion, at],
    );
    await recordConsent(client, row.id, {
      event: 'requested',
      at,
      method: consentMethods.signUpForm,
      consentVersion,
      wording: consentWordings[consentVersion],
    });
    return deps.outbox.queueEmail(client, {
      kind: 'newsletter-confirmation',
      content: { subscription: row.id },
    });
  });
}

/** The address's subscription, created pending if new, locked for the transaction. */
async function lockSubscriptionOf(
  client: pg.PoolClient,
  email: string,
  consentVersion: ConsentVersion,
  at: Date,
) {
  await client.query(
    `INSERT INTO newsletter.subscriptions (id, email, status, consent_version, requested_at)
     VALUES ($1, $2, 'pending', $3, $4)
     ON CONFLICT (email) DO NOTHING`,
    [randomUUID(), email, consentVersion, at],
  );
  const { rows } = await client.query<{
    id: string;
    status: SubscriptionStatus;
    confirmation_sent_at: Date | null;
  }>(
    `SELECT id, status, confirmation_sent_at
       FROM newsletter.subscriptions WHERE email = $1 FOR UPDATE`,
    [email],
  );
  const row = rows[0];
  if (!row) throw new Error('The subscription was not stored');
  return row;
}
