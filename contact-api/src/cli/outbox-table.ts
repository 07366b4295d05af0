import type { ListedEntry } from '../outbox/outbox-listing';

const time = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString());

/** When a listed message was sent, failed or will be tried next (or since when it is being sent). */
function lastOrNext(entry: ListedEntry): string {
  if (entry.status === 'sent') return time(entry.sentAt);
  if (entry.status === 'failed') return time(entry.failedAt);
  if (entry.status === 'pending') return time(entry.nextAttemptAt);
  return `since ${time(entry.lastAttemptAt)}`;
}

/** `outbox list`'s table: one message a line, columns padded; no personal data. */
export function outboxTable(entries: ListedEntry[]): string {
  return formatTable([
    ['ID', 'KIND', 'STATUS', 'ATTEMPTS', 'ACCEPTED', 'NEXT ATTEMPT / SENT / FAILED', 'LAST ERROR'],
    ...entries.map((entry) => [
      entry.id,
      entry.kind,
      entry.status,
      String(entry.attempts),
      time(entry.acceptedAt),
      lastOrNext(entry),
      (entry.lastError ?? '').replace(/\s+/g, ' '),
    ]),
  ]);
}

/** Rows as columns padded to their widest cell, the last one left as it is. */
export function formatTable(rows: string[][]): string {
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
