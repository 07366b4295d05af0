import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { mailCatcherClient, type CaughtMessage } from '@site/mail-catcher/client';
import { expect, test, type Page } from '@playwright/test';
import { readStack } from '../../scripts/stack';
import { e2eEnvironment } from '../stack';

/**
 * No newsletter token in any log (issue 36, decision 034). A whole newsletter round (sign up,
 * confirm by the email's link, unsubscribe by the page, and by the email program's one-click
 * POST) through the stack as `npm start` runs it: the static servers, the renderer and the
 * contact API, which logs every request (`LOG_LEVEL=debug`). It runs on ports and a data folder
 * of its own, its output going to files; once it has stopped, every one of them is read for the
 * tokens and their MACs, and so are the contact database's own files (a token is never at rest).
 */

const repoRoot = path.resolve(__dirname, '..', '..');
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

/** The e2e stack's settings on ports of its own, so both can run at once. */
const environment = {
  ...e2eEnvironment,
  SHELL_PORT: '3300',
  MARKETING_PORT: '3301',
  BLOG_PORT: '3302',
  CONTACT_PORT: '3303',
  BLOG_BACKEND_PORT: '54621',
  CONTACT_API_PORT: '4400',
  MAIL_CATCHER_SMTP_PORT: '1325',
  MAIL_CATCHER_HTTP_PORT: '8325',
  BOT_CHECK_PORT: '4500',
  RENDERER_PORT: '3390',
  LOG_LEVEL: 'debug',
};

test.setTimeout(240_000);

/** Waits (bounded) for `check` to hold, failing early if the stack has exited. */
async function until(what: string, stack: ChildProcess, check: () => Promise<boolean>) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (stack.exitCode !== null)
      throw new Error(`The stack exited (${stack.exitCode}): see its log`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** Stops the stack as Ctrl-C does, and waits (bounded) for it to have closed everything. */
async function stop(stack: ChildProcess) {
  if (stack.exitCode !== null || !stack.pid) return;
  const exited = new Promise((resolve) => stack.once('exit', resolve));
  process.kill(-stack.pid, 'SIGINT');
  const stopped = await Promise.race([
    exited.then(() => true),
    new Promise((resolve) => setTimeout(() => resolve(false), 30_000)),
  ]);
  if (!stopped) {
    process.kill(-stack.pid, 'SIGKILL');
    await exited;
  }
}

/** Every file under `dir`, but those of the folders named in `except`. */
async function filesUnder(dir: string, except: string[] = []): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !except.some((folder) => file.startsWith(path.join(dir, folder) + path.sep)));
}

/** The files among `files` that hold any of `secrets`, with which. */
async function holding(files: string[], secrets: string[]) {
  const found: string[] = [];
  for (const file of files) {
    const content = await readFile(file, 'latin1');
    for (const secret of secrets) if (content.includes(secret)) found.push(`${file}: ${secret}`);
  }
  return found;
}

const linkOf = (message: CaughtMessage, page: 'confirm' | 'unsubscribe') => {
  const link = new RegExp(`https?://\\S+/newsletter/${page}#token=\\S+`).exec(message.text)?.[0];
  expect(link, `the email's ${page} link`).toBeDefined();
  return new URL(link!);
};
const tokenOf = (url: URL) =>
  new URLSearchParams(url.hash.slice(1)).get('token') ?? url.searchParams.get('token')!;

test('a whole newsletter round leaves no token in any log, nor in the database', async ({
  page,
}, testInfo) => {
  const dataDir = testInfo.outputPath('data');
  const stack = readStack({ ...environment, DATA_DIR: dataDir });
  const site = stack.shell.origin;
  const logs = {
    out: testInfo.outputPath('stack.out.log'),
    err: testInfo.outputPath('stack.err.log'),
  };
  const [out, err] = [openSync(logs.out, 'w'), openSync(logs.err, 'w')];
  const running = spawn(
    tsx,
    [path.join(repoRoot, 'scripts', 'start.ts'), '--no-build', '--reset-data'],
    {
      cwd: repoRoot,
      env: { ...process.env, ...environment, DATA_DIR: dataDir },
      stdio: ['ignore', out, err],
      detached: true,
    },
  );
  closeSync(out);
  closeSync(err);
  const tokens: string[] = [];
  try {
    await until('the site', running, async () => (await fetch(`${site}/remotes.json`)).ok);
    const mail = mailCatcherClient(stack.services.mailCatcher.url);
    const emailTo = async (address: string) => {
      let found: CaughtMessage | undefined;
      await until(`the email to ${address}`, running, async () => {
        found = (await mail.messages()).find((m) => m.to.some((to) => to.address === address));
        return found !== undefined;
      });
      return found!;
    };
    const signUp = async (visitor: Page, address: string) => {
      await visitor.goto(`${site}/blogs`);
      const block = visitor.getByRole('region', { name: 'Stay Updated' });
      await block.getByRole('textbox', { name: 'Email address' }).fill(address);
      await block.getByRole('button', { name: 'Subscribe' }).click();
      await expect(
        visitor.getByText('Check your inbox to confirm your subscription.'),
      ).toBeVisible();
      return emailTo(address);
    };

    // Signs up, confirms by the email's link, unsubscribes by the page.
    const first = await signUp(page, 'logs-page@example.co.uk');
    const confirm = linkOf(first, 'confirm');
    const unsubscribe = linkOf(first, 'unsubscribe');
    tokens.push(tokenOf(confirm), tokenOf(unsubscribe));
    await page.goto(`${site}${confirm.pathname}${confirm.hash}`);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect(page.getByRole('status')).toHaveText(/You are subscribed\./);
    await page.goto(`${site}${unsubscribe.pathname}${unsubscribe.hash}`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toHaveText(/You are unsubscribed\./);
    // A token in the query of a page (an email sent before decision 034 had it there).
    const inQuery = await page.request.get(
      `${site}${unsubscribe.pathname}?token=${tokenOf(unsubscribe)}`,
    );
    expect(inQuery.status()).toBe(200);

    // Signs up, confirms, and leaves by the email program's one-click (RFC 8058).
    const second = await signUp(page, 'logs-one-click@example.co.uk');
    const confirmSecond = linkOf(second, 'confirm');
    const oneClick = /<([^>]+)>/.exec(second.headers['list-unsubscribe'] ?? '')?.[1];
    expect(oneClick).toBeDefined();
    tokens.push(tokenOf(confirmSecond), tokenOf(new URL(oneClick!)));
    await page.goto(`${site}${confirmSecond.pathname}${confirmSecond.hash}`);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect(page.getByRole('status')).toHaveText(/You are subscribed\./);
    const left = await fetch(oneClick!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(left.status).toBe(200);
  } finally {
    await stop(running);
  }

  expect(new Set(tokens).size).toBe(4);
  // A token is `<subscription id>.<MAC>`: neither the whole token nor its MAC may show.
  const secrets = [...tokens, ...tokens.map((token) => token.split('.')[1]!)];
  const logFiles = [
    logs.out,
    logs.err,
    ...(await filesUnder(dataDir)).filter((f) => /\.log$/.test(f)),
  ];
  const written = (await Promise.all(logFiles.map((file) => readFile(file, 'utf8')))).join('\n');
  // The logs were written: the API's request lines of the round are there, path only.
  expect(written).toContain('"path":"/newsletter/confirm"');
  expect(written).toContain('"path":"/newsletter/unsubscribe"');
  expect(await holding(logFiles, secrets), 'log files holding a token').toEqual([]);

  // At rest: the contact API's database, whatever its files (the mail catcher's store is the
  // inbox, where the emails belong).
  const databaseFiles = await filesUnder(path.join(dataDir, 'contact'));
  expect(databaseFiles.length).toBeGreaterThan(0);
  expect(await holding(databaseFiles, secrets), 'database files holding a token').toEqual([]);
});
