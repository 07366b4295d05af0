import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { renderMessageList } from './message-list-page';

/**
 * A local SMTP server for development and tests: it accepts every message (no TLS, any or no
 * credentials), keeps each one as an `.eml` file and lists them over HTTP. Never for production.
 */

export interface MailCatcherOptions {
  /** Interface both servers bind to; loopback unless told otherwise. */
  host?: string;
  /** SMTP port; 0 picks a free one. */
  smtpPort?: number;
  /** HTTP port of the message list; 0 picks a free one. */
  httpPort?: number;
  /** Folder of the `.eml` files. Messages already in it are listed again after a restart. */
  dir: string;
}

export interface CaughtAddress {
  name: string;
  address: string;
}

export interface CaughtMessage {
  id: string;
  /** ISO 8601. */
  receivedAt: string;
  /** The SMTP envelope: who the server was told the message is from and for. */
  envelope: { from: string; to: string[] };
  from: CaughtAddress[];
  to: CaughtAddress[];
  cc: CaughtAddress[];
  replyTo: CaughtAddress[];
  subject: string;
  messageId: string | null;
  text: string;
  html: string | null;
  /** Raw (unfolded, still encoded) values of the headers that matter when checking a message. */
  headers: Record<string, string>;
}

export interface RunningMailCatcher {
  smtpPort: number;
  httpPort: number;
  /** Base URL of the HTTP interface. */
  url: string;
  /** Every message received so far, oldest first. */
  messages(): Promise<CaughtMessage[]>;
  /** Forgets every message and deletes the files. */
  clear(): Promise<void>;
  close(): Promise<void>;
}

const headersOfInterest = [
  'from',
  'to',
  'cc',
  'reply-to',
  'subject',
  'date',
  'message-id',
  'mime-version',
  'content-type',
  'auto-submitted',
  'list-unsubscribe',
  'list-unsubscribe-post',
] as const;

const envelopeFromHeader = 'X-Mail-Catcher-Envelope-From';
const envelopeToHeader = 'X-Mail-Catcher-Envelope-To';

const idPattern = /^\d{13}-[0-9a-f]{8}$/;
const emlName = /^(\d{13}-[0-9a-f]{8})\.eml$/;

/** Header values must stay on one line. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

function addresses(value: AddressObject | AddressObject[] | undefined): CaughtAddress[] {
  const objects = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return objects.flatMap((object) =>
    object.value.map((entry) => ({ name: entry.name ?? '', address: entry.address ?? '' })),
  );
}

async function parseMessage(id: string, raw: Buffer): Promise<CaughtMessage> {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  const headers: Record<string, string> = {};
  let envelopeFrom = '';
  let envelopeTo: string[] = [];
  for (const { key, line } of parsed.headerLines) {
    const value = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
    if (key === envelopeFromHeader.toLowerCase()) envelopeFrom = value;
    else if (key === envelopeToHeader.toLowerCase())
      envelopeTo = value ? value.split(',').map((address) => address.trim()) : [];
    else if ((headersOfInterest as readonly string[]).includes(key) && !(key in headers))
      headers[key] = value;
  }
  return {
    id,
    receivedAt: new Date(Number(id.slice(0, 13))).toISOString(),
    envelope: { from: envelopeFrom, to: envelopeTo },
    from: addresses(parsed.from),
    to: addresses(parsed.to),
    cc: addresses(parsed.cc),
    replyTo: addresses(parsed.replyTo),
    subject: parsed.subject ?? '',
    messageId: parsed.messageId ?? null,
    text: parsed.text ?? '',
    html: parsed.html === false ? null : parsed.html,
    headers,
  };
}

function listen(
  server: { listen(port: number, host: string, cb: () => void): unknown },
  port: number,
  host: string,
  emitter: NodeJS.EventEmitter,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    emitter.once('error', onError);
    server.listen(port, host, () => {
      emitter.off('error', onError);
      resolve();
    });
  });
}

function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  extra: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...extra,
  });
  res.end(body);
}

/** Starts the SMTP server and its HTTP message list. */
export async function startMailCatcher(options: MailCatcherOptions): Promise<RunningMailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const dir = path.resolve(options.dir);
  await mkdir(dir, { recursive: true });

  const caught: CaughtMessage[] = [];
  for (const file of (await readdir(dir)).sort()) {
    const id = emlName.exec(file)?.[1];
    if (!id) continue;
    try {
      caught.push(await parseMessage(id, await readFile(path.join(dir, file))));
    } catch {
      // An unreadable file is skipped rather than stopping the catcher.
    }
  }

  let lastTime = 0;
  const newId = () => {
    lastTime = Math.max(Date.now(), lastTime + 1);
    return `${String(lastTime).padStart(13, '0')}-${randomBytes(4).toString('hex')}`;
  };

  async function store(raw: Buffer, envelopeFrom: string, envelopeTo: string[]): Promise<void> {
    const id = newId();
    const trace =
      `${envelopeFromHeader}: ${oneLine(envelopeFrom)}\r\n` +
      `${envelopeToHeader}: ${oneLine(envelopeTo.join(', '))}\r\n`;
    const content = Buffer.concat([Buffer.from(trace), raw]);
    const file = path.join(dir, `${id}.eml`);
    await writeFile(`${file}.tmp`, content);
    await rename(`${file}.tmp`, file);
    caught.push(await parseMessage(id, content));
  }

  const smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    disableReverseLookup: true,
    logger: false,
    banner: 'mail catcher (development only)',
    size: 10 * 1024 * 1024,
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anonymous' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
          return;
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        store(Buffer.concat(chunks), from, to).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      });
    },
  });
  smtp.on('error', () => {
    // Client-level errors (a dropped connection) must not stop the catcher.
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { pathname } = new URL(req.url ?? '/', 'http://catcher');
    if (pathname === '/messages' && req.method === 'DELETE') {
      await clear();
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, 'application/json', JSON.stringify({ error: 'Method not allowed' }), {
        Allow: 'GET, HEAD',
      });
      return;
    }
    if (pathname === '/') {
      send(res, 200, 'text/html; charset=utf-8', renderMessageList([...caught].reverse()), {
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
      return;
    }
    if (pathname === '/messages') {
      send(res, 200, 'application/json; charset=utf-8', JSON.stringify(caught));
      return;
    }
    const emlMatch = /^\/messages\/([^/]+)\.eml$/.exec(pathname);
    const id = emlMatch?.[1];
    if (id && idPattern.test(id) && caught.some((message) => message.id === id)) {
      const raw = await readFile(path.join(dir, `${id}.eml`));
      send(res, 200, 'message/rfc822', raw, {
        'Content-Disposition': `attachment; filename="${id}.eml"`,
      });
      return;
    }
    send(res, 404, 'application/json', JSON.stringify({ error: 'Not found' }));
  }

  const http = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, 'application/json', '{"error":"Internal error"}');
      else res.destroy();
    });
  });

  async function clear(): Promise<void> {
    const ids = caught.splice(0).map((message) => message.id);
    await Promise.all(ids.map((id) => rm(path.join(dir, `${id}.eml`), { force: true })));
  }

  await listen(smtp, options.smtpPort ?? 1025, host, smtp);
  try {
    await listen(http, options.httpPort ?? 8025, host, http);
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const httpPort = (http.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  return {
    smtpPort,
    httpPort,
    url: `http://${urlHost}:${httpPort}`,
    messages: async () => [...caught],
    clear,
    close: async () => {
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          http.close(() => resolve());
          http.closeAllConnections();
        }),
      ]);
    },
  };
}
