import { existsSync } from 'node:fs';
import { systemClock } from './clock';
import { readDatabasePath } from './config';
import { openOutbox, type OutboxEntry } from './outbox';

/**
 * Looks after the outbox from a terminal, while the API runs or not:
 *   npm run outbox -w contact-api -- list [--all]   messages not yet sent (--all: also sent ones)
 *   npm run outbox -w contact-api -- retry [id]     queue failed messages (or one) again
 * Reads CONTACT_DB_PATH like the API. Shows no names, addresses or message text.
 */

const usage = `Usage:
  npm run outbox -w contact-api -- list [--all]
  npm run outbox -w contact-api -- retry [id]`;

const time = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString());

function table(entries: OutboxEntry[]): string {
  const rows = [
    ['ID', 'STATUS', 'ATTEMPTS', 'ACCEPTED', 'NEXT ATTEMPT / SENT', 'LAST ERROR'],
    ...entries.map((entry) => [
      entry.id,
      entry.status,
      String(entry.attempts),
      time(entry.createdAt),
      entry.status === 'sent'
        ? time(entry.sentAt)
        : entry.status === 'pending'
          ? time(entry.nextAttemptAt)
          : entry.status === 'sending'
            ? `lease until ${time(entry.leaseUntil)}`
            : '-',
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

function main(argv: string[]): number {
  const [command, ...rest] = argv;
  if (command !== 'list' && command !== 'retry') {
    console.error(usage);
    return 2;
  }
  const file = readDatabasePath();
  if (!existsSync(file)) {
    console.error(`No outbox at ${file}. Set CONTACT_DB_PATH to the API's database.`);
    return 1;
  }
  const outbox = openOutbox({
    file,
    clock: systemClock,
    messageIdDomain: 'localhost',
    mustExist: true,
  });
  try {
    if (command === 'list') {
      const all = rest.includes('--all');
      const entries = outbox.list(all ? undefined : ['pending', 'sending', 'failed']);
      if (!entries.length) {
        console.log(all ? 'The outbox is empty.' : 'Every message has been sent.');
        return 0;
      }
      console.log(table(entries));
      const failed = entries.filter((entry) => entry.status === 'failed').length;
      if (failed) console.log(`\n${failed} failed: npm run outbox -w contact-api -- retry [id]`);
      return 0;
    }
    const outcomes = outbox.retry(rest[0]);
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
        console.error(
          {
            'not-found': `No message with id ${id}.`,
            'already-sent': `${id} was already sent.`,
            'being-sent': `${id} is being sent right now.`,
          }[outcome],
        );
      }
    }
    if (code === 0) console.log('The running API delivers them at its next poll.');
    return code;
  } finally {
    outbox.close();
  }
}

process.exitCode = main(process.argv.slice(2));
