import { request, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface RawRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The request target exactly as written (`//host/path`, `*`), which `url` alone would tidy. */
  target?: string;
  timeoutMs?: number;
}

/**
 * One request without a keep-alive agent or automatic decompression (as fetch would do): the
 * answer's bytes as sent. Bounded by `timeoutMs`.
 */
export function rawRequest(
  url: string,
  { method = 'GET', headers = {}, body, target, timeoutMs = 5_000 }: RawRequestOptions = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const options = { method, headers, agent: false, ...(target ? { path: target } : {}) };
    const req = request(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () =>
      req.destroy(new Error(`${method} ${url}: no answer in ${timeoutMs} ms`)),
    );
    req.on('error', reject);
    req.end(body);
  });
}

export const formHeaders = { 'Content-Type': 'application/x-www-form-urlencoded' };

/** A form posted as a browser posts it with JavaScript off; redirects are not followed. */
export const postForm = (url: string, form: string, method = 'POST') =>
  fetch(url, { method, headers: formHeaders, body: form, redirect: 'manual' });

/**
 * A form POST whose body never all arrives (a part of it is sent, and a length of 1 MiB
 * announced). Resolves with the answer's status and Location as soon as the server answers, so
 * a server that waits for the body, or reads it, fails it with a time-out.
 */
export function postBeforeBody(
  url: string,
  partOfTheBody: string,
  timeoutMs = 5_000,
): Promise<{ status?: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      agent: false,
      headers: { ...formHeaders, 'Content-Length': String(1024 * 1024) },
    });
    req.setTimeout(timeoutMs, () =>
      req.destroy(new Error(`no answer before the body in ${timeoutMs} ms`)),
    );
    req.on('response', (res) => {
      resolve({ status: res.statusCode, location: res.headers.location });
      res.resume();
      req.destroy();
    });
    req.on('error', reject);
    req.write(partOfTheBody);
  });
}
