import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * Servers under load run in their own Node processes, so the load generator (autocannon, in the
 * benchmark's process) never shares an event loop with the server it measures. Each child logs
 * to a file in the run's temporary folder, not to a pipe: reading a pipe would cost the load
 * generator CPU, and a log file is what a deployed server writes to anyway.
 */

export const repoRoot = path.resolve(__dirname, '..', '..');

export interface ServiceProcess {
  name: string;
  url: string;
  child: ChildProcess;
  logFile: string;
  /** CPU seconds it has used so far (user + system), or NaN where /proc is not available. */
  cpuSeconds(): number;
  /** The last lines of its log, for error messages. */
  logTail(lines?: number): string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
}

export interface StartServiceOptions {
  name: string;
  /** The entry point: TypeScript runs with tsx's loader in a plain `node` process. */
  script: string;
  /** Where it listens; `readyPath` on it must answer (any status) before the load starts. */
  url: string;
  readyPath?: string;
  env: Record<string, string>;
  logFile: string;
  /** Extra Node options, e.g. `--cpu-prof`. */
  nodeArgs?: readonly string[];
  readyTimeoutMs?: number;
}

/** Every service started and not yet stopped, for `stopEverything` on a signal. */
const running = new Set<ServiceProcess>();

export async function startService(options: StartServiceOptions): Promise<ServiceProcess> {
  // Otherwise a server left over from an interrupted run would answer in its place.
  await assertPortFree(new URL(options.url));
  const log = openSync(options.logFile, 'a');
  let child: ChildProcess;
  try {
    child = spawn(
      process.execPath,
      [
        ...(options.nodeArgs ?? []),
        ...(options.script.endsWith('.ts') ? ['--import', 'tsx'] : []),
        options.script,
      ],
      {
        cwd: repoRoot,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env },
        stdio: ['ignore', log, log],
      },
    );
  } finally {
    closeSync(log);
  }
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const logTail = (lines = 20) => {
    try {
      return readFileSync(options.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  };
  const stop = async (graceMs = 10_000) => {
    running.delete(service);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(force);
  };
  const service: ServiceProcess = {
    name: options.name,
    url: options.url,
    child,
    logFile: options.logFile,
    cpuSeconds: () => processCpuSeconds(child.pid),
    logTail,
    stop,
  };
  running.add(service);
  try {
    await waitForHttp(
      `${options.url}${options.readyPath ?? '/'}`,
      child,
      options.readyTimeoutMs ?? 30_000,
    );
  } catch (error) {
    await stop(2_000);
    throw new Error(
      `${options.name} did not start: ${(error as Error).message}\n${logTail()}`.trimEnd(),
    );
  }
  return service;
}

/** Linux's clock ticks per second (`getconf CLK_TCK`), the unit of /proc/<pid>/stat times. */
const clockTicks = 100;

/**
 * CPU time of a process from /proc/<pid>/stat (utime + stime, all its threads). Unlike
 * throughput, CPU time per request barely moves when other work shares the machine, so it
 * compares versions of a server even on a busy machine.
 */
export function processCpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU seconds of a process and its children, live ones included (a Postgres server: the
 * postmaster and its backends), plus those of children already gone.
 */
export function processTreeCpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const stat = (id: string) => {
    try {
      const text = readFileSync(`/proc/${id}/stat`, 'utf8');
      return text.slice(text.lastIndexOf(')') + 2).split(' ');
    } catch {
      return undefined;
    }
  };
  const root = stat(String(pid));
  if (!root) return Number.NaN;
  let ticks = Number(root[11]) + Number(root[12]) + Number(root[13]) + Number(root[14]);
  for (const id of readdirSync('/proc')) {
    if (!/^\d+$/.test(id)) continue;
    const fields = stat(id);
    if (fields && Number(fields[1]) === pid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / clockTicks;
}

/** Polls `url` until it answers at all, the child exits, or the deadline passes. */
export async function waitForHttp(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`it exited (${child.signalCode ?? `code ${child.exitCode}`})`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      await response.body?.cancel();
      return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stops every service still running (on Ctrl-C or SIGTERM), bounded by their grace time. */
export const stopEverything = () => stopAll([...running]);

/** Fails when something already listens on the URL's port. */
export function assertPortFree(url: URL): Promise<void> {
  const port = Number(url.port);
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} is in use: stop what listens there (a run interrupted earlier?) and try again`
            : error.message,
        ),
      ),
    );
    probe.listen(port, url.hostname, () => probe.close(() => resolve()));
  });
}

/** Stops every service given, whatever happens to the others. */
export async function stopAll(services: readonly (ServiceProcess | undefined)[]): Promise<void> {
  await Promise.all(services.map((service) => service?.stop().catch(() => undefined)));
}
