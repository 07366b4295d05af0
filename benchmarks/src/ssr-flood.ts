import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { createServer, connect, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { readRendererSettings } from '../../shell/renderer/main';
import { renderBypassHeader } from '../../shell/renderer/renderer-app';
import { buildAll } from '../../scripts/build';
import { readStack } from '../../scripts/stack';
import {
  processCpuSeconds,
  repoRoot,
  startService,
  stopAll,
  type ServiceProcess,
} from './api-processes';
import { describeStatuses } from './api-load';
import { machineLoadDuring, runContext, writeBenchmarkSection } from './benchmarks-file';
import { newestPostSlug } from './newest-post';
import {
  expectedStatus,
  floodKinds,
  nonBlogPages,
  visitorPages,
  type FloodKind,
  type FloodResult,
} from './ssr-flood-urls';
import {
  latenciesOf,
  recoveredAfter,
  sentBetween,
  startVisitors,
  visitorAddress,
  type Latencies,
  type VisitorSample,
} from './ssr-flood-visitors';

/**
 * `npm run bench:ssr -- --flood`: the site under a flood of URLs nobody sent before (issue 35,
 * decision 030), as `npm start` runs it: the shell's static host in front of the renderer, the
 * backends embedded, in a process of its own. Visitors (a few connections reading `/`,
 * `/finance`, `/blogs`, `/contact` and `/about` in a loop) are timed alone first, then while one
 * client floods the site over many connections, then after it; the same again with the blog
 * backend down. Prints the figures and whether each target is met, and writes the `ssr-flood`
 * section of docs/benchmarks.md (`--no-write` to only print). Exits 1 when a target is missed.
 *
 *   npm run bench:ssr -- --flood [--no-build] [--no-write] [--duration 10] [--connections 200]
 */

export interface FloodOptions {
  build: boolean;
  write: boolean;
  /** Seconds of flood, and its connections. */
  duration: number;
  connections: number;
  /** Visitors' connections, and the seconds they are timed alone before and after the flood. */
  visitors: number;
  idleSeconds: number;
  afterSeconds: number;
}

/** Within this many seconds after the flood, the visitors must have their site back. */
const recoveryTargetSeconds = 3;
/** The visitors' p99 under the flood may be at most this many times their idle p99. */
const p99Factor = 2;
/** "At once": the slowest answer `/blogs` may give while its backend is down. */
const atOnceMs = 1_000;

const ports = {
  shell: 3600,
  marketing: 3601,
  blog: 3602,
  contact: 3603,
  renderer: 3608,
  rendererInternal: 3609,
  blogBackend: 54631,
  /** What the stack knows as its blog backend: a pass-through that can be cut. */
  blogBackendSeen: 54632,
  contactApi: 4520,
  smtp: 1545,
  mailHttp: 8545,
  botCheck: 4620,
};

const host = '127.0.0.1';

const stackEnv = (): Record<string, string> => ({
  SHELL_PORT: String(ports.shell),
  MARKETING_PORT: String(ports.marketing),
  BLOG_PORT: String(ports.blog),
  CONTACT_PORT: String(ports.contact),
  RENDERER_PORT: String(ports.renderer),
  RENDERER_INTERNAL_PORT: String(ports.rendererInternal),
  BLOG_BACKEND_PORT: String(ports.blogBackend),
  SUPABASE_URL: `http://${host}:${ports.blogBackendSeen}`,
  CONTACT_API_PORT: String(ports.contactApi),
  MAIL_CATCHER_SMTP_PORT: String(ports.smtp),
  MAIL_CATCHER_HTTP_PORT: String(ports.mailHttp),
  BOT_CHECK_PORT: String(ports.botCheck),
  PUBLIC_HOST: host,
  DATA_DIR: path.join(repoRoot, '.data', 'bench-ssr-flood'),
});

/**
 * A TCP pass-through to the blog backend, which the stack knows as its backend. `cut()` closes it
 * and every connection through it: from then on the stack's backend refuses connections, as a
 * backend that is down does.
 */
async function blogBackendLine(listenPort: number, backendPort: number) {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const backend = connect(backendPort, host);
    for (const socket of [client, backend]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        backend.destroy();
      });
    }
    client.pipe(backend).pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, host, () => resolve());
  });
  let open = true;
  return {
    async cut() {
      if (!open) return;
      open = false;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

/** Answers by route and cache state, sheds, queue depth: the renderer's own account. */
interface RendererCounts {
  answers: Record<string, number>;
  shed: number;
  queued: number;
  busy: number;
}

async function rendererCounts(): Promise<RendererCounts> {
  const text = await (
    await fetch(`http://${host}:${ports.rendererInternal}/metrics`, {
      signal: AbortSignal.timeout(5_000),
    })
  ).text();
  const counts: RendererCounts = { answers: {}, shed: 0, queued: 0, busy: 0 };
  for (const line of text.split('\n')) {
    const answer = /^renderer_page_answers_total\{route="([^"]*)",cache="([^"]*)"\} (\S+)$/.exec(
      line,
    );
    if (answer) counts.answers[`${answer[1]} ${answer[2]}`] = Number(answer[3]);
    const single = /^renderer_(shed_total|queue_depth|workers_busy) (\S+)$/.exec(line);
    if (single?.[1] === 'shed_total') counts.shed = Number(single[2]);
    if (single?.[1] === 'queue_depth') counts.queued = Number(single[2]);
    if (single?.[1] === 'workers_busy') counts.busy = Number(single[2]);
  }
  return counts;
}

/** What changed between two readings of the answers, as `route cache×n` (largest first). */
function answersDuring(before: RendererCounts, after: RendererCounts, route?: string): string {
  return (
    Object.entries(after.answers)
      .map(([key, value]) => [key, value - (before.answers[key] ?? 0)] as const)
      .filter(([key, value]) => value > 0 && (!route || key.startsWith(`${route} `)))
      .sort((a, b) => b[1] - a[1])
      .map(([key, value]) => `${key}×${value}`)
      .join(', ') || 'none'
  );
}

/** The flood client, loaded and waiting for `go`. */
async function floodClient(options: FloodOptions, slug: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'ssr-flood-client.ts')],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        FLOOD_URL: `http://${host}:${ports.shell}`,
        FLOOD_SLUG: slug,
        FLOOD_CONNECTIONS: String(options.connections),
        FLOOD_DURATION: String(options.duration),
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const nextLine = () =>
    new Promise<string>((resolve, reject) => {
      lines.once('line', resolve);
      void exited.then((code) => reject(new Error(`the flood client exited (code ${code})`)));
    });
  const ready = await nextLine();
  if (ready !== 'ready') throw new Error(`the flood client said ${ready}`);
  return {
    async run(): Promise<FloodResult> {
      const result = nextLine();
      child.stdin.write('go\n');
      return JSON.parse(await result) as FloodResult;
    },
    cpuSeconds: () => processCpuSeconds(child.pid),
    stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
    },
  };
}

interface ScenarioResult {
  judged: readonly string[];
  /** CPU seconds a second during the flood: the stack's process (all its threads), the flood's. */
  cpu: { stack: number; flood: number };
  idle: Latencies;
  /** The same figures for the visitors of each page. */
  idleByPage: Record<string, Latencies>;
  flood: Latencies;
  floodByPage: Record<string, Latencies>;
  after: { seconds: number | undefined; windows: Latencies[] };
  floodResult: FloodResult;
  renderer: string;
  blogs: string;
  maxQueued: number;
  maxBusy: number;
  shed: number;
}

const byPage = (samples: readonly VisitorSample[]) =>
  Object.fromEntries(
    visitorPages.map((page) => [page, latenciesOf(samples.filter((s) => s.page === page))]),
  );

/** Visitors alone, then with the flood, then alone again. */
async function scenario(
  options: FloodOptions,
  slug: string,
  /** The pages whose visitors the targets judge (the others are reported). */
  judged: readonly string[],
  stackCpu: () => number,
  log: (line: string) => void,
): Promise<ScenarioResult> {
  const origin = `http://${host}:${ports.shell}`;
  const client = await floodClient(options, slug);
  try {
    const visitors = startVisitors(origin, visitorPages, options.visitors);
    const idleFrom = Date.now();
    await new Promise((resolve) => setTimeout(resolve, options.idleSeconds * 1000));
    const before = await rendererCounts();
    let maxQueued = 0;
    let maxBusy = 0;
    const watching = setInterval(() => {
      rendererCounts().then(
        (counts) => {
          maxQueued = Math.max(maxQueued, counts.queued);
          maxBusy = Math.max(maxBusy, counts.busy);
        },
        () => undefined,
      );
    }, 250);
    log(`  flood: ${options.connections} connections for ${options.duration} s`);
    const cpuBefore = { stack: stackCpu(), flood: client.cpuSeconds() };
    const floodResult = await client.run();
    clearInterval(watching);
    const seconds = (floodResult.endedAt - floodResult.startedAt) / 1000;
    const cpu = {
      stack: (stackCpu() - cpuBefore.stack) / seconds,
      flood: (client.cpuSeconds() - cpuBefore.flood) / seconds,
    };
    const afterUntil = floodResult.endedAt + options.afterSeconds * 1000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, afterUntil - Date.now())));
    const samples = (await visitors.stop()).filter((sample) => judged.includes(sample.page));
    const counts = await rendererCounts();

    const all = visitors.samples;
    const idleSamples = sentBetween(samples, idleFrom, floodResult.startedAt);
    const idle = latenciesOf(idleSamples);
    const floodSamples = sentBetween(samples, floodResult.startedAt, floodResult.endedAt);
    return {
      judged,
      cpu,
      idle,
      idleByPage: byPage(sentBetween(all, idleFrom, floodResult.startedAt)),
      flood: latenciesOf(floodSamples),
      floodByPage: byPage(sentBetween(all, floodResult.startedAt, floodResult.endedAt)),
      after: recoveredAfter(
        samples,
        floodResult.endedAt,
        options.afterSeconds,
        idle.p99 * p99Factor,
      ),
      floodResult,
      renderer: answersDuring(before, counts),
      blogs: answersDuring(before, counts, '/blogs'),
      maxQueued,
      maxBusy,
      shed: counts.shed - before.shed,
    };
  } finally {
    client.stop();
  }
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : '–');

function visitorTable(result: ScenarioResult): string[] {
  const judgedPages =
    result.judged.length === visitorPages.length
      ? 'every page'
      : result.judged.map((page) => `\`${page}\``).join(', ');
  const row = (phase: string, l: Latencies) =>
    `| ${phase} | ${l.count} | ${describeStatuses(l.statuses)} | ${ms(l.p50)} | ${ms(l.p99)} | ${ms(l.max)} |`;
  return [
    '| Visitors | Answers | Statuses | p50 (ms) | p99 (ms) | Slowest (ms) |',
    '| --- | --- | --- | --- | --- | --- |',
    row(`alone, before (${judgedPages})`, result.idle),
    ...visitorPages.map((page) => row(`alone, before: \`${page}\``, result.idleByPage[page]!)),
    row(`during the flood (${judgedPages})`, result.flood),
    ...visitorPages.map((page) => row(`during the flood: \`${page}\``, result.floodByPage[page]!)),
    ...result.after.windows.map((window, index) =>
      row(`after the flood, second ${index + 1} (${judgedPages})`, window),
    ),
  ];
}

function floodTable(flood: FloodResult): string[] {
  return [
    '| Flood URLs | Expected | Statuses | Slowest (ms) |',
    '| --- | --- | --- | --- |',
    ...floodKinds.map((kind) => {
      const tally = flood.byKind[kind];
      return `| ${kind} | ${expectedStatus[kind]} | ${tally ? describeStatuses(tally.statuses) : 'none'} | ${tally ? tally.maxMs : '–'} |`;
    }),
  ];
}

interface Check {
  met: boolean;
  text: string;
}

const fiveHundreds = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);

/**
 * The flood's checks. With the blog backend down, a blog page the renderer has no copy of may be
 * a 503 (given at once): those are judged by `downChecks`, not here.
 */
function floodChecks(result: ScenarioResult, idleP99: number, blogDown = false): Check[] {
  const { flood, floodResult, after } = result;
  const excused = (kind: FloodKind, status: string) =>
    blogDown && kind === 'tracking parameters, blog pages' && status === '503';
  const wrong = floodKinds.flatMap((kind) => {
    const statuses = floodResult.byKind[kind]?.statuses ?? {};
    return Object.entries(statuses)
      .filter(([status]) => Number(status) !== expectedStatus[kind] && !excused(kind, status))
      .map(([status, count]) => `${kind} ${status}×${count}`);
  });
  const floodFiveHundreds = floodKinds.reduce(
    (sum, kind) =>
      sum +
      fiveHundreds(
        Object.fromEntries(
          Object.entries(floodResult.byKind[kind]?.statuses ?? {}).filter(
            ([status]) => !excused(kind, status),
          ),
        ),
      ),
    0,
  );
  return [
    {
      met: flood.count > 0 && flood.statuses['200'] === flood.count,
      text: `the visitors get 200 every time during the flood (${describeStatuses(flood.statuses)})`,
    },
    {
      met: flood.p99 <= idleP99 * p99Factor,
      text: `the visitors' p99 during the flood is within ${p99Factor}× their idle p99 (${ms(flood.p99)} ms against ${ms(idleP99)} ms, bound ${ms(idleP99 * p99Factor)} ms)`,
    },
    {
      met: floodFiveHundreds === 0 && floodResult.errors === 0 && floodResult.timeouts === 0,
      text: `the flood gets no 5xx${blogDown ? ' (beyond 503s of blog pages)' : ''} (${floodFiveHundreds} 5xx, ${floodResult.errors} errors, ${floodResult.timeouts} timeouts)`,
    },
    {
      met: wrong.length === 0,
      text: `the flood's pages get 200, its unknown paths, slugs and queries 404, its non-canonical paths 308${wrong.length ? ` (otherwise: ${wrong.join(', ')})` : ''}`,
    },
    {
      met: after.seconds !== undefined && after.seconds <= recoveryTargetSeconds,
      text: `the site is itself again within ${recoveryTargetSeconds} s after the flood (${after.seconds === undefined ? `not within the ${after.windows.length} s measured` : `from second ${after.seconds + 1} on`}: only 200s, p99 within ${ms(idleP99 * p99Factor)} ms)`,
    },
  ];
}

function downChecks(result: ScenarioResult, healthyIdleP99: number): Check[] {
  const others = nonBlogPages;
  const otherSamples = others.map((page) => result.floodByPage[page]!);
  const otherP99 = Math.max(...otherSamples.map((l) => l.p99));
  const otherAll200 = otherSamples.every((l) => l.count > 0 && l.statuses['200'] === l.count);
  const blogs = result.floodByPage['/blogs']!;
  const blogsBad = Object.entries(blogs.statuses)
    .filter(([status]) => status !== '200' && status !== '503')
    .reduce((sum, [, count]) => sum + count, 0);
  return [
    {
      met: otherAll200 && otherP99 <= healthyIdleP99 * p99Factor,
      text: `the visitors of ${others.map((p) => `\`${p}\``).join(', ')} are unaffected: 200 every time, each page's p99 within ${p99Factor}× the healthy idle p99 (slowest page's p99 ${ms(otherP99)} ms, bound ${ms(healthyIdleP99 * p99Factor)} ms)`,
    },
    {
      met: blogs.count > 0 && blogsBad === 0 && blogs.max <= atOnceMs,
      text: `\`/blogs\` is served stale or 503 at once (${describeStatuses(blogs.statuses)}, slowest ${ms(blogs.max)} ms, bound ${atOnceMs} ms; the renderer's answers for it: ${result.blogs})`,
    },
  ];
}

const checkLines = (checks: readonly Check[]) =>
  checks.map(({ met, text }) => `- ${met ? 'met' : '**missed**'}: ${text}`);

function scenarioMarkdown(title: string, result: ScenarioResult, checks: readonly Check[]) {
  const f = result.floodResult;
  return [
    `### ${title}`,
    '',
    ...visitorTable(result),
    '',
    `Flood: ${f.completed} answers, ${Math.round(f.requestsPerSecond)} a second, p50 ${ms(f.p50)} ms, p99 ${ms(f.p99)} ms, slowest ${ms(f.max)} ms, ${f.errors} errors, ${f.timeouts} timeouts.`,
    '',
    ...floodTable(f),
    '',
    `CPU during the flood, in seconds a second (the machine has ${availableParallelism()}): the stack's process, every thread, ${result.cpu.stack.toFixed(2)}; the flood client ${result.cpu.flood.toFixed(2)}.`,
    '',
    `The renderer (its metrics, from the flood's start to the end of the run): answers by route and cache state: ${result.renderer}; ${result.shed} shed; queue depth at most ${result.maxQueued}, busy workers at most ${result.maxBusy} (read every 250 ms).`,
    '',
    ...checkLines(checks),
  ];
}

export async function runFlood(options: FloodOptions): Promise<void> {
  const env = stackEnv();
  const stack = readStack(env);
  if (options.build) await buildAll(stack, 'production');
  await mkdir(stack.services.dataDir, { recursive: true });
  const logFile = path.join(stack.services.dataDir, 'stack.log');
  const log = (line: string) => console.log(line);
  const machineLoad = machineLoadDuring();
  const line = await blogBackendLine(ports.blogBackendSeen, ports.blogBackend);
  let site: ServiceProcess | undefined;
  try {
    site = await startService({
      name: 'the stack',
      script: path.join(__dirname, 'ssr-flood-stack.ts'),
      url: `http://${host}:${ports.renderer}`,
      readyPath: '/healthz',
      env,
      logFile,
      readyTimeoutMs: 120_000,
    });
    // Ready: the render threads have the remotes, and the page index is read.
    for (let tries = 0; ; tries++) {
      const ready = await fetch(`http://${host}:${ports.renderer}/readyz`).catch(() => undefined);
      if (ready?.ok) break;
      if (tries > 600) throw new Error(`the renderer is not ready\n${site.logTail()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const index = await fetch(`http://${host}:${ports.rendererInternal}/page-index`, {
      method: 'POST',
    });
    if (index.status !== 204) throw new Error(`the page index was not read (${index.status})`);
    const slug = await newestPostSlug(stack);
    // Every page the visitors and the flood ask for, once: the cache holds them, as on a live site.
    for (const page of [...visitorPages, `/blog/${slug}`, '/blog/no-such-post']) {
      const response = await fetch(`http://${host}:${ports.shell}${page}`);
      await response.arrayBuffer();
      log(`  warm ${page}: ${response.status}`);
    }

    log('Healthy site:');
    const stackCpu = () => processCpuSeconds(site?.child.pid);
    const healthy = await scenario(options, slug, visitorPages, stackCpu, log);
    const healthyChecks = floodChecks(healthy, healthy.idle.p99);
    for (const text of checkLines(healthyChecks)) log(text);

    // Down: cut the blog backend, then wait until `/blogs` is no longer fresh in the renderer's
    // cache, so that the visitors meet what a visitor meets once its backend has been down a while.
    await line.cut();
    const freshMs = readRendererSettings({}).RENDER_CACHE_TTL_MS;
    log(`Blog backend down; waiting ${Math.round(freshMs / 1000) + 2} s for /blogs to go stale`);
    await new Promise((resolve) => setTimeout(resolve, freshMs + 2_000));
    const bypass: string[] = [];
    for (let n = 0; n < 3; n++) {
      const started = performance.now();
      const response = await fetch(`http://${host}:${ports.renderer}/blogs`, {
        headers: { [renderBypassHeader]: '1' },
      });
      await response.arrayBuffer();
      bypass.push(`${response.status} in ${ms(performance.now() - started)} ms`);
    }
    log(`  a render of /blogs past the cache: ${bypass.join(', ')}`);
    log('Blog backend down:');
    const down = await scenario(options, slug, nonBlogPages, stackCpu, log);
    const downFloodChecks = floodChecks(down, down.idle.p99, true);
    const downOwnChecks = downChecks(down, healthy.idle.p99);
    for (const text of checkLines([...downFloodChecks, ...downOwnChecks])) log(text);

    const markdown = [
      '## Server rendering under a flood of new URLs',
      '',
      `\`npm run bench:ssr -- --flood\`: the stack as \`npm start\` runs it (the shell's static host in front of the renderer, the backends embedded) in a process of its own; ${options.visitors} visitors, each a client of its own (one connection from its own loopback address, ${visitorAddress(0)} on), read ${visitorPages.map((p) => `\`${p}\``).join(', ')} in a loop (timed in the benchmark's process), alone for ${options.idleSeconds} s, then while one client (autocannon, a process of its own, from 127.0.0.1) sends URLs nobody sent before over ${options.connections} connections for ${options.duration} s, then alone for ${options.afterSeconds} s. The flood's URLs, in turn: tracking parameters on the visitors' pages and \`/blog/:slug\` (\`gclid\`, \`fbclid\`, \`utm_…\`, \`msclkid\`), unknown paths, unknown slugs, unknown \`category\` and \`page\` values on \`/blogs\`, doubled slashes and trailing slashes. Then the same with the blog backend down (the stack's connection to it refused), once \`/blogs\` is no longer fresh in the renderer's cache.`,
      '',
      runContext(),
      await machineLoad(),
      '',
      ...scenarioMarkdown('Healthy site', healthy, healthyChecks),
      '',
      `A render of \`/blogs\` past the cache (\`${renderBypassHeader}\`, on the renderer's port) once the blog backend is down: ${bypass.join(', ')}.`,
      '',
      ...scenarioMarkdown('Blog backend down', down, [...downFloodChecks, ...downOwnChecks]),
    ].join('\n');
    console.log(`\n${markdown}`);
    if (options.write) {
      await writeBenchmarkSection('ssr-flood', markdown);
      console.log('\nwritten to docs/benchmarks.md (section "ssr-flood")');
    }
    if ([...healthyChecks, ...downFloodChecks, ...downOwnChecks].some((check) => !check.met)) {
      process.exitCode = 1;
    }
  } finally {
    await stopAll([site]);
    await line.cut();
  }
}
