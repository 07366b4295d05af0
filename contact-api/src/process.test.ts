import { createServer as createHttpServer, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import path from 'node:path';
import { startBotCheckEmulator, type RunningBotCheckEmulator } from '@site/bot-check-emulator';
import { sendEmailAcceptedSchema } from '@site/contracts/contact';
import { startMailCatcher, type RunningMailCatcher } from '@site/mail-catcher';
import { startContactApi } from './start';
import {
  type ChildRun,
  freePort,
  outboxRow,
  postMessage,
  runOutboxCommand,
  runScript,
  secretKey,
  siteKey,
  startServerProcess,
  temporaryDirectory,
  testConfig,
  testEnv,
  visitor,
  waitFor,
} from './testing/local-parts';

/**
 * The API as a process: it never loses an accepted message across a crash (SIGKILL) or a
 * delivery that keeps failing, and it stops gracefully on SIGTERM.
 */

jest.setTimeout(60_000);

let work: Awaited<ReturnType<typeof temporaryDirectory>>;
let emulator: RunningBotCheckEmulator;
const cleanUps: (() => Promise<unknown> | void)[] = [];

beforeAll(async () => {
  work = await temporaryDirectory('contact-api-process-');
  emulator = await startBotCheckEmulator({ port: 0, siteKey, secretKey });
});

afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

afterAll(async () => {
  await emulator.close();
  await work.remove();
});

function killOnCleanUp(run: ChildRun) {
  cleanUps.push(async () => {
    if (run.child.exitCode === null && run.child.signalCode === null) {
      run.child.kill('SIGKILL');
      await run.exited;
    }
  });
}

async function catcherOn(smtpPort: number, name: string): Promise<RunningMailCatcher> {
  const catcher = await startMailCatcher({ dir: path.join(work.dir, name), smtpPort, httpPort: 0 });
  cleanUps.push(() => catcher.close());
  return catcher;
}

async function accept(apiUrl: string, fields: Record<string, string> = {}): Promise<string> {
  const response = await postMessage(apiUrl, {
    ...visitor,
    recaptchaToken: emulator.mintToken(),
    ...fields,
  });
  expect(response.status).toBe(202);
  return sendEmailAcceptedSchema.parse(await response.json()).id;
}

const deliveriesOf = async (catcher: RunningMailCatcher, id: string) =>
  (await catcher.messages()).filter((message) => message.messageId === `<${id}@elevatesaas.co.uk>`)
    .length;

describe('a crash after accepting', () => {
  it('delivers the message exactly once after a restart (killed between attempts)', async () => {
    const smtpPort = await freePort(); // nothing listens yet
    const databasePath = path.join(work.dir, 'crash-pending.sqlite');
    const env = testEnv(
      { databasePath, smtpPort, siteverifyUrl: emulator.siteverifyUrl },
      { DELIVERY_BASE_DELAY_MS: '200', DELIVERY_MAX_DELAY_MS: '400' },
    );

    const first = await startServerProcess(env);
    killOnCleanUp(first);
    const id = await accept(first.url);
    await waitFor('a failed attempt', () => (outboxRow(databasePath, id)?.attempts ?? 0) >= 1);
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(outboxRow(databasePath, id)?.status).not.toBe('sent');

    const catcher = await catcherOn(smtpPort, 'crash-pending-mail');
    const second = await startServerProcess(env);
    killOnCleanUp(second);
    await waitFor(
      'delivery after the restart',
      () => outboxRow(databasePath, id)?.status === 'sent',
    );

    // A later message goes through the same worker: by then any duplicate would have been sent.
    const later = await accept(second.url, { subject: 'later' });
    await waitFor('the later message', async () => (await deliveriesOf(catcher, later)) === 1);
    expect(await deliveriesOf(catcher, id)).toBe(1);
    expect(second.output()).not.toContain(visitor.email);
    expect(second.output()).not.toContain(visitor.message.split('\n')[1]);
  });

  it('resends a message the killed process was in the middle of sending, once its lease expires', async () => {
    // An SMTP server that accepts the connection and then says nothing: the send hangs.
    const hanging = new Set<Socket>();
    const blackHole = createTcpServer((socket) => hanging.add(socket));
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
    const address = blackHole.address();
    const smtpPort = typeof address === 'object' && address ? address.port : 0;
    const databasePath = path.join(work.dir, 'crash-sending.sqlite');
    const env = testEnv(
      { databasePath, smtpPort, siteverifyUrl: emulator.siteverifyUrl },
      { OUTBOX_LEASE_MS: '1500', SMTP_TIMEOUT_MS: '30000' },
    );

    const first = await startServerProcess(env);
    killOnCleanUp(first);
    const id = await accept(first.url);
    await waitFor('the send to start', () => hanging.size > 0);
    expect(outboxRow(databasePath, id)?.status).toBe('sending');
    first.child.kill('SIGKILL');
    await first.exited;
    hanging.forEach((socket) => socket.destroy());
    await new Promise((resolve) => blackHole.close(resolve));

    const catcher = await catcherOn(smtpPort, 'crash-sending-mail');
    const second = await startServerProcess(env);
    killOnCleanUp(second);
    await waitFor('delivery after the lease', () => outboxRow(databasePath, id)?.status === 'sent');
    expect(await deliveriesOf(catcher, id)).toBe(1);
    expect(outboxRow(databasePath, id)?.attempts).toBe(2);
  });
});

describe('a delivery that keeps failing', () => {
  it('stays in the outbox as failed, is listed, and is delivered after `outbox retry`', async () => {
    const smtpPort = await freePort();
    const databasePath = path.join(work.dir, 'failing.sqlite');
    const api = await startContactApi(
      testConfig(
        { databasePath, smtpPort, siteverifyUrl: emulator.siteverifyUrl },
        { DELIVERY_MAX_ATTEMPTS: '3' },
      ),
    );
    cleanUps.push(() => api.close());
    const id = await accept(api.url);
    await waitFor('the message to fail', () => outboxRow(databasePath, id)?.status === 'failed');
    expect(outboxRow(databasePath, id)?.attempts).toBe(3);

    const listed = await runOutboxCommand(['list'], databasePath);
    expect(listed.code).toBe(0);
    const line = listed.output.split('\n').find((row) => row.startsWith(id));
    expect(line).toMatch(/ failed +3 .*ECONNREFUSED/);
    expect(listed.output).toContain('1 failed');
    expect(listed.output).not.toContain(visitor.email);

    const catcher = await catcherOn(smtpPort, 'failing-mail');
    const retried = await runOutboxCommand(['retry', id], databasePath);
    expect(retried).toMatchObject({ code: 0 });
    expect(retried.output).toContain(`Queued for delivery: ${id}`);

    await waitFor('delivery after the retry', () => outboxRow(databasePath, id)?.status === 'sent');
    expect(await deliveriesOf(catcher, id)).toBe(1);
    expect((await runOutboxCommand(['list'], databasePath)).output).toContain(
      'Every message has been sent.',
    );
    const again = await runOutboxCommand(['retry', id], databasePath);
    expect(again.code).toBe(1);
    expect(again.output).toContain('was already sent');
  });

  it('explains how to use the outbox command', async () => {
    const databasePath = path.join(work.dir, 'missing.sqlite');
    expect(await runOutboxCommand(['frobnicate'], databasePath)).toMatchObject({ code: 2 });
    const missing = await runOutboxCommand(['list'], databasePath);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('No outbox at');
  });
});

describe('the server process', () => {
  it('finishes the request in flight, then exits cleanly on SIGTERM', async () => {
    // A siteverify that holds its answer until told, so a request is in flight at SIGTERM.
    let held: ServerResponse | undefined;
    const slow = createHttpServer((_req, res) => {
      held = res;
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    cleanUps.push(
      () =>
        new Promise((resolve) => {
          slow.closeAllConnections();
          slow.close(resolve);
        }),
    );
    const address = slow.address();
    const databasePath = path.join(work.dir, 'graceful.sqlite');
    const env = testEnv({
      databasePath,
      smtpPort: await freePort(),
      siteverifyUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`,
    });
    const server = await startServerProcess({ ...env, RECAPTCHA_TIMEOUT_MS: '20000' });
    killOnCleanUp(server);

    const inFlight = postMessage(server.url, { ...visitor, recaptchaToken: 'token' });
    await waitFor('siteverify to be asked', () => held !== undefined);
    server.child.kill('SIGTERM');
    await waitFor('shutdown to begin', () => server.output().includes('shutting down'));
    held?.writeHead(200, { 'Content-Type': 'application/json' });
    held?.end(
      JSON.stringify({ success: true, action: 'submit', hostname: 'localhost', score: 0.9 }),
    );

    const response = await inFlight;
    expect(response.status).toBe(202);
    const { id } = sendEmailAcceptedSchema.parse(await response.json());
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('contact API stopped');
    expect(outboxRow(databasePath, id)?.status).toBe('pending');
  });

  it('refuses to start in production with the bot-check emulator as verifier', async () => {
    const env = testEnv({
      databasePath: path.join(work.dir, 'production.sqlite'),
      smtpPort: 2525,
      siteverifyUrl: emulator.siteverifyUrl,
    });
    const run = runScript('src/server.ts', [], { ...env, NODE_ENV: 'production' });
    killOnCleanUp(run);
    expect((await run.exited).code).toBe(1);
    expect(run.output()).toContain('RECAPTCHA_VERIFY_URL: must be Google');
  });
});
