import { SettingsError } from '@site/settings';
import { systemClock } from '../outbox/clock';
import { openDatabase } from '../infra/database';
import { readOutboxDatabaseSettings } from '../infra/settings';
import { readConsentRecord } from '../newsletter/consent-records';
import { jobsClient } from '../outbox/jobs-client';
import { createOutbox } from '../outbox/outbox';
import type { RetryOutcome } from '../outbox/retry-failed';
import { printNewsletterStatus, runDigestCommand } from './newsletter-commands';
import { parseOutboxCommand, usage } from './outbox-command-line';
import { outboxTable } from './outbox-table';

/**
 * Looks after the outbox from a terminal, while the API runs or not:
 *   npm run outbox -w contact-api -- list [--all]   messages not yet sent (--all: also sent ones)
 *   npm run outbox -w contact-api -- retry [id]     queue failed messages (or one) again
 *   npm run outbox -w contact-api -- consent <address>   a newsletter address's status and
 *     consent record (what was agreed or withdrawn, when and how), e.g. for a complaint
 *   npm run outbox -w contact-api -- newsletter status   each mailing's figures
 *   npm run outbox -w contact-api -- newsletter digest [--month YYYY-MM] [--now <ISO>]
 *     a running API fans out a month's digest now (./newsletter-commands.ts)
 * Reads DATABASE_URL like the API (the embedded database of a running `npm start` is at the URL
 * it prints). Shows no names, addresses or message text. Its arguments: `outbox-command-line.ts`.
 */

const refusals: Record<Exclude<RetryOutcome['outcome'], 'queued'>, (id: string) => string> = {
  'not-found': (id) => `No message with id ${id}.`,
  'already-sent': (id) => `${id} was already sent.`,
  'already-queued': (id) => `${id} is already waiting for delivery (or being sent).`,
};

/** Prints an address's newsletter status and consent record (it holds the address: say so). */
async function printConsentRecord(
  db: Parameters<typeof readConsentRecord>[0],
  address: string,
): Promise<number> {
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
  const command = parseOutboxCommand(argv);
  if ('problem' in command) {
    console.error(`${command.problem}\n${usage}`);
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
    if (command.name === 'consent') return await printConsentRecord(db, command.address);
    if (command.name === 'newsletter-status') return await printNewsletterStatus(db);
    const installed = await db.pool.query(`SELECT to_regclass('contact.messages') AS name`);
    if (!installed.rows[0]?.name) {
      console.error(`No outbox in ${db.where}: the API has never run against it.`);
      return 1;
    }
    const boss = jobsClient(db);
    boss.on('error', (error) => console.error(error));
    await boss.start();
    try {
      if (command.name === 'newsletter-digest') return await runDigestCommand(boss, command);
      const outbox = createOutbox({ db, boss, clock: systemClock, messageIdDomain: 'localhost' });
      if (command.name === 'list') {
        const { all } = command;
        const entries = await outbox.list(all ? undefined : ['pending', 'sending', 'failed']);
        if (!entries.length) {
          console.log(all ? 'The outbox is empty.' : 'Every message has been sent.');
          return 0;
        }
        console.log(outboxTable(entries));
        const failed = entries.filter((entry) => entry.status === 'failed').length;
        if (failed) console.log(`\n${failed} failed: npm run outbox -w contact-api -- retry [id]`);
        return 0;
      }
      const outcomes = await outbox.retry(command.id);
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
