import type { BlogBenchResult } from './api-blog';
import type { ContactBenchResult } from './api-contact';
import { describeStatuses, type LoadSummary } from './api-load';

/**
 * The benchmark's tables, in Markdown: printed as they are and written as they are to
 * `docs/benchmarks.md`, so the file holds exactly what the run printed.
 */

export const targets = { acceptedPerSecond: 1000, p99Ms: 50, connections: 50 } as const;

const whole = (value: number) => Math.round(value).toLocaleString('en-GB');
const ms = (value: number) => `${value.toLocaleString('en-GB', { maximumFractionDigits: 2 })} ms`;
const times = (value: number) =>
  `${value.toLocaleString('en-GB', { maximumFractionDigits: value < 10 ? 2 : 1 })}×`;

const table = (head: string[], align: string[], rows: string[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${align.join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

const loadRow = (label: string, load: LoadSummary) => [
  label,
  whole(load.requestsPerSecond),
  ms(load.p50),
  ms(load.p99),
  describeStatuses(load.statuses),
  whole(load.errors + load.timeouts),
];

/** 202s per second of the measured run. */
export const acceptedPerSecond = (load: LoadSummary) => (load.statuses['202'] ?? 0) / load.duration;

export function contactTable({ contactApi, bare }: ContactBenchResult): string {
  return table(
    ['server', 'req/s', 'p50', 'p99', 'responses', 'errors'],
    ['---', '---:', '---:', '---:', '---', '---:'],
    [
      loadRow('contact-api `POST /send-email` (whole pipeline)', contactApi),
      loadRow('bare `node:http` (`JSON.parse` only)', bare),
      [
        'bare ÷ contact-api',
        times(bare.requestsPerSecond / contactApi.requestsPerSecond),
        times(contactApi.p50 / bare.p50),
        times(contactApi.p99 / bare.p99),
        'contact-api ÷ bare for latencies',
        '',
      ],
    ],
  );
}

export const missingFromOutbox = ({ outbox }: ContactBenchResult) =>
  outbox.accepted - outbox.acceptedInOutbox;

export function outboxSummary(result: ContactBenchResult): string {
  const { outbox } = result;
  const statuses = Object.entries(outbox.byStatus)
    .map(([status, count]) => `${status} ${whole(count)}`)
    .join(', ');
  const extra = outbox.rows - outbox.accepted;
  return [
    `Outbox after the run (warm-up included): ${whole(outbox.rows)} rows (${statuses || 'none'}); ` +
      `${whole(outbox.accepted)} requests answered 202, of which ${whole(outbox.acceptedInOutbox)} ` +
      `are in the outbox: ${whole(missingFromOutbox(result))} missing.`,
    extra === 0
      ? 'Rows and 202 answers are equal.'
      : `The ${whole(extra)} rows beyond the 202s are requests autocannon cut off in flight when ` +
        `each load stopped (${whole(outbox.unanswered)} requests sent without their answer read): ` +
        'committed, but their 202 was never read.',
  ].join(' ');
}

export function blogTable({ kinds }: BlogBenchResult): string {
  return table(
    ['get-blogs request', 'body', 'req/s', 'p50', 'p99', 'responses', 'errors'],
    ['---', '---', '---:', '---:', '---:', '---', '---:'],
    kinds.map(({ kind, body, load }) => {
      const [, ...cells] = loadRow(kind, load);
      return [kind, body, ...cells];
    }),
  );
}

export interface TargetCheck {
  text: string;
  met: boolean;
}

export function targetChecks(result: ContactBenchResult, connections: number): TargetCheck[] {
  const accepted = acceptedPerSecond(result.contactApi);
  const missing = missingFromOutbox(result);
  return [
    {
      text: `contact-api ≥ ${whole(targets.acceptedPerSecond)} accepted req/s at ${targets.connections} connections: ${whole(accepted)} 202s per second at ${connections}`,
      met: accepted >= targets.acceptedPerSecond && connections >= targets.connections,
    },
    {
      text: `contact-api p99 ≤ ${targets.p99Ms} ms: ${ms(result.contactApi.p99)}`,
      met: result.contactApi.p99 <= targets.p99Ms,
    },
    {
      text: `no accepted message missing from the outbox: ${whole(missing)} missing of ${whole(result.outbox.accepted)}`,
      met: missing === 0,
    },
  ];
}

export const targetList = (checks: readonly TargetCheck[]) =>
  checks.map(({ text, met }) => `- ${met ? 'met' : '**not met**'}: ${text}`).join('\n');

/** `contact-api 0.52 ms, autocannon 0.08 ms`: where the machine's CPU went per request. */
export function cpuSummary({ contactApi, bare }: ContactBenchResult): string {
  const describe = (load: LoadSummary) =>
    Object.entries(load.cpuMsPerRequest ?? {})
      .map(([name, value]) => `${name} ${value.toFixed(3)} ms`)
      .join(', ');
  return (
    `CPU time per answered request during the measured run: contact-api run: ${describe(contactApi)}; ` +
    `bare run: ${describe(bare)}.`
  );
}

/** Why the run cannot be trusted (it then exits 1 and writes nothing). */
export function runProblems(contact: ContactBenchResult): string[] {
  const problems: string[] = [];
  const missing = missingFromOutbox(contact);
  if (missing > 0) problems.push(`${missing} accepted messages are missing from the outbox`);
  if (contact.outbox.rows - contact.outbox.accepted > contact.outbox.unanswered) {
    problems.push('the outbox holds more rows than requests were sent');
  }
  if (contact.exitedDuringLoad) problems.push('the contact API exited during the load');
  const failed = contact.contactApi.errors + contact.contactApi.timeouts;
  if (failed > 0) problems.push(`${failed} requests to the contact API failed or timed out`);
  if (contact.tokenShortfall > 0) {
    problems.push(
      `${contact.tokenShortfall} requests found no unused bot-check token: raise --tokens-per-second`,
    );
  }
  return problems;
}

export interface SectionSettings {
  connections: number;
  warmup: number;
  duration: number;
  blogConnections: number;
  blogWarmup: number;
  blogDuration: number;
}

/** The `api` section of docs/benchmarks.md, exactly as the run prints it. */
export function apiSection({
  context,
  settings: s,
  contact,
  blog,
}: {
  context: string;
  settings: SectionSettings;
  contact?: ContactBenchResult;
  blog?: BlogBenchResult;
}): string {
  const lines = ['## API (`npm run bench:api`)', '', context, ''];
  if (contact) {
    lines.push(
      '### contact-api against a bare `node:http` handler',
      '',
      `autocannon, ${s.connections} connections on loopback, ${s.warmup} s warm-up then ` +
        `${s.duration} s measured, the same ~700-byte enquiry to both (each with its own ` +
        'bot-check token). contact-api is `contact-api/src/server.ts` in its own process with ' +
        'its production defaults (log level `info`, to a file) except: the rate limit raised to ' +
        '1,000,000 per 10 minutes; siteverify is the bot-check emulator in another process ' +
        `(${whole(contact.tokensMinted)} single-use tokens minted through its token endpoint ` +
        'before the load); SMTP is a server that never answers, so each delivery worker holds one ' +
        'message and the rest wait in the outbox. The database is a real Postgres ' +
        `${contact.postgres} (a throwaway cluster on loopback, default settings: each commit ` +
        'flushed to disk) on the same two cores. What is measured is acceptance: CORS, the rate ' +
        'limit counted in Postgres, JSON, schema, siteverify over HTTP, and the outbox row with ' +
        'its delivery job committed, then 202.',
      '',
      contactTable(contact),
      '',
      outboxSummary(contact),
      '',
      cpuSummary(contact),
      '',
      closedLoopNote(contact, s.connections),
      '',
    );
  }
  if (blog) {
    lines.push(
      `### get-blogs with ${whole(blog.seed.posts)} published posts`,
      '',
      'The local blog backend (the edge function in Deno, PGlite with the migrations) seeded ' +
        `with generated posts (content ${whole(blog.seed.averageContentBytes)} bytes on average, ` +
        `the 7 categories, about 9 years of dates; ready in ${blog.startSeconds.toFixed(1)} s). ` +
        '`POST /functions/v1/get-blogs` with the anon key, ' +
        `${s.blogConnections} connections (PGlite runs one query at a time: more connections ` +
        `only queue), ${s.blogDuration} s per request kind after a ${s.blogWarmup} s warm-up.`,
      '',
      blogTable(blog),
      '',
    );
  }
  if (contact) lines.push('### Targets', '', targetList(targetChecks(contact, s.connections)));
  return lines.join('\n').trimEnd();
}

/**
 * Each connection sends its next request as soon as the previous one is answered, so a saturated
 * server's mean latency is connections ÷ throughput (Little's law): the p99 target at 50
 * connections is a throughput target in disguise.
 */
export function closedLoopNote({ contactApi }: ContactBenchResult, connections: number): string {
  const mean = (connections / contactApi.requestsPerSecond) * 1000;
  const needed = (connections / targets.p99Ms) * 1000;
  return (
    `Closed loop: each connection sends its next request when the last one is answered, so the ` +
    `mean latency is connections ÷ throughput (${connections} ÷ ${whole(contactApi.requestsPerSecond)}/s ` +
    `= ${ms(Math.round(mean * 10) / 10)}); a p99 of ${targets.p99Ms} ms at ${connections} ` +
    `connections needs well over ${whole(needed)} requests a second.`
  );
}
