import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  consentWordings,
  newsletterApiPaths,
  newsletterPagePaths,
  type ConsentVersion,
} from '@site/contracts/newsletter';
import type { Clock } from '../outbox/clock';
import type { Database } from '../infra/database';
import type { Outbox } from '../outbox/outbox';

/**
 * The newsletter's double opt-in (schema `newsletter`). A sign-up stores a pending subscription
 * and queues a confirmation email in the contact outbox, which delivers it like any other email;
 * the email's link confirms. Each consent given or withdrawn is recorded with its time, how it
 * was given and the wording shown. Nothing here says whether an address was already known: the
 * API answers every sign-up alike.
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
const withdrawalWordings = {
  unsubscribePage: 'Unsubscribe',
  oneClick: 'List-Unsubscribe=One-Click',
} as const;

export interface NewsletterSettings {
  /** The site's public URL: the emails link to its newsletter pages. */
  siteUrl: string;
  /** The API's public URL: `List-Unsubscribe` points at it. */
  apiUrl: string;
  /** How long a confirmation link works. */
  confirmationTtlMs: number;
  /** An address gets at most one confirmation email in this time. */
  confirmationIntervalMs: number;
  /** An unconfirmed request is deleted this many days after it was made. */
  pendingRetentionDays: number;
  /** After unsubscribing, the address and its consent record are kept this many days. */
  unsubscribedRetentionDays: number;
}

export interface ConsentRecord {
  event: 'requested' | 'confirmed' | 'withdrawn';
  at: number;
  method: string;
  consentVersion: string | null;
  wording: string;
}

const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const day = 24 * 60 * 60 * 1000;

export type Newsletter = ReturnType<typeof createNewsletter>;

export function createNewsletter(options: {
  db: Database;
  outbox: Pick<Outbox, 'queueEmail'>;
  clock: Clock;
  settings: NewsletterSettings;
}) {
  const { db, outbox, clock, settings } = options;
  const now = () => new Date(clock.now());
  const link = (base: string, path: string, token: string) => {
    const url = new URL(path, `${base.replace(/\/$/, '')}/`);
    url.searchParams.set('token', token);
    return url.href;
  };

  return {
    /**
     * A sign-up of `email` (already normalised) with the wording of `consentVersion`: a new or
     * withdrawn address becomes pending and gets a confirmation email, unless it got one within
     * the interval; a subscribed address changes nothing. Resolves with the id of the queued
     * email, if one was queued, once committed.
     */
    async subscribe(email: string, consentVersion: ConsentVersion): Promise<string | undefined> {
      const at = now();
      return db.transaction(async (client) => {
        await client.query(
          `INSERT INTO newsletter.subscriptions
             (id, email, status, consent_version, unsubscribe_token, requested_at)
           VALUES ($1, $2, 'pending', $3, $4, $5)
           ON CONFLICT (email) DO NOTHING`,
          [randomUUID(), email, consentVersion, newToken(), at],
        );
        const { rows } = await client.query<{
          id: string;
          status: SubscriptionStatus;
          unsubscribe_token: string;
          confirmation_sent_at: Date | null;
        }>(
          `SELECT id, status, unsubscribe_token, confirmation_sent_at
             FROM newsletter.subscriptions WHERE email = $1 FOR UPDATE`,
          [email],
        );
        const row = rows[0];
        if (!row) throw new Error('The subscription was not stored');
        if (row.status === 'subscribed') return undefined;
        const sentRecently =
          row.confirmation_sent_at !== null &&
          at.getTime() - row.confirmation_sent_at.getTime() < settings.confirmationIntervalMs;
        if (sentRecently) return undefined;

        const token = newToken();
        const expiresAt = new Date(at.getTime() + settings.confirmationTtlMs);
        await client.query(
          `UPDATE newsletter.subscriptions
              SET status = 'pending', consent_version = $2, confirm_token_hash = $3,
                  confirm_expires_at = $4, requested_at = $5, confirmation_sent_at = $5
            WHERE id = $1`,
          [row.id, consentVersion, hashOf(token), expiresAt, at],
        );
        await record(client, row.id, {
          event: 'requested',
          at,
          method: consentMethods.signUpForm,
          consentVersion,
          wording: consentWordings[consentVersion],
        });
        return outbox.queueEmail(client, {
          kind: 'newsletter-confirmation',
          content: {
            to: email,
            confirmUrl: link(settings.siteUrl, newsletterPagePaths.confirm, token),
            unsubscribeUrl: link(
              settings.siteUrl,
              newsletterPagePaths.unsubscribe,
              row.unsubscribe_token,
            ),
            oneClickUrl: link(
              settings.apiUrl,
              newsletterApiPaths.unsubscribe,
              row.unsubscribe_token,
            ),
            expiresAt: expiresAt.getTime(),
          },
        });
      });
    },

    /**
     * The confirmation link was followed: `subscribed` (also when it already was), `expired`, or
     * `unknown` (never issued, replaced by a newer email's link, or withdrawn since).
     */
    async confirm(token: string): Promise<'subscribed' | 'expired' | 'unknown'> {
      const at = now();
      return db.transaction(async (client) => {
        const { rows } = await client.query<{
          id: string;
          status: SubscriptionStatus;
          consent_version: ConsentVersion;
          confirm_expires_at: Date;
        }>(
          `SELECT id, status, consent_version, confirm_expires_at
             FROM newsletter.subscriptions WHERE confirm_token_hash = $1 FOR UPDATE`,
          [hashOf(token)],
        );
        const row = rows[0];
        if (!row || row.status === 'unsubscribed') return 'unknown';
        if (row.status === 'subscribed') return 'subscribed';
        if (row.confirm_expires_at.getTime() <= at.getTime()) return 'expired';
        await client.query(
          `UPDATE newsletter.subscriptions SET status = 'subscribed', confirmed_at = $2
            WHERE id = $1`,
          [row.id, at],
        );
        await record(client, row.id, {
          event: 'confirmed',
          at,
          method: consentMethods.confirmationLink,
          consentVersion: row.consent_version,
          wording: consentWordings[row.consent_version] ?? row.consent_version,
        });
        return 'subscribed';
      });
    },

    /**
     * Withdraws consent (or a pending request) for the subscription of this unsubscribe token:
     * `unsubscribed` (also when it already was) or `unknown`.
     */
    async unsubscribe(
      token: string,
      how: keyof typeof withdrawalWordings,
    ): Promise<'unsubscribed' | 'unknown'> {
      const at = now();
      return db.transaction(async (client) => {
        const { rows } = await client.query<{ id: string; status: SubscriptionStatus }>(
          `SELECT id, status FROM newsletter.subscriptions
            WHERE unsubscribe_token = $1 FOR UPDATE`,
          [token],
        );
        const row = rows[0];
        if (!row) return 'unknown';
        if (row.status === 'unsubscribed') return 'unsubscribed';
        // The confirmation link stops working: only a new sign-up can subscribe again.
        await client.query(
          `UPDATE newsletter.subscriptions
              SET status = 'unsubscribed', unsubscribed_at = $2, confirm_token_hash = NULL,
                  confirm_expires_at = NULL
            WHERE id = $1`,
          [row.id, at],
        );
        await record(client, row.id, {
          event: 'withdrawn',
          at,
          method: consentMethods[how],
          consentVersion: null,
          wording: withdrawalWordings[how],
        });
        return 'unsubscribed';
      });
    },

    /**
     * Deletes what is no longer needed: requests never confirmed, past their retention, and
     * withdrawn subscriptions past theirs, each with its consent record.
     */
    async deleteExpired(): Promise<{ pending: number; unsubscribed: number }> {
      const at = clock.now();
      const pending = await db.pool.query(
        `DELETE FROM newsletter.subscriptions WHERE status = 'pending' AND requested_at <= $1`,
        [new Date(at - settings.pendingRetentionDays * day)],
      );
      const unsubscribed = await db.pool.query(
        `DELETE FROM newsletter.subscriptions
          WHERE status = 'unsubscribed' AND unsubscribed_at <= $1`,
        [new Date(at - settings.unsubscribedRetentionDays * day)],
      );
      return { pending: pending.rowCount ?? 0, unsubscribed: unsubscribed.rowCount ?? 0 };
    },
  };
}

async function record(
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
