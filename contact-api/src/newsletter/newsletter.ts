import type { ConsentVersion } from '@site/contracts/newsletter';
import type { Database } from '../infra/database';
import type { Clock } from '../outbox/clock';
import { readConfirmationEmail } from './confirmation-email';
import type { WithdrawalMethod } from './consent-records';
import { confirm, unsubscribe } from './link-actions';
import type { LinkSettings } from './link-tokens';
import { subscribe, type ConfirmationQueue } from './subscribe';

/**
 * The newsletter's double opt-in (schema `newsletter`). A sign-up stores a pending subscription
 * and queues a confirmation email in the contact outbox, which delivers it like any other email;
 * the email's link confirms. Each consent given or withdrawn is recorded with its time, how it
 * was given and the wording shown (./consent-records.ts). Nothing here says whether an address
 * was already known: the API answers every sign-up alike. No link's token is stored: each is made
 * when its email is sent, from the subscription's id and a secret (./link-tokens.ts).
 */

export interface NewsletterSettings extends LinkSettings {
  /** How long a confirmation link works. */
  confirmationTtlMs: number;
  /** An address gets at most one confirmation email in this time. */
  confirmationIntervalMs: number;
  /** An unconfirmed request is deleted this many days after it was made. */
  pendingRetentionDays: number;
  /** After unsubscribing, the address and its consent record are kept this many days. */
  unsubscribedRetentionDays: number;
}

const day = 24 * 60 * 60 * 1000;

export type Newsletter = ReturnType<typeof createNewsletter>;

export function createNewsletter(options: {
  db: Database;
  outbox: ConfirmationQueue;
  clock: Clock;
  settings: NewsletterSettings;
}) {
  const { db, outbox, clock, settings } = options;
  const now = () => new Date(clock.now());
  const links = {
    db,
    linkSecret: settings.linkSecret,
    confirmationTtlMs: settings.confirmationTtlMs,
  };

  return {
    /** A sign-up (./subscribe.ts): resolves with the id of the queued email, if any. */
    subscribe: (email: string, consentVersion: ConsentVersion) =>
      subscribe(
        { db, outbox, confirmationIntervalMs: settings.confirmationIntervalMs },
        { email, consentVersion, at: now() },
      ),

    /** The confirmation link was followed (./link-actions.ts). */
    confirm: (token: string) => confirm(links, token, now()),

    /** An unsubscribe link was followed, on the site's page or by one click (./link-actions.ts). */
    unsubscribe: (token: string, how: WithdrawalMethod) => unsubscribe(links, token, how, now()),

    /** A queued confirmation email as it is sent now (./confirmation-email.ts). */
    confirmationEmail: (subscription: string) =>
      readConfirmationEmail(db, settings, subscription, clock.now()),

    /**
     * Deletes what is no longer needed: requests never confirmed, past their retention, and
     * withdrawn subscriptions past theirs, each with its consent record; and the hash of an old
     * email's confirmation link (decision 034) once that link has expired.
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
      await db.pool.query(
        `UPDATE newsletter.subscriptions SET legacy_confirm_hash = NULL
          WHERE legacy_confirm_hash IS NOT NULL AND requested_at <= $1`,
        [new Date(at - settings.confirmationTtlMs)],
      );
      return { pending: pending.rowCount ?? 0, unsubscribed: unsubscribed.rowCount ?? 0 };
    },
  };
}
