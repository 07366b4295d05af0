import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchGetBlogs } from './api-blog';
import { benchContactApi } from './api-contact';
import { repoRoot, stopEverything } from './api-processes';
import { apiSection, runProblems } from './api-report';
import { machineLoadDuring, runContext, writeBenchmarkSection } from './benchmarks-file';

/**
 * `npm run bench:api`: the contact API's `POST /send-email` (whole pipeline) against a bare
 * `node:http` JSON handler, and get-blogs with 10,000 posts; prints Markdown tables and writes
 * them to the `api` section of docs/benchmarks.md. Exits 1 when an accepted message is missing
 * from the outbox or the run was not valid.
 *
 * Options: `--no-write` (print only), `--duration=<s>`, `--warmup=<s>`, `--connections=<n>`,
 * `--only=contact|blog` (one part, never written), `--keep` (keep the temporary folder with the
 * logs and the outbox);
 * `BENCH_CONTACT_NODE_ARGS="--cpu-prof --cpu-prof-dir=…"` passes Node options to the API, and
 * `BENCH_CONTACT_SCRIPT=<path to another copy's src/server.ts>` compares another version of it,
 * and `BENCH_CONTACT_ENV="DATABASE_POOL_SIZE=20 …"` changes its settings.
 */

const ports = { contactApi: 4400, botCheck: 4401, bare: 4402, smtp: 4403, blog: 54621 };

const { values: flags } = parseArgs({
  options: {
    'no-write': { type: 'boolean', default: false },
    only: { type: 'string' },
    keep: { type: 'boolean', default: false },
    duration: { type: 'string', default: '12' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    'blog-duration': { type: 'string', default: '5' },
    'blog-connections': { type: 'string', default: '4' },
    'tokens-per-second': { type: 'string', default: '6000' },
  },
});

/** A mistyped option is the user's mistake, not the benchmark's: a sentence, no stack trace. */
class UsageError extends Error {}

const positive = (name: keyof typeof flags): number => {
  const value = Number(flags[name]);
  if (!Number.isFinite(value) || value <= 0) {
    throw new UsageError(`--${name} must be a positive number`);
  }
  return value;
};

async function versions(): Promise<Record<string, string>> {
  const names = ['express', 'pg-boss', 'pg', 'autocannon', '@electric-sql/pglite', 'deno'];
  const entries = await Promise.all(
    names.map(async (name) => {
      try {
        const file = path.join(repoRoot, 'node_modules', name, 'package.json');
        return [name, (JSON.parse(await readFile(file, 'utf8')) as { version: string }).version];
      } catch {
        return [name, 'unknown'];
      }
    }),
  );
  return Object.fromEntries(entries);
}

async function main(): Promise<number> {
  const connections = positive('connections');
  const duration = positive('duration');
  const warmup = positive('warmup');
  const blogConnections = positive('blog-connections');
  const blogDuration = positive('blog-duration');
  if (flags.only !== undefined && flags.only !== 'contact' && flags.only !== 'blog') {
    throw new Error('--only is contact or blog');
  }
  const log = (line: string) => console.error(`[bench:api] ${line}`);

  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-api-'));
  // Ctrl-C or SIGTERM: stop the servers started so far and remove the folder, then exit.
  const interrupt = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping`);
    void stopEverything()
      .then(() => rm(dir, { recursive: true, force: true }))
      .finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  await mkdir(path.join(dir, 'contact'));
  const machineLoad = machineLoadDuring();
  log(
    `temporary folder ${dir}; load average ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(', ')}`,
  );
  try {
    const contact =
      flags.only === 'blog'
        ? undefined
        : await benchContactApi({
            dir,
            ports,
            connections,
            warmup,
            duration,
            tokensPerSecond: positive('tokens-per-second'),
            contactApiNodeArgs: process.env.BENCH_CONTACT_NODE_ARGS?.split(' ').filter(Boolean),
            contactApiScript: process.env.BENCH_CONTACT_SCRIPT,
            contactApiEnv: Object.fromEntries(
              (process.env.BENCH_CONTACT_ENV ?? '')
                .split(/\s+/)
                .filter(Boolean)
                .map((pair) => [pair.split('=')[0] ?? '', pair.slice(pair.indexOf('=') + 1)]),
            ),
            log,
          });
    const blog =
      flags.only === 'contact'
        ? undefined
        : await benchGetBlogs({
            dir,
            port: ports.blog,
            posts: 10_000,
            connections: blogConnections,
            warmup: 1,
            duration: blogDuration,
            log,
          });

    const problems = contact ? runProblems(contact) : [];
    const markdown = apiSection({
      context: `${runContext(await versions())}\n${await machineLoad()}`,
      settings: { connections, warmup, duration, blogConnections, blogDuration, blogWarmup: 1 },
      contact,
      blog,
    });

    console.log(`\n${markdown}\n`);
    if (problems.length) {
      console.error(`The run is not valid: ${problems.join('; ')}.`);
      return 1;
    }
    if (flags['no-write'] || flags.only) {
      log('docs/benchmarks.md left as it was (--no-write or --only)');
    } else {
      await writeBenchmarkSection('api', markdown);
      log('written to docs/benchmarks.md (section "api")');
    }
    return 0;
  } finally {
    if (flags.keep) log(`kept ${dir}`);
    else await rm(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`bench:api: ${error.message}`);
    else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
