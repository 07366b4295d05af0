import http from 'node:http';
import https from 'node:https';

/**
 * POSTs `application/x-www-form-urlencoded` bodies to one URL over kept-alive connections, with
 * `node:http`/`node:https` and an Agent of its own.
 *
 * Why not `fetch`: on Node 20 a `fetch` with `AbortSignal.timeout` cost about three times the CPU
 * of this per siteverify call (web streams, an AbortSignal and its timer, a DOMException on
 * every request), and the call is made for every message. Redirects are not followed (a 3xx is
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
  /** Longest wait for the whole answer, body included. */
  timeoutMs: number;
  /** Longest answer body accepted. Default 64 KiB. */
  maxBodyBytes?: number;
}

/** Idle connections close before a server's usual 5 s keep-alive timeout would close them. */
const idleSocketMs = 4_000;

export function createFormPoster(url: string, options: FormPosterOptions): FormPoster {
  const target = new URL(url);
  const transport = target.protocol === 'https:' ? https : http;
  const agent = new transport.Agent({ keepAlive: true, timeout: idleSocketMs, scheduling: 'lifo' });
  const maxBodyBytes = options.maxBodyBytes ?? 64 * 1024;

  // The request line's parts, worked out once: given a URL, `request` converts it every time.
  const requestOptions = {
    protocol: target.protocol,
    hostname: target.hostname.replace(/^\[|\]$/g, ''),
    port: target.port === '' ? undefined : Number(target.port),
    path: `${target.pathname}${target.search}`,
    method: 'POST',
    agent,
  };

  const attempt = (form: string, deadline: number) =>
    new Promise<FormAnswer>((resolve, reject) => {
      const request = transport.request({
        ...requestOptions,
        // Headers as name/value pairs are written as they are, without a setHeader per header;
        // Node then adds no Host header, so it is here.
        headers: [
          'Host',
          target.host,
          'Content-Type',
          'application/x-www-form-urlencoded',
          'Content-Length',
          String(Buffer.byteLength(form)),
          'Accept',
          'application/json',
        ],
      });
      // Settles once: whatever the torn-down connection reports afterwards is ignored.
      let settled = false;
      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        // Node's advice: a kept-alive connection the server closed just as we reused it fails
        // before any answer, and such a request is sent again once. (Had the server read it
        // after all, the token is spent and the visitor is asked to retry: a 403, never a
        // message accepted twice.)
        reject(Object.assign(error, { reusedSocket: request.reusedSocket }));
        request.destroy();
      };
      const timer = setTimeout(
        () => fail(new Error(`no answer within ${options.timeoutMs} ms`)),
        Math.max(0, deadline - Date.now()),
      );
      request.on('error', fail);
      request.once('response', (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('error', fail);
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBodyBytes) fail(new Error('siteverify answered too much'));
          else chunks.push(chunk);
        });
        response.once('end', () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
      });
      request.end(form);
    });

  return {
    async post(form) {
      const deadline = Date.now() + options.timeoutMs;
      try {
        return await attempt(form, deadline);
      } catch (error) {
        const { code, reusedSocket } = error as { code?: string; reusedSocket?: boolean };
        if (reusedSocket && code === 'ECONNRESET' && Date.now() < deadline) {
          return attempt(form, deadline);
        }
        throw error;
      }
    },
    close: () => agent.destroy(),
  };
}
