import type pg from 'pg';
import { consentWordings, type ConsentVersion } from '@site/contracts/newsletter';
import type { Database } from '../infra/database';
import {
  consentMethods,
  recordConsent,
  withdrawalWordings,
  type SubscriptionStatus,
  type WithdrawalMethod,
} from './consent-records';
import { readLinkToken, type LinkPurpose } from './link-tokens';

/**
 * What the links of an email do: confirm a pending subscription, or withdraw one. A token names
 * its subscription and proves it was made here (./link-tokens.ts); the row says whether the
 * link still works.
 */

export interface LinkActionDependencies {
  db: Pick<Database, 'transaction'>;
  linkSecret: string;
  /** How long a confirmation link works, from the request it answers (`requested_at`). */
  confirmationTtlMs: number;
}

interface SubscriptionRow {
  id: string;
  status: SubscriptionStatus;
  consent_version: ConsentVersion;
  requested_at: Date;
}

/** The subscription a token names, locked for the transaction; none for a token not ours. */
async function lockSubscriptionOf(
  client: pg.PoolClient,
  secret: string,
  purpose: LinkPurpose,
  token: string,
): Promise<SubscriptionRow | undefined> {
  const reference = readLinkToken(secret, purpose, token);
  if (reference.kind === 'invalid') return undefined;
  const where =
    reference.kind === 'subscription'
      ? 'id = $1'
      : purpose === 'confirm'
        ? 'legacy_confirm_hash = $1'
        : 'legacy_unsubscribe_hash = $1';
  const { rows } = await client.query<SubscriptionRow>(
    `SELECT id, status, consent_version, requested_at
       FROM newsletter.subscriptions WHERE ${where} FOR UPDATE`,
    [reference.kind === 'subscription' ? reference.id : reference.hash],
  );
  return rows[0];
}

/**
 * The confirmation link was followed at `at`: `subscribed` (also when it already was),
 * `expired` (its request is older than the link's life), or `unknown` (not our token, a
 * subscription deleted or withdrawn since).
 */
export async function confirm(
  deps: LinkActionDependencies,
  token: string,
  at: Date,
): Promise<'subscribed' | 'expired' | 'unknown'> {
  return deps.db.transaction(async (client) => {
    const row = await lockSubscriptionOf(client, deps.linkSecret, 'confirm', token);
    if (!row || row.status === 'unsubscribed') return 'unknown';
    if (row.status === 'subscribed') return 'subscribed';
    if (row.requested_at.getTime() + deps.confirmationTtlMs <= at.getTime()) return 'expired';
    await client.query(
      `UPDATE newsletter.subscriptions
          SET status = 'subscribed', confirmed_at = $2, legacy_confirm_hash = NULL
        WHERE id = $1`,
      [row.id, at],
    );
    await recordConsent(client, row.id, {
      event: 'confirmed',
      at,
      method: consentMethods.confirmationLink,
      consentVersion: row.consent_version,
      wording: consentWordings[row.consent_version] ?? row.consent_version,
    });
    return 'subscribed';
  });
}

/**
 * Withdraws consent (or a pending request) for the subscription of this unsubscribe token, at
 * `at`: `unsubscribed` (also when it already was) or `unknown`. The confirmation link stops
 * working with it: only a new sign-up can subscribe again.
 */
export async function unsubscribe(
  deps: LinkActionDependencies,
  token: string,
  how: WithdrawalMethod,
  at: Date,
): Promise<'unsubscribed' | 'unknown'> {
  return deps.db.transaction(async (client) => {
    const row = await lockSubscriptionOf(client, deps.linkSecret, 'unsubscribe', token);
    if (!row) return 'unknown';
    if (row.status === 'unsubscribed') return 'unsubscribed';
    await client.query(
      `UPDATE newsletter.subscriptions
          SET status = 'unsubscribed', unsubscribed_at = $2, legacy_confirm_hash = NULL
        WHERE id = $1`,
      [row.id, at],
    );
    await recordConsent(client, row.id, {
      event: 'withdrawn',
      at,
      method: consentMethods[how],
      consentVersion: null,
      wording: withdrawalWordings[how],
    });
    return 'unsubscribed';
  });
}
