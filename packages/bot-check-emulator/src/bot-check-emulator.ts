import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { grecaptchaScript } from './grecaptcha-script';

/**
 * A local stand-in for Google reCAPTCHA v3, for development and tests only: it serves a browser
 * script with the same `grecaptcha.ready/execute` API and a siteverify endpoint that answers like
 * Google's, so the site's real code paths (script load, token, server-side verification over HTTP)
 * run without internet. Tokens are single use, expire after two minutes and carry the action and
 * the page's hostname. It verifies nothing about the visitor: never use it in production.
 */

export interface BotCheckEmulatorOptions {
  /** Interface to bind; loopback unless told otherwise. */
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** The public key pages pass to `grecaptcha.execute`. */
  siteKey: string;
  /** The private key the API sends to siteverify. */
  secretKey: string;
  /** Page origins allowed to fetch tokens; any origin when left out. */
  allowedOrigins?: readonly string[];
  /** Score of the tokens pages get (0.0 bot … 1.0 human). Default 0.9. */
  score?: number;
  /** How long a token stays valid. Google's: two minutes. */
  tokenLifetimeMs?: number;
  /** Clock, for tests of expiry. */
  now?: () => number;
}

export interface MintTokenOptions {
  /** Default `submit`. */
  action?: string;
  /** Hostname of the page the token is for. Default `localhost`. */
  hostname?: string;
  /** Default: the emulator's current score. */
  score?: number;
  /** Epoch milliseconds; default now. */
  issuedAt?: number;
}

export interface RunningBotCheckEmulator {
  url: string;
  port: number;
  /** `<script src>` for pages: `{url}/recaptcha/api.js?render={siteKey}`. */
  scriptUrl: string;
  /** What the API posts tokens to (Google's: https://www.google.com/recaptcha/api/siteverify). */
  siteverifyUrl: string;
  siteKey: string;
  /** Test hook: a token as a page would get it, with any score, action or hostname. */
  mintToken(options?: MintTokenOptions): string;
  /** Changes the score of the tokens pages get from now on (simulates a bot). */
  setScore(score: number): void;
  close(): Promise<void>;
}

/** What siteverify answers, as Google documents it. */
export interface SiteverifyResponse {
  success: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  challenge_ts?: string;
  'error-codes'?: string[];
}

interface IssuedToken {
  action: string;
  hostname: string;
  score: number;
  issuedAt: number;
  used: boolean;
}

/** A token as stored: with its `challenge_ts`, written once when it is minted. */
type StoredToken = IssuedToken & { challengeTs: string };

const twoMinutes = 2 * 60 * 1000;
/** Spent and expired tokens are remembered this long, so a late replay still reads as one. */
const rememberFor = 60 * 60 * 1000;
const pruneEvery = 60 * 1000;
const maxBody = 64 * 1024;
const actionPattern = /^[A-Za-z0-9_/]{0,100}$/;
const siteverifyPath = '/recaptcha/api/siteverify';

const checkScore = (score: number): number => {
  if (!Number.isFinite(score) || score < 0 || score > 1) {
    throw new RangeError(`A score is between 0 and 1, not ${score}`);
  }
  return score;
};

function sameSecret(given: string, expected: Buffer): boolean {
  const a = Buffer.from(given);
  return a.length === expected.length && timingSafeEqual(a, expected);
}

/** Google's timestamp format: ISO 8601 without milliseconds. */
const challengeTimestamp = (time: number) => new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');

class BodyTooLarge extends Error {}

/**
 * Reads the body with 'data'/'end' events: `for await` over the request costs several times the
 * CPU (an async iterator and its promises per request), which shows when the contact API's load
 * test makes this emulator answer thousands of siteverify calls a second.
 */
function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBody) {
        reject(new BodyTooLarge());
        req.destroy();
      } else {
        chunks.push(chunk);
      }
    });
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
  });
}

const jsonHeaders = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers?: Record<string, string>,
): void {
  res.writeHead(status, headers ? { ...jsonHeaders, ...headers } : jsonHeaders);
  res.end(JSON.stringify(body));
}

/** Starts the emulator. */
export async function startBotCheckEmulator(
  options: BotCheckEmulatorOptions,
): Promise<RunningBotCheckEmulator> {
  if (!options.siteKey || !options.secretKey) {
    throw new Error('The bot-check emulator needs a siteKey and a secretKey');
  }
  const host = options.host ?? '127.0.0.1';
  const now = options.now ?? Date.now;
  const lifetime = options.tokenLifetimeMs ?? twoMinutes;
  const allowedOrigins = options.allowedOrigins ? new Set(options.allowedOrigins) : null;
  let score = checkScore(options.score ?? 0.9);
  const tokens = new Map<string, StoredToken>();
  const expectedSecret = Buffer.from(options.secretKey);
  let lastPruned = now();

  function mint(token: Omit<IssuedToken, 'used'>): string {
    const time = now();
    // Forgetting old tokens walks the whole map: once a minute at most, not at every mint, or
    // minting many tokens in a row (a load test) takes time quadratic in their number.
    if (time - lastPruned >= pruneEvery) {
      lastPruned = time;
      for (const [key, issued] of tokens) {
        if (time - issued.issuedAt > rememberFor) tokens.delete(key);
      }
    }
    const value = `emulator.${randomBytes(32).toString('base64url')}`;
    tokens.set(value, { ...token, used: false, challengeTs: challengeTimestamp(token.issuedAt) });
    return value;
  }

  function siteverify(params: URLSearchParams): SiteverifyResponse {
    const secret = params.get('secret') ?? '';
    const response = params.get('response') ?? '';
    const errors: string[] = [];
    if (!secret) errors.push('missing-input-secret');
    else if (!sameSecret(secret, expectedSecret)) errors.push('invalid-input-secret');
    if (!response) errors.push('missing-input-response');
    if (errors.length) return { success: false, 'error-codes': errors };

    const token = tokens.get(response);
    if (!token) return { success: false, 'error-codes': ['invalid-input-response'] };
    if (token.used || now() - token.issuedAt > lifetime) {
      token.used = true;
      return { success: false, 'error-codes': ['timeout-or-duplicate'] };
    }
    token.used = true;
    return {
      success: true,
      challenge_ts: token.challengeTs,
      hostname: token.hostname,
      score: token.score,
      action: token.action,
    };
  }

  /** CORS headers for a page origin, or null when that origin may not fetch tokens. */
  function corsHeaders(origin: string | undefined): Record<string, string> | null {
    if (origin === undefined) return {};
    if (allowedOrigins && !allowedOrigins.has(origin)) return null;
    return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
  }

  /** A POST to siteverify: the query string's parameters, overridden by the form's. */
  async function answerSiteverify(
    req: IncomingMessage,
    res: ServerResponse,
    search: string,
  ): Promise<void> {
    const params = new URLSearchParams(search);
    const type = req.headers['content-type'] ?? '';
    const body = await readBody(req);
    if (type.startsWith('application/x-www-form-urlencoded')) {
      for (const [key, value] of new URLSearchParams(body)) params.set(key, value);
    }
    sendJson(res, 200, siteverify(params));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    // The contact API's call, thousands a second under load: no URL to parse.
    if (req.url === siteverifyPath && method === 'POST') {
      await answerSiteverify(req, res, '');
      return;
    }
    const url = new URL(req.url ?? '/', 'http://emulator');

    if (url.pathname === '/recaptcha/api.js') {
      if (method !== 'GET' && method !== 'HEAD') {
        sendJson(res, 405, { error: 'method-not-allowed' }, { Allow: 'GET, HEAD' });
        return;
      }
      const onload = url.searchParams.get('onload');
      const render = url.searchParams.get('render');
      res.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        'Cross-Origin-Resource-Policy': 'cross-origin',
        'Access-Control-Allow-Origin': '*',
      });
      res.end(
        grecaptchaScript({
          fallbackOrigin: `http://${req.headers.host ?? `${host}:${port}`}`,
          renderSiteKey: render && render !== 'explicit' ? render : null,
          onload: onload && /^[A-Za-z_$][\w$]*$/.test(onload) ? onload : null,
        }),
      );
      return;
    }

    if (url.pathname === '/emulator/token') {
      const cors = corsHeaders(req.headers.origin);
      if (!cors) {
        sendJson(res, 403, { error: 'origin-not-allowed' });
        return;
      }
      if (method === 'OPTIONS') {
        res.writeHead(204, {
          ...cors,
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'Content-Type',
          'Access-Control-Max-Age': '600',
          ...(req.headers['access-control-request-private-network'] === 'true'
            ? { 'Access-Control-Allow-Private-Network': 'true' }
            : {}),
        });
        res.end();
        return;
      }
      if (method !== 'POST') {
        sendJson(res, 405, { error: 'method-not-allowed' }, { ...cors, Allow: 'POST, OPTIONS' });
        return;
      }
      let body: { siteKey?: unknown; action?: unknown; hostname?: unknown };
      try {
        body = JSON.parse(await readBody(req)) as typeof body;
      } catch {
        sendJson(res, 400, { error: 'bad-request' }, cors);
        return;
      }
      if (body === null || typeof body !== 'object' || body.siteKey !== options.siteKey) {
        sendJson(res, 400, { error: 'invalid-site-key' }, cors);
        return;
      }
      const action = typeof body.action === 'string' ? body.action : '';
      const hostname = typeof body.hostname === 'string' ? body.hostname : '';
      if (!actionPattern.test(action) || !hostname || hostname.length > 253) {
        sendJson(res, 400, { error: 'bad-request' }, cors);
        return;
      }
      sendJson(res, 200, { token: mint({ action, hostname, score, issuedAt: now() }) }, cors);
      return;
    }

    if (url.pathname === siteverifyPath) {
      if (method !== 'POST') {
        sendJson(res, 405, { error: 'method-not-allowed' }, { Allow: 'POST' });
        return;
      }
      await answerSiteverify(req, res, url.search);
      return;
    }

    sendJson(res, 404, { error: 'not-found' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) res.destroy();
      else if (error instanceof BodyTooLarge) sendJson(res, 413, { error: 'too-large' });
      else sendJson(res, 500, { error: 'internal-error' });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4100, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url,
    port,
    scriptUrl: `${url}/recaptcha/api.js?render=${encodeURIComponent(options.siteKey)}`,
    siteverifyUrl: `${url}/recaptcha/api/siteverify`,
    siteKey: options.siteKey,
    mintToken: (mintOptions = {}) =>
      mint({
        action: mintOptions.action ?? 'submit',
        hostname: mintOptions.hostname ?? 'localhost',
        score: checkScore(mintOptions.score ?? score),
        issuedAt: mintOptions.issuedAt ?? now(),
      }),
    setScore: (next) => {
      score = checkScore(next);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
