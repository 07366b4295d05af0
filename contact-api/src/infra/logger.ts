import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Structured JSON logs that hold no personal data. Rather than a list of what to hide (which a
 * new field of the contact schema would slip past), a line keeps only the keys below; any other
 * is dropped, and only its name is kept, under `dropped`. Errors keep their type, code, status,
 * message and stack, not the other properties libraries attach (nodemailer's recipients, a
 * Postgres error's `detail` with a row's values). Email addresses inside kept strings (an SMTP
 * server's refusal quotes the recipient) are masked. (pino does not pass a child logger's own
 * bindings through this filter: the code gives children only `reqId`, `outboxId`, `attempt` and
 * `component`.)
 */
export const loggableKeys: ReadonlySet<string> = new Set([
  // every line
  'service',
  // the request log (request-log.ts) and request-scoped lines
  'reqId',
  'req',
  'res',
  'responseTime',
  'outboxId',
  // delivery (deliver.ts)
  'component',
  'attempt',
  'reason',
  // the bot check (verify-bot-check.ts)
  'errorCodes',
  'score',
  // start-up, shutdown and the clean-up (server.ts, start.ts)
  'url',
  'internalUrl',
  'database',
  'signal',
  'sent',
  'failed',
  'keys',
  'pending',
  'unsubscribed',
  'err',
]);

const address = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[^\s<>"'(),;:@]+/g;
const masked = (value: unknown) =>
  typeof value === 'string' ? value.replace(address, '[address]') : value;

/** The keys of `object` a line may carry, with addresses masked; the names of the others. */
export function loggable(object: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  let dropped: string[] | undefined;
  for (const [key, value] of Object.entries(object)) {
    if (loggableKeys.has(key)) kept[key] = masked(value);
    else (dropped ??= []).push(key);
  }
  if (dropped) kept.dropped = dropped;
  return kept;
}

/** An error as a log line may show it. */
function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: masked(String(error)) };
  const { code, status } = error as { code?: unknown; status?: unknown };
  return {
    type: error.name,
    message: masked(error.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(typeof status === 'number' ? { status } : {}),
    stack: masked(error.stack),
    ...(error.cause === undefined ? {} : { cause: serializeError(error.cause) }),
  };
}

/**
 * Stdout, written in batches: lines wait until 4 KiB have gathered or a quarter of a second has
 * passed, so a busy API makes one write for about twenty request lines instead of one each. pino
 * writes what is left when the process exits.
 */
const batchedStdout = () =>
  pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 });

/** Logs to stdout (batched) unless given another destination. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'contact-api' },
    serializers: { err: serializeError },
    formatters: { log: loggable, bindings: loggable },
  };
  return pino(options, destination ?? batchedStdout());
}
