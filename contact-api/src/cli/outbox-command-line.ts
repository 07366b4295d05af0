import { parseArgs } from 'node:util';

/** The `outbox` command's arguments, read with `node:util`'s `parseArgs`. */

export const usage = `Usage:
  npm run outbox -w contact-api -- list [--all]        messages not yet sent (--all: also sent ones)
  npm run outbox -w contact-api -- retry [id]          queue failed messages (or one) again
  npm run outbox -w contact-api -- consent <address>   a newsletter address's consent record
  npm run outbox -w contact-api -- newsletter status   each digest's or post's emails: sent,
                                                       pending, failed, suppressed
  npm run outbox -w contact-api -- newsletter digest [--month YYYY-MM] [--now <ISO time>]
      a running API fans out the month's digest now (default: the last month ended at --now)`;

export type OutboxCommand =
  | { name: 'list'; all: boolean }
  | { name: 'retry'; id?: string }
  | { name: 'consent'; address: string }
  | { name: 'newsletter-status' }
  | { name: 'newsletter-digest'; month?: string; now?: string };

const monthShape = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `newsletter status` and `newsletter digest [--month] [--now]`. */
function newsletterCommand(
  rest: string[],
  values: { all: boolean; month?: string; now?: string },
): OutboxCommand | { problem: string } {
  const [sub, ...more] = rest;
  if (values.all) return { problem: '--all is an option of list only' };
  if (more.length) return { problem: `Unexpected argument: ${more[0]}` };
  if (sub === 'status') {
    return values.month || values.now
      ? { problem: '--month and --now are options of newsletter digest' }
      : { name: 'newsletter-status' };
  }
  if (sub !== 'digest') return { problem: 'newsletter needs status or digest' };
  if (values.month !== undefined && !monthShape.test(values.month)) {
    return { problem: `--month must be YYYY-MM: ${values.month}` };
  }
  if (values.now !== undefined && Number.isNaN(Date.parse(values.now))) {
    return { problem: `--now must be an ISO 8601 time: ${values.now}` };
  }
  return { name: 'newsletter-digest', month: values.month, now: values.now };
}

/** The command `argv` asks for, or why it cannot be read (then the usage is shown). */
export function parseOutboxCommand(argv: string[]): OutboxCommand | { problem: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        all: { type: 'boolean', default: false },
        month: { type: 'string' },
        now: { type: 'string' },
      },
    });
  } catch (error) {
    return { problem: (error as Error).message };
  }
  const [name, ...rest] = parsed.positionals;
  const { all } = parsed.values;
  if (name === 'newsletter') return newsletterCommand(rest, parsed.values);
  if (parsed.values.month !== undefined || parsed.values.now !== undefined) {
    return { problem: '--month and --now are options of newsletter digest' };
  }
  const extra = (allowed: number) =>
    rest.length > allowed ? `Unexpected argument: ${rest[allowed]}` : undefined;
  const problem =
    name === 'list'
      ? extra(0)
      : name === 'retry' || name === 'consent'
        ? ((all ? '--all is an option of list only' : undefined) ?? extra(1))
        : name === undefined
          ? 'No command given'
          : `Unknown command: ${name}`;
  if (problem) return { problem };
  if (name === 'list') return { name, all };
  if (name === 'retry') return { name, id: rest[0] };
  if (!rest[0]) return { problem: 'consent needs an address' };
  return { name: 'consent', address: rest[0] };
}
