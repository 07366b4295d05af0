import { SettingsError } from '@site/settings';
import { PgBoss } from 'pg-boss';
import { systemClock } from '../outbox/clock';
import { openDatabase } from '../infra/database';
import { readOutboxDatabaseSettings } from '../infra/settings';
import { readConsentRecord } from '../newsletter/consent-records';
import { queueSchema } from '../outbox/delivery-queue';
import { createOutbox } from '../outbox/outbox';
import type { ListedEntry } from '../outbox/outbox-listing';
import type { RetryOutcome } from '../outbox/retry-failed';

/**
 * Looks after the outbox from a terminal, while the API runs or not:
 *   npm run outbox -w contact-api -- list [--all]   messages not yet sent (--all: also sent ones)
 *   npm run outbox -w contact-api -- retry [id]     queue failed messages (or one) again
 *   npm run outbox -w contact-api -- consent <address>   a newsletter address's status and
 *     consent record (what was agreed or withdrawn, when and how), e.g. for a complaint
 * Reads DATABASE_URL like the API (the embedded database of a running `npm start` is at the URL
 * it prints). Shows no names, addresses or message text.
 */

const usage = `Usage:
  npm run outbox -w contact-api -- list [--all]
  npm run outbox -w contact-api -- retry [id]
  npm run outbox -w contact-api -- consent <address>`;

const time = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString());

function table(entries: ListedEntry[]): string {
  const rows = [
    ['ID', 'KIND', 'STATUS', 'ATTEMPTS', 'ACCEPTED', 'NEXT ATTEMPT / SENT / FAILED', 'LAST ERROR'],
    ...entries.map((entry) => [
      entry.id,
      entry.kind,
      entry.status,
      String(entry.attempts),
      time(entry.acceptedAt),
      entry.status === 'sent'
        ? time(entry.sentAt)
        : entry.status === 'failed'
          ? time(entry.failedAt)
          : entry.status === 'pending'
            ? time(entry.nextAttemptAt)
            : `since ${time(entry.lastAttemptAt)}`,
      (entry.lastError ?? '').replace(/\s+/g, ' '),
    ]),
  ];
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === row.length - 1 ? cell : cell.padEnd(widths?.[column] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const refusals: Record<Exclude<RetryOutcome['outcome'], 'queued'>, (id: string) => string> = {
  'not-found': (id) => `No message with id ${id}.`,
  'already-sent': (id) => `${id} was already sent.`,
  'already-queued': (id) => `${id} is already waiting for delivery (or being sent).`,
};

/** Prints an address's newsletter status and consent record (it holds the address: say so). */
async function printConsentRecord(
  db: Parameters<typeof readConsentRecord>[0],
  address: string | undefined,
): Promise<number> {
  if (!address) {
    console.error(usage);
    return 2;
  }
  const found = await db.pool.query(`SELECT to_regclass('newsletter.subscriptions') AS name`);
  const subscription = found.rows[0]?.name ? await readConsentRecord(db, address) : undefined;
  if (!subscription) {
    console.log(`No newsletter subscription for ${address} (or it was deleted at its retention).`);
    return 1;
  }
  console.log(`${address}: ${subscription.status}`);
  for (const record of subscription.records) {
    console.log(
      `${new Date(record.at).toISOString()}  ${record.event.padEnd(9)}  ${record.method}` +
        `${record.consentVersion ? ` (wording of ${record.consentVersion})` : ''}\n` +
        `  "${record.wording}"`,
    );
  }
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!['list', 'retry', 'consent'].includes(command ?? '')) {
    console.error(usage);
    return 2;
  }
  const settings = readOutboxDatabaseSettings();
  if (!settings.url) {
    console.error(
      'Set DATABASE_URL to the outbox database (a running `npm start` prints its embedded ' +
        "database's URL).",
    );
    return 1;
  }
  const db = await openDatabase(settings);
  try {
    if (command === 'consent') return await printConsentRecord(db, rest[0]);
    const installed = await db.pool.query(`SELECT to_regclass('contact.messages') AS name`);
    if (!installed.rows[0]?.name) {
      console.error(`No outbox in ${db.where}: the API has never run against it.`);
      return 1;
    }
    const boss = new PgBoss({
      db: db.jobs,
      schema: queueSchema,
      migrate: false,
      supervise: false,
      schedule: false,
    });
    boss.on('error', (error) => console.error(error));
    await boss.start();
    try {
      const outbox = createOutbox({ db, boss, clock: systemClock, messageIdDomain: 'localhost' });
      if (command === 'list') {
        const all = rest.includes('--all');
        const entries = await outbox.list(all ? undefined : ['pending', 'sending', 'failed']);
        if (!entries.length) {
          console.log(all ? 'The outbox is empty.' : 'Every message has been sent.');
          return 0;
        }
        console.log(table(entries));
        const failed = entries.filter((entry) => entry.status === 'failed').length;
        if (failed) console.log(`\n${failed} failed: npm run outbox -w contact-api -- retry [id]`);
        return 0;
      }
      const outcomes = await outbox.retry(rest[0]);
      if (!outcomes.length) {
        console.log('No failed messages.');
        return 0;
      }
      let code = 0;
      for (const { id, outcome } of outcomes) {
        if (outcome === 'queued') {
          console.log(`Queued for delivery: ${id}`);
        } else {
          code = 1;
          console.error(refusals[outcome](id));
        }
      }
      if (code === 0) console.log('A running API delivers them within its poll interval.');
      return code;
    } finally {
      await boss.stop({ graceful: false, close: false });
    }
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(
      error instanceof SettingsError ? error.message : `outbox: ${(error as Error).message}`,
    );
    process.exitCode = 1;
  },
);
