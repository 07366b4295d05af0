import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RunningBotCheckEmulator } from '@site/bot-check-emulator';
import { readContactApiSettings, type ContactApiSettings } from '../infra/settings';

/**
 * Helpers for tests that run the API with real local parts: a database of its own (the embedded
 * PGlite, or a throwaway real Postgres where the machine has one), the mail catcher as SMTP
 * server and the bot-check emulator as siteverify. Everything binds 127.0.0.1.
 */

export const siteKey = 'test-site-key';
export const secretKey = 'test-secret-key';
export const siteOrigin = 'http://localhost:3000';

export const contactApiDir = path.resolve(__dirname, '..', '..');

/** A port nothing listens on right now (for "SMTP is down" and for starting a server later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error()),
      );
    });
  });
}

/** Polls `probe` until it returns something other than undefined/false, or fails at the deadline. */
export async function waitFor<T>(
  what: string,
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function temporaryDirectory(prefix: string) {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Environment for a test API: short delays, quiet logs, a high rate limit unless overridden. */
export function testEnv(
  parts: { databaseUrl: string; smtpPort: number; siteverifyUrl: string },
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    INTERNAL_PORT: '0',
    DATABASE_URL: parts.databaseUrl,
    DATABASE_POOL_SIZE: '4',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(parts.smtpPort),
    SMTP_TIMEOUT_MS: '5000',
    RECAPTCHA_VERIFY_URL: parts.siteverifyUrl,
    RECAPTCHA_SECRET_KEY: secretKey,
    RECAPTCHA_ALLOWED_HOSTNAMES: 'localhost,127.0.0.1',
    MAIL_FROM: '"Elevate SaaS Solutions website" <hello@elevatesaas.co.uk>',
    MAIL_TO: 'inbox@elevatesaas.co.uk',
    RATE_LIMIT_MAX: '1000',
    DELIVERY_RETRY_DELAY_SECONDS: '1',
    DELIVERY_MAX_RETRY_DELAY_SECONDS: '1',
    DELIVERY_POLL_INTERVAL_SECONDS: '0.5',
    DELIVERY_HEARTBEAT_SECONDS: '10',
    LOG_LEVEL: 'silent',
    SHUTDOWN_TIMEOUT_MS: '5000',
    ...overrides,
  };
}

export const testSettings = (...args: Parameters<typeof testEnv>): ContactApiSettings =>
  readContactApiSettings(testEnv(...args));

/** A token as the browser script gets it, from the emulator's token endpoint. */
export async function browserToken(
  emulator: RunningBotCheckEmulator,
  action = 'submit',
  hostname = 'localhost',
): Promise<string> {
  const response = await fetch(`${emulator.url}/emulator/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: siteOrigin },
    body: JSON.stringify({ siteKey, action, hostname }),
  });
  const { token } = (await response.json()) as { token: string };
  return token;
}

export const visitor = {
  name: 'Zoë O’Brien',
  email: 'zoe.obrien@example.org',
  company: 'Brien & Co',
  subject: 'CRM for our clinic',
  message: 'Hello,\nwe would like a quote for a CRM.\nThanks',
};

export const jsonHeaders = { 'Content-Type': 'application/json', Origin: siteOrigin };

export function postMessage(
  apiUrl: string,
  body: unknown,
  headers: Record<string, string> = jsonHeaders,
) {
  return fetch(`${apiUrl}/send-email`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export interface ChildRun {
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Runs a TypeScript entry point of contact-api in its own Node process (no tsx wrapper process). */
export function runScript(script: string, args: string[], env: Record<string, string>): ChildRun {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: contactApiDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

/** Starts `src/server.ts` as a process and resolves with its URL once it listens. */
export async function startServerProcess(env: Record<string, string>) {
  const run = runScript('src/server.ts', [], { ...env, LOG_LEVEL: 'info' });
  try {
    const url = await waitFor(
      'the API process to listen',
      () => {
        if (run.child.exitCode !== null) {
          throw new Error(`The API exited early:\n${run.output()}`);
        }
        return /"url":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(run.output())?.[1];
      },
      20_000,
    );
    return { ...run, url };
  } catch (error) {
    run.child.kill('SIGKILL');
    throw error;
  }
}

/** Runs the outbox command to completion. */
export async function runOutboxCommand(args: string[], databaseUrl: string) {
  const run = runScript('src/cli/outbox-cli.ts', args, { DATABASE_URL: databaseUrl });
  const { code } = await run.exited;
  return { code, output: run.output() };
}
