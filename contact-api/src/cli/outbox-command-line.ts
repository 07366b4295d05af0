import { parseArgs } from 'node:util';

/** The `outbox` command's arguments, read with `node:util`'s `parseArgs`. */

export const usage = `Usage:
  npm run outbox -w contact-api -- list [--all]        messages not yet sent (--all: also sent ones)
  npm run outbox -w contact-api -- retry [id]          queue failed messages (or one) again
  npm run outbox -w contact-api -- consent <address>   a newsletter address's consent record`;

export type OutboxCommand =
  | { name: 'list'; all: boolean }
  | { name: 'retry'; id?: string }
  | { name: 'consent'; address: string };

/** The command `argv` asks for, or why it cannot be read (then the usage is shown). */
export function parseOutboxCommand(argv: string[]): OutboxCommand | { problem: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { all: { type: 'boolean', default: false } },
    });
  } catch (error) {
    return { problem: (error as Error).message };
  }
  const [name, ...rest] = parsed.positionals;
  const { all } = parsed.values;
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
