import type { Database } from '../infra/database';

/**
 * The proof of consent (schema `newsletter`, table `consent_records`): each consent given or
 * withdrawn, with its time, how it was given and the wording shown. Deleted with its
 * subscription, at the subscription's retention.
 */

export type SubscriptionStatus = 'pending' | 'subscribed' | 'unsubscribed';

/** How a consent was given or withdrawn, as the record says it. */
export const consentMethods = {
  signUpForm: 'Stay Updated form on the website',
  confirmationLink: 'confirmation link in the email',
  unsubscribePage: 'unsubscribe page of the website',
  oneClick: 'one-click unsubscribe of the email program (List-Unsubscribe-Post)',
} as const;

/** What the withdrawal records as the wording shown, by method. */
export const withdrawalWordings = {
  unsubscribePage: 'Unsubscribe',
  oneClick: 'List-Unsubscribe=One-Click',
} as const;

/** How a withdrawal came: the site's page, or the email program's one-click. */
export type WithdrawalMethod = keyof typeof withdrawalWordings;

export interface ConsentRecord {
  /** `suppressed`: the mail server refused the address for good (./suppression.ts). */
  event: 'requested' | 'confirmed' | 'withdrawn' | 'suppressed';
  at: number;
  method: string;
  consentVersion: string | null;
  wording: string;
}

/** Adds an entry to a subscription's record, in the caller's transaction. */
export async function recordConsent(
  client: { query(text: string, values: unknown[]): Promise<unknown> },
  subscription: string,
  entry: Omit<ConsentRecord, 'at'> & { at: Date },
): Promise<void> {
  await client.query(
    `INSERT INTO newsletter.consent_records
       (subscription, event, at, method, consent_version, wording)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [subscription, entry.event, entry.at, entry.method, entry.consentVersion, entry.wording],
  );
}

/** The address's subscription and its consent record, oldest first (for the operator). */
export async function readConsentRecord(
  db: Pick<Database, 'pool'>,
  email: string,
): Promise<{ status: SubscriptionStatus; records: ConsentRecord[] } | undefined> {
  const { rows } = await db.pool.query<{
    status: SubscriptionStatus;
    event: ConsentRecord['event'] | null;
    at: Date | null;
    method: string | null;
    consent_version: string | null;
    wording: string | null;
  }>(
    `SELECT s.status, r.event, r.at, r.method, r.consent_version, r.wording
       FROM newsletter.subscriptions s
       LEFT JOIN newsletter.consent_records r ON r.subscription = s.id
      WHERE s.email = $1
      ORDER BY r.at, r.id`,
    [email.trim().toLowerCase()],
  );
  const first = rows[0];
  if (!first) return undefined;
  return {
    status: first.status,
    records: rows.flatMap((row) =>
      row.event && row.at && row.method && row.wording
        ? [
            {
              event: row.event,
              at: row.at.getTime(),
              method: row.method,
              consentVersion: row.consent_version,
              wording: row.wording,
            },
          ]
        : [],
    ),
  };
}
