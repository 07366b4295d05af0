/**
 * The months of the digest, in the UK's time (Europe/London): a month starts at midnight on its
 * first day there, whether that is GMT or BST, and its digest lists the posts published from that
 * moment until the next month's.
 */

export const digestTimeZone = 'Europe/London';

/** A month as `YYYY-MM`. */
export type Month = `${number}-${number}`;

const monthShape = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (value: string): value is Month => monthShape.test(value);

const offsetFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: digestTimeZone,
  timeZoneName: 'longOffset',
});

/** The zone's offset from UTC at `at`, in milliseconds (`GMT+01:00` → 3,600,000). */
function offsetAt(at: number): number {
  const name = offsetFormat.formatToParts(at).find((part) => part.type === 'timeZoneName');
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name?.value ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -1 : 1) * minutes * 60_000;
}

/** Midnight of the first of (year, month) in London, as an instant. */
function startOf(year: number, month: number): number {
  const utc = Date.UTC(year, month - 1, 1);
  // The offset at the guess is the offset at the answer: no change of clocks falls at midnight.
  return utc - offsetAt(utc - offsetAt(utc));
}

const parts = (month: Month) => {
  const match = monthShape.exec(month);
  if (!match) throw new Error(`Not a month (YYYY-MM): ${month}`);
  return { year: Number(match[1]), month: Number(match[2]) };
};

/** The instants the month runs over: [from, before). */
export function monthWindow(month: Month): { from: Date; before: Date } {
  const { year, month: number } = parts(month);
  const next = number === 12 ? { year: year + 1, month: 1 } : { year, month: number + 1 };
  return {
    from: new Date(startOf(year, number)),
    before: new Date(startOf(next.year, next.month)),
  };
}

const monthFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: digestTimeZone,
  year: 'numeric',
  month: '2-digit',
});

/** The month that `at` falls in, in London. */
export function monthOf(at: number): Month {
  return monthFormat.format(at).slice(0, 7) as Month;
}

/** The month before `month`. */
export function previousMonth(month: Month): Month {
  const { year, month: number } = parts(month);
  const previous = number === 1 ? { year: year - 1, month: 12 } : { year, month: number - 1 };
  return `${previous.year}-${String(previous.month).padStart(2, '0')}` as Month;
}

/** The last month that has ended at `at`: the one a digest sent at `at` is about. */
export const lastEndedMonth = (at: number): Month => previousMonth(monthOf(at));

/** Whether `month` has ended at `at` (a digest of a month still running would miss posts). */
export const hasEnded = (month: Month, at: number) => monthWindow(month).before.getTime() <= at;

/** "November 2026", for the email's subject. */
export function monthName(month: Month): string {
  const { from } = monthWindow(month);
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: digestTimeZone,
    month: 'long',
    year: 'numeric',
  }).format(from);
}
