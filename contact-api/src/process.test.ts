import { createServer as createHttpServer, type ServerResponse } from 'node:http';
import path from 'node:path';
import { startBotCheckEmulator, type RunningBotCheckEmulator } from '@site/bot-check-emulator';
import { sendEmailAcceptedSchema } from '@site/contracts/contact';
import { startMailCatcher, type RunningMailCatcher } from '@site/mail-catcher';
import {
  type ChildRun,
  freePort,
  postMessage,
  runOutboxCommand,
  runScript,
  secretKey,
  siteKey,
  startServerProcess,
  temporaryDirectory,
  testEnv,
  visitor,
  waitFor,
} from './testing/local-parts';
import { describeOnEachDatabase, setUpDatabaseServer } from './testing/test-databases';
import { startScriptedSmtp } from './testing/scripted-smtp';

/**
 * The API as processes sharing one database: it never loses an accepted message across a crash
 * (SIGKILL) in the middle of a delivery or between attempts, dead-letters a message the mail
 * server refuses, lets an operator list and retry, and stops gracefully on SIGTERM. Against the
 * embedded database (PGlite) and, where the machine has one, a real Postgres server.
 */

jest.setTimeout(120_000);

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

const messageIdOf = (id: string) => `<${id}@elevatesaas.co.uk>`;

const deliveriesOf = async (catcher: RunningMailCatcher, id: string) =>
  (await catcher.messages()).filter((message) => message.messageId === messageIdOf(id)).length;

describeOnEachDatabase('the API as processes', (databases) => {
  const { kind } = databases;

  describe('two API processes sharing one database', () => {
    it('loses nothing when one is SIGKILLed in the middle of a delivery, and sends at most one duplicate, with the same Message-ID', async () => {
      const db = await databases.database();
      const smtp = await startScriptedSmtp('hold');
      cleanUps.push(() => smtp.close());
      const env = testEnv(
        { databaseUrl: db.url, smtpPort: smtp.port, siteverifyUrl: emulator.siteverifyUrl },
        { DELIVERY_CONCURRENCY: '1' },
      );
      // One after the other: the embedded database runs one transaction at a time, so a second
      // process starting alongside waits for its first connection behind the whole schema set-up
      // of the first, and on a loaded machine that wait passed the 10 s connection timeout.
      const first = await startServerProcess(env);
      killOnCleanUp(first);
      const second = await startServerProcess(env);
      killOnCleanUp(second);

      const ids: string[] = [];
      for (let i = 0; i < 10; i += 1) {
        ids.push(await accept(i % 2 ? second.url : first.url, { subject: `message ${i}` }));
      }
      // Each process is sending one: the server has the whole message, its answer is held.
      await waitFor('both processes to be in the middle of a delivery', () => smtp.held() >= 2);
      first.child.kill('SIGKILL');
      expect((await first.exited).signal).toBe('SIGKILL');
      smtp.reply = 'accept';
      smtp.release();

      await waitFor(
        'every message to be sent by the process left',
        async () => (await db.rows()).filter((row) => row.status === 'sent').length === ids.length,
        90_000,
      );
      const rows = await db.rows();
      expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort()); // 0 lost
      const received = smtp.received();
      for (const id of ids) expect(received).toContain(messageIdOf(id));
      const copies = new Map<string, number>();
      for (const messageId of received) copies.set(messageId, (copies.get(messageId) ?? 0) + 1);
      const duplicated = [...copies].filter(([, count]) => count > 1);
      // One message twice, no more: the one the killed process was sending (the server had it,
      // the outbox could not record it), sent again under the same Message-ID.
      expect(duplicated).toHaveLength(1);
      expect(duplicated[0]?.[1]).toBe(2);
      expect([...copies.keys()].sort()).toEqual(ids.map(messageIdOf).sort());
      expect(second.output()).not.toContain(visitor.email);
    });
  });

  describe('a crash after accepting', () => {
    it('delivers the message exactly once after a restart (killed between attempts)', async () => {
      const db = await databases.database();
      const smtpPort = await freePort(); // nothing listens yet
      const env = testEnv({ databaseUrl: db.url, smtpPort, siteverifyUrl: emulator.siteverifyUrl });

      const first = await startServerProcess(env);
      killOnCleanUp(first);
      const id = await accept(first.url);
      await waitFor('a failed attempt', async () => ((await db.row(id))?.attempts ?? 0) >= 1);
      first.child.kill('SIGKILL');
      expect((await first.exited).signal).toBe('SIGKILL');
      expect((await db.row(id))?.status).toBe('pending');

      const catcher = await catcherOn(smtpPort, `crash-pending-mail-${kind}`);
      const second = await startServerProcess(env);
      killOnCleanUp(second);
      await waitFor(
        'delivery after the restart',
        async () => (await db.row(id))?.status === 'sent',
        30_000,
      );

      // A later message goes through the same worker: by then any duplicate would have been sent.
      const later = await accept(second.url, { subject: 'later' });
      await waitFor('the later message', async () => (await deliveriesOf(catcher, later)) === 1);
      expect(await deliveriesOf(catcher, id)).toBe(1);
      expect(second.output()).not.toContain(visitor.email);
      expect(second.output()).not.toContain(visitor.message.split('\n')[1]);
    });
  });

  describe('a message the mail server refuses', () => {
    it('is dead-lettered at once with the reason, listed, and delivered after `outbox retry`', async () => {
      const db = await databases.database();
      const smtp = await startScriptedSmtp({ code: 550, message: 'Mailbox unavailable' });
      cleanUps.push(() => smtp.close());
      const api = await startServerProcess(
        testEnv({
          databaseUrl: db.url,
          smtpPort: smtp.port,
          siteverifyUrl: emulator.siteverifyUrl,
        }),
      );
      killOnCleanUp(api);
      const id = await accept(api.url);
      await waitFor('the message to fail', async () => (await db.row(id))?.status === 'failed');
      const failed = await db.row(id);
      expect(failed?.attempts).toBe(1);
      expect(failed?.last_error).toMatch(/^Refused by the mail server: .*550 Mailbox unavailable/);

      const listed = await runOutboxCommand(['list'], db.url);
      expect(listed.code).toBe(0);
      const line = listed.output.split('\n').find((row) => row.startsWith(id));
      expect(line).toMatch(/ failed +1 .*Refused by the mail server/);
      expect(listed.output).toContain('1 failed');
      expect(listed.output).not.toContain(visitor.email);

      smtp.reply = 'accept';
      const retried = await runOutboxCommand(['retry', id], db.url);
      expect(retried).toMatchObject({ code: 0 });
      expect(retried.output).toContain(`Queued for delivery: ${id}`);

      await waitFor('delivery after the retry', async () => (await db.row(id))?.status === 'sent');
      expect(smtp.received().filter((messageId) => messageId === messageIdOf(id))).toHaveLength(2);
      expect((await runOutboxCommand(['list'], db.url)).output).toContain(
        'Every message has been sent.',
      );
      const again = await runOutboxCommand(['retry', id], db.url);
      expect(again.code).toBe(1);
      expect(again.output).toContain('was already sent');
    });
  });
});

describe('the outbox command', () => {
  const databases = setUpDatabaseServer();

  it('explains how to use it, and what it needs', async () => {
    const unknown = await runOutboxCommand(['frobnicate'], 'postgres://x@127.0.0.1:1/x');
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain('Unknown command: frobnicate\nUsage:');
    const noDatabase = runScript('src/cli/outbox-cli.ts', ['list'], {});
    expect((await noDatabase.exited).code).toBe(1);
    expect(noDatabase.output()).toContain('Set DATABASE_URL');
    const empty = await runOutboxCommand(
      ['list'],
      (await databases.database({ migrated: false })).url,
    );
    expect(empty.code).toBe(1);
    expect(empty.output).toContain('No outbox in');
  });
});

describe('the server process', () => {
  const databases = setUpDatabaseServer();

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
    const db = await databases.database();
    const env = testEnv({
      databaseUrl: db.url,
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
    expect((await db.row(id))?.status).toBe('pending');
  });

  it('refuses to start in production with the bot-check emulator as verifier, or without TRUST_PROXY', async () => {
    const env = testEnv({
      databaseUrl: 'postgres://contact@127.0.0.1:1/contact',
      smtpPort: 2525,
      siteverifyUrl: emulator.siteverifyUrl,
    });
    const run = runScript('src/server.ts', [], { ...env, NODE_ENV: 'production' });
    killOnCleanUp(run);
    expect((await run.exited).code).toBe(1);
    expect(run.output()).toMatch(/^contact-api: invalid settings$/m);
    expect(run.output()).toMatch(/✖ must be Google's siteverify.*\n\s+→ at RECAPTCHA_VERIFY_URL$/m);
    expect(run.output()).toMatch(/✖ must be set when NODE_ENV=production.*\n\s+→ at TRUST_PROXY$/m);
  });
});
