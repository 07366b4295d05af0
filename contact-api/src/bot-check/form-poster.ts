import { EventEmitter } from 'node:events';
import { Pool } from 'undici';

/**
 * POSTs `application/x-www-form-urlencoded` bodies to one URL over kept-alive connections, with a
 * connection pool of undici (the HTTP client of Node's own `fetch`, used directly).
 *
 * Why not `fetch`, nor `node:http`: the siteverify call is made for every message, and undici's
 * `Pool.request` costs the least CPU of the three per call (decision 006 has the figures, decision 020 keeps the choice).
 * The deadline is one timer per call, and the abort signal a plain EventEmitter, which undici
 * accepts and which costs far less than an AbortController. Redirects are not followed (a 3xx is
 * an answer like any other), as `redirect: 'error'` did.
 */

export interface FormAnswer {
  status: number;
  body: string;
}

export interface FormPoster {
  /** Resolves with any HTTP answer; rejects on network errors, timeouts and oversized bodies. */
  post(form: string): Promise<FormAnswer>;
  /** Closes the kept-alive connections. */
  close(): void;
}

export interface FormPosterOptions {
  /** Longest wait for the whole answer, connection and body included. */
  timeoutMs: number;
  /** Longest answer body accepted. Default 64 KiB. */
  maxBodyBytes?: number;
}

/** Idle connections close before a server's usual 5 s keep-alive timeout would close them. */
const idleSocketMs = 4_000;

/** A connection the server closed or reset before answering: worth one more try. */
const closedUnderUs = new Set(['UND_ERR_SOCKET', 'ECONNRESET']);

export function createFormPoster(url: string, options: FormPosterOptions): FormPoster {
  const target = new URL(url);
  const pool = new Pool(target.origin, {
    keepAliveTimeout: idleSocketMs,
    maxResponseSize: options.maxBodyBytes ?? 64 * 1024,
  });
  const path = `${target.pathname}${target.search}`;
  const headers = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };

  async function attempt(form: string, deadline: number): Promise<FormAnswer> {
    const abort = new EventEmitter();
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        abort.emit('abort');
      },
      Math.max(0, deadline - Date.now()),
    );
    try {
      const answer = await pool.request({
        path,
        method: 'POST',
        headers,
        body: form,
        signal: abort,
      });
      return { status: answer.statusCode, body: await answer.body.text() };
    } catch (error) {
      if (timedOut) throw new Error(`no answer within ${options.timeoutMs} ms`);
      if ((error as { code?: string }).code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE') {
        throw new Error('siteverify answered too much');
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async post(form) {
      const deadline = Date.now() + options.timeoutMs;
      try {
        return await attempt(form, deadline);
      } catch (error) {
        // Node's advice for kept-alive connections: one the server closed just as it was reused
        // fails before any answer, and such a request is sent again, once. (Had the server read
        // it after all, the token is spent and the visitor is asked to retry: a 403, never a
        // message accepted twice.)
        const { code } = error as { code?: string };
        if (code !== undefined && closedUnderUs.has(code) && Date.now() < deadline) {
          return attempt(form, deadline);
        }
        throw error;
      }
    },
    close: () => {
      pool.destroy().catch(() => undefined);
    },
  };
}
