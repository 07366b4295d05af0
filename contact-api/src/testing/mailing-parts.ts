import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { currentConsentVersion } from '@site/contracts/newsletter-facts';
import { SMTPServer } from 'smtp-server';
import type { TestDatabase } from './test-databases';

/**
 * What the newsletter's mailings are tested with: a blog backend's `get-blogs` that answers the
 * window requests as the edge function does, subscribers as the double opt-in leaves them, and
 * an SMTP server that can refuse addresses and hold its answers.
 */

export interface FakePost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  published_at: string;
}

export const blogAnonKey = 'anon-key-of-the-tests';

/** A post published at `at`, with a title and excerpt that need escaping. */
export const postAt = (at: string, name: string): FakePost => ({
  id: randomUUID(),
  slug: `${name}-post`,
  title: `${name} <post> & more`,
  excerpt: `What ${name} says "in short".`,
  published_at: at,
});

async function jsonOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

/**
 * `POST /functions/v1/get-blogs` with the anon key: the posts whose `published_at` is in
 * [published_from, published_before), oldest first, a page at a time; 401 without the key.
 */
export async function startFakeBlog(posts: FakePost[]) {
  const requests: Record<string, unknown>[] = [];
  const server = createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/functions/v1/get-blogs') {
      return answer(404, { success: false, error: 'Not found' });
    }
    const keyed =
      request.headers.authorization === `Bearer ${blogAnonKey}` &&
      request.headers.apikey === blogAnonKey &&
      request.headers['content-type'] === 'application/json';
    if (!keyed) return answer(401, { success: false, error: 'Invalid JWT' });
    jsonOf(request).then(
      (body) => {
        requests.push(body);
        const from = Date.parse(String(body.published_from));
        const before = Date.parse(String(body.published_before));
        const limit = Number(body.limit ?? 50);
        const offset = Number(body.offset ?? 0);
        if (!(from < before) || limit < 1 || limit > 50) {
          return answer(400, { success: false, error: 'Bad window' });
        }
        const inWindow = posts
          .filter((post) => Date.parse(post.published_at) >= from)
          .filter((post) => Date.parse(post.published_at) < before)
          .sort((a, b) => a.published_at.localeCompare(b.published_at));
        const page = inWindow.slice(offset, offset + limit).map((post) => ({
          ...post,
          category: 'Compliance',
          author: 'Test Author',
          published_date: post.published_at.slice(0, 10),
          read_time: '3 min read',
          image_url: null,
        }));
        answer(200, { success: true, posts: page });
      },
      () => answer(400, { success: false, error: 'Not JSON' }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    posts,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Settings of an API that reads `blog`. */
export const blogEnv = (blog: { url: string }) => ({
  SUPABASE_URL: blog.url,
  SUPABASE_ANON_KEY: blogAnonKey,
});

/** Subscriptions as the double opt-in leaves them, with their consent records. */
export async function addSubscribers(
  db: TestDatabase,
  emails: readonly string[],
  {
    status = 'subscribed',
    consentVersion = currentConsentVersion,
    at = new Date('2026-10-01T10:00:00Z'),
  }: { status?: 'subscribed' | 'pending'; consentVersion?: string; at?: Date } = {},
): Promise<string[]> {
  const ids = emails.map(() => randomUUID());
  await db.query(
    `INSERT INTO newsletter.subscriptions
       (id, email, status, consent_version, requested_at, confirmed_at)
     SELECT id, email, $3, $4, $5, CASE WHEN $3 = 'subscribed' THEN $5::timestamptz END
       FROM unnest($1::uuid[], $2::text[]) AS t(id, email)`,
    [ids, emails, status, consentVersion, at],
  );
  await db.query(
    `INSERT INTO newsletter.consent_records
       (subscription, event, at, method, consent_version, wording)
     SELECT id, 'requested', $2, 'Stay Updated form on the website', $3, 'the wording'
       FROM unnest($1::uuid[]) AS id`,
    [ids, at, consentVersion],
  );
  return ids;
}

export interface ReceivedMail {
  to: string[];
  messageId: string;
  raw: string;
}

/**
 * An SMTP server that records what it accepts (a message counts once the server has answered
 * 250 to its data, as SMTP hands over responsibility), refuses the recipients in `refused` with
 * a 550, and holds its answers while `hold` is set: a message whose sender dies meanwhile was
 * never accepted.
 */
export async function startRecordingSmtp(refused: ReadonlySet<string> = new Set()) {
  const received: ReceivedMail[] = [];
  const refusedTries: string[] = [];
  const held: { session: string; accept(): void }[] = [];
  const closed = new Set<string>();
  const state = { hold: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 500,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback();
      refusedTries.push(address.address.toLowerCase());
      callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
    },
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const accept = () => {
          received.push({
            to: session.envelope.rcptTo.map((to) => to.address.toLowerCase()),
            messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? '',
            raw,
          });
          callback();
        };
        if (state.hold) held.push({ session: session.id, accept });
        else accept();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    refusedTries,
    held: () => held.length,
    set hold(value: boolean) {
      state.hold = value;
    },
    /** Answers 250 to the held messages whose sender is still connected. */
    release() {
      for (const message of held.splice(0)) {
        if (!closed.has(message.session)) message.accept();
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
