import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMailCatcher, type RunningMailCatcher } from './mail-catcher';
import { mailCatcherClient } from './client';

/** Speaks just enough SMTP to hand over one message; resolves with the server's replies. */
function sendRawMail(port: number, from: string, to: string[], data: string): Promise<string[]> {
  const commands = [
    'EHLO test.local',
    `MAIL FROM:<${from}>`,
    ...to.map((address) => `RCPT TO:<${address}>`),
    'DATA',
    `${data.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..')}\r\n.`,
    'QUIT',
  ];
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const replies: string[] = [];
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('error', reject);
    socket.on('close', () => resolve(replies));
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (line[3] === '-') continue; // continuation of a multi-line reply
        replies.push(line);
        const next = commands.shift();
        if (next !== undefined) socket.write(`${next}\r\n`);
      }
    });
  });
}

const message = (subject: string, body: string, extraHeaders = '') =>
  [
    'From: "Website" <web@example.com>',
    'To: Inbox <inbox@example.com>',
    'Reply-To: =?UTF-8?Q?Zo=C3=AB_Smith?= <zoe@example.org>',
    `Subject: ${subject}`,
    'Message-ID: <abc@example.com>',
    'MIME-Version: 1.0',
    ...(extraHeaders ? [extraHeaders] : []),
    'Content-Type: text/plain; charset=utf-8',
    '',
    body,
  ].join('\r\n');

let dir: string;
let catcher: RunningMailCatcher;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mail-catcher-'));
  catcher = await startMailCatcher({ dir, smtpPort: 0, httpPort: 0 });
});

afterEach(async () => {
  await catcher.close();
  await rm(dir, { recursive: true, force: true });
});

describe('mail catcher (MailDev)', () => {
  it('binds both servers to loopback on the ports it reports', () => {
    expect(catcher.url).toBe(`http://127.0.0.1:${catcher.httpPort}`);
    expect(catcher.smtpPort).toBeGreaterThan(0);
  });

  it('accepts a message without authentication and lists it parsed', async () => {
    const replies = await sendRawMail(
      catcher.smtpPort,
      'bounce@example.com',
      ['inbox@example.com'],
      message('Hello there', 'First line\n.dotted line'),
    );
    expect(replies.filter((reply) => reply.startsWith('250')).length).toBeGreaterThanOrEqual(4);

    const [caught, ...rest] = await catcher.messages();
    expect(rest).toHaveLength(0);
    expect(caught).toMatchObject({
      envelope: { from: 'bounce@example.com', to: ['inbox@example.com'] },
      from: [{ name: 'Website', address: 'web@example.com' }],
      to: [{ name: 'Inbox', address: 'inbox@example.com' }],
      replyTo: [{ name: 'Zoë Smith', address: 'zoe@example.org' }],
      subject: 'Hello there',
      messageId: '<abc@example.com>',
      html: null,
    });
    expect(caught?.text.trim()).toBe('First line\n.dotted line');
    expect(caught?.headers['reply-to']).toBe('=?UTF-8?Q?Zo=C3=AB_Smith?= <zoe@example.org>');
  });

  it('gives every header as sent, unfolded, and both bodies', async () => {
    const multipart = [
      'From: web@example.com',
      'To: inbox@example.com',
      'Subject: Newsletter',
      'Message-ID: <n1@example.com>',
      'List-Unsubscribe: <https://example.com/unsubscribe?t=1>,',
      ' <mailto:unsubscribe@example.com>',
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      'MIME-Version: 1.0',
      'Content-Type: multipart/alternative; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Plain words',
      '--b',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>Rich &amp; words</p>',
      '--b--',
    ].join('\r\n');
    await sendRawMail(catcher.smtpPort, 'a@example.com', ['b@example.com'], multipart);

    const caught = await catcher.waitForMessage((mail) => mail.subject === 'Newsletter');
    expect(caught.headers).toMatchObject({
      'list-unsubscribe': '<https://example.com/unsubscribe?t=1>, <mailto:unsubscribe@example.com>',
      'list-unsubscribe-post': 'List-Unsubscribe=One-Click',
      'message-id': '<n1@example.com>',
    });
    expect(caught.text.trim()).toBe('Plain words');
    expect(caught.html?.trim()).toBe('<p>Rich &amp; words</p>');
  });

  it('waits for a matching message, and gives up after its bound naming what it waited for', async () => {
    const arriving = catcher.waitForMessage((mail) => mail.subject === 'Later');
    await sendRawMail(catcher.smtpPort, 'a@example.com', ['b@example.com'], message('Later', 'x'));
    expect((await arriving).subject).toBe('Later');

    const started = Date.now();
    await expect(
      catcher.waitForMessage((mail) => mail.subject === 'Never', {
        timeoutMs: 300,
        description: 'message "Never"',
      }),
    ).rejects.toThrow('No message "Never" reached the mail catcher within 300 ms');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('serves MailDev’s web UI, and its REST API gives the same messages to another process', async () => {
    await sendRawMail(catcher.smtpPort, 'a@example.com', ['b@example.com'], message('One', 'x'));
    const page = await fetch(catcher.url, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<html/i);

    const client = mailCatcherClient(catcher.url);
    expect(await client.messages()).toEqual(await catcher.messages());
    expect((await client.waitForMessage((mail) => mail.subject === 'One')).messageId).toBe(
      '<abc@example.com>',
    );
    await client.clear();
    expect(await catcher.messages()).toEqual([]);
  });

  it('lists the messages already in its folder after a restart', async () => {
    await sendRawMail(catcher.smtpPort, 'a@example.com', ['b@example.com'], message('Kept', 'x'));
    const [before] = await catcher.messages();
    await catcher.close();

    catcher = await startMailCatcher({ dir, smtpPort: 0, httpPort: 0 });
    const [after, ...rest] = await catcher.messages();
    expect(rest).toEqual([]);
    expect(after).toMatchObject({ id: before?.id, subject: 'Kept', messageId: before?.messageId });
    expect(await readdir(dir)).toContain(`${before?.id}.eml`);
  });

  it('forgets every message and deletes the files on clear()', async () => {
    await sendRawMail(catcher.smtpPort, 'a@example.com', ['b@example.com'], message('Gone', 'x'));
    await catcher.clear();
    expect(await catcher.messages()).toEqual([]);
    expect((await readdir(dir)).filter((file) => file.endsWith('.eml'))).toEqual([]);
  });

  it('can be started again on the same ports after closing (an SMTP outage and its end)', async () => {
    const { smtpPort, httpPort } = catcher;
    await catcher.close();
    catcher = await startMailCatcher({ dir, smtpPort, httpPort });
    expect(catcher.smtpPort).toBe(smtpPort);
    expect(catcher.httpPort).toBe(httpPort);
  });
});
