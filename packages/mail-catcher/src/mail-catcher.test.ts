import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMailCatcher, type RunningMailCatcher } from './mail-catcher';
import { escapeHtml } from './message-list-page';

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

describe('mail catcher', () => {
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
    expect(Date.parse(caught?.receivedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('serves the list as JSON and each message as a raw .eml file', async () => {
    await sendRawMail(catcher.smtpPort, 'a@example.com', ['b@example.com'], message('One', 'x'));
    const list = (await (await fetch(`${catcher.url}/messages`)).json()) as { id: string }[];
    expect(list).toHaveLength(1);

    const raw = await fetch(`${catcher.url}/messages/${list[0]?.id}.eml`);
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('message/rfc822');
    expect(await raw.text()).toContain('Subject: One\r\n');
  });

  it('answers 404 for unknown or malformed message ids', async () => {
    for (const pathname of ['/messages/0000000000000-00000000.eml', '/messages/..%2Fx.eml', '/x']) {
      const response = await fetch(`${catcher.url}${pathname}`);
      expect(response.status).toBe(404);
    }
  });

  it('escapes every value on its HTML page', async () => {
    await sendRawMail(
      catcher.smtpPort,
      'a@example.com',
      ['b@example.com'],
      message('<script>alert(1)</script>', '<img src=x onerror=alert(2)>'),
    );
    const response = await fetch(catcher.url);
    const page = await response.text();
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page).toContain('Mail catcher: 1 message');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img');
  });

  it('lists the messages already in its folder after a restart', async () => {
    await sendRawMail(catcher.smtpPort, 'a@example.com', ['b@example.com'], message('Kept', 'x'));
    const before = await catcher.messages();
    await catcher.close();

    catcher = await startMailCatcher({ dir, smtpPort: 0, httpPort: 0 });
    expect(await catcher.messages()).toEqual(before);
    expect(await readdir(dir)).toEqual([`${before[0]?.id}.eml`]);
  });

  it('forgets every message on DELETE /messages', async () => {
    await sendRawMail(catcher.smtpPort, 'a@example.com', ['b@example.com'], message('Gone', 'x'));
    const response = await fetch(`${catcher.url}/messages`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await catcher.messages()).toEqual([]);
    expect(await readdir(dir)).toEqual([]);
  });

  it('can be started again on the same ports after closing', async () => {
    const { smtpPort, httpPort } = catcher;
    await catcher.close();
    catcher = await startMailCatcher({ dir, smtpPort, httpPort });
    expect(catcher.smtpPort).toBe(smtpPort);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in HTML', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
