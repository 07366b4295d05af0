/**
 * The local stand-in for Supabase's API gateway in front of edge functions, runtime-neutral
 * (web Request/Response): `functions-main.ts` serves it in Deno, Jest tests it directly.
 *
 * - `/functions/v1/<name>` (and sub-paths) go to the function of that name; other paths 404.
 * - The anon key is required as the `apikey` header, or as `Authorization: Bearer <key>` when no
 *   `apikey` header is sent (supabase-js sends both). A missing or wrong key → 401
 *   `{ "message": … }`, with CORS headers so the browser can read it.
 * - CORS preflights (OPTIONS) pass without a key, as they do on Supabase.
 * - `GET /health` answers 200 once the database answers (used to wait for start-up).
 * - The gateway never reads a request body: the request, its body still a stream, goes to the
 *   function, which reads at most its limit (`readJsonObject`) and refuses the rest with 413.
 */
import { corsHeaders } from '../functions/_shared/http.ts';

export type FunctionHandler = (req: Request) => Promise<Response>;

export interface GatewayOptions {
  anonKey: string;
  functions: Readonly<Record<string, FunctionHandler>>;
  /** Resolves when the backend is ready to serve (e.g. `select 1`). */
  health?: () => Promise<void>;
  /** Called after every request, e.g. to log it. */
  onRequest?: (entry: { method: string; path: string; status: number; ms: number }) => void;
  logError?: (message: string, error: unknown) => void;
}

const functionPath = /^\/functions\/v1\/([^/]+)(?:\/.*)?$/;

const gatewayJson = (status: number, body: unknown, withCors = true): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      ...(withCors ? corsHeaders : {}),
      'Content-Type': 'application/json; charset=utf-8',
    },
  });

/** Compares without stopping at the first difference (the key is public, but it costs nothing). */
function sameKey(given: string, expected: string): boolean {
  if (given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < given.length; i += 1) {
    difference |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  }
  return difference === 0;
}

/** `null` when the request carries the anon key, else the 401 message. */
export function checkApiKey(headers: Headers, anonKey: string): string | null {
  const apikey = headers.get('apikey');
  const bearer = /^Bearer\s+(.+)$/i.exec(headers.get('authorization') ?? '')?.[1]?.trim();
  const presented = apikey ?? bearer;
  if (!presented) return 'No API key found in request';
  return sameKey(presented, anonKey) ? null : 'Invalid API key';
}

export function createGateway(options: GatewayOptions): (req: Request) => Promise<Response> {
  const logError = options.logError ?? ((message, error) => console.error(message, error));

  const route = async (req: Request, path: string): Promise<Response> => {
    if (path === '/health') {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return gatewayJson(405, { message: 'Use GET' }, false);
      }
      try {
        await options.health?.();
        return gatewayJson(200, { status: 'ok' }, false);
      } catch (error) {
        logError('health check failed', error);
        return gatewayJson(503, { status: 'unavailable' }, false);
      }
    }

    const match = functionPath.exec(path);
    if (!match) return gatewayJson(404, { message: 'no Route matched with those values' });
    const handler = Object.hasOwn(options.functions, match[1]!)
      ? options.functions[match[1]!]
      : undefined;

    if (req.method !== 'OPTIONS') {
      const problem = checkApiKey(req.headers, options.anonKey);
      if (problem) return gatewayJson(401, { message: problem });
    }
    if (!handler) {
      return gatewayJson(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    }
    try {
      return await handler(req);
    } catch (error) {
      logError(`function ${match[1]} threw`, error);
      return gatewayJson(500, {
        code: 'WORKER_ERROR',
        message: 'Function exited due to an error (please check logs)',
      });
    }
  };

  return async (req) => {
    const started = Date.now();
    const path = new URL(req.url).pathname;
    const response = await route(req, path);
    options.onRequest?.({
      method: req.method,
      path,
      status: response.status,
      ms: Date.now() - started,
    });
    return response;
  };
}
