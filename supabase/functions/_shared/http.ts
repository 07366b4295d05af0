/**
 * HTTP helpers shared by the edge functions. Runtime-neutral (web Request/Response only, no
 * `Deno.` globals), so Jest in Node imports the handlers directly.
 */

/**
 * CORS as Supabase documents it for browser calls of edge functions. The allowed headers are the
 * ones supabase-js 2.109 sends: `authorization`, `apikey`, `x-client-info` and `content-type` on
 * every `functions.invoke`, `x-region` when a region is chosen, and `x-retry-count` (listed by
 * `@supabase/supabase-js/cors`).
 */
export const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, x-region, x-retry-count',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
};

/** The largest request body a function reads; its requests are a few dozen bytes. */
export const maxBodyBytes = 16 * 1024;

/** A JSON response with the CORS headers. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...corsHeaders,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}

/** A failure in the functions' wire format: `{ success: false, error }`. */
export const failure = (status: number, error: string): Response =>
  json({ success: false, error }, status);

/** The answer to a CORS preflight. */
export const preflight = (): Response => new Response('ok', { status: 200, headers: corsHeaders });

export type BodyResult =
  { ok: true; value: Record<string, unknown> } | { ok: false; response: Response };

/**
 * Answers OPTIONS and anything but POST itself, and otherwise reads the body as one JSON object.
 * An empty body counts as `{}`. A body over `maxBodyBytes` is a 413 and is not read further:
 * refused at once when its `Content-Length` says so, otherwise (chunked) as soon as the bytes
 * read pass the limit.
 */
export async function readJsonObject(req: Request): Promise<BodyResult> {
  if (req.method === 'OPTIONS') return { ok: false, response: preflight() };
  if (req.method !== 'POST') {
    return {
      ok: false,
      response: json({ success: false, error: 'Method not allowed. Use POST.' }, 405, {
        Allow: 'POST, OPTIONS',
      }),
    };
  }
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > maxBodyBytes) return { ok: false, response: tooLarge() };

  let bytes: Uint8Array | 'too-large';
  try {
    bytes = await readAtMost(req.body, maxBodyBytes);
  } catch {
    return { ok: false, response: failure(400, 'Could not read the request body.') };
  }
  if (bytes === 'too-large') return { ok: false, response: tooLarge() };
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return { ok: true, value: {} };

  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, response: failure(400, 'The request body must be valid JSON.') };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, response: failure(400, 'The request body must be a JSON object.') };
  }
  return { ok: true, value: parsed as Record<string, unknown> };
}

/**
 * The body's bytes, read chunk by chunk; `'too-large'` as soon as they pass `limit`, and then the
 * stream is cancelled: the rest is never read, so a long (chunked) body costs at most `limit`
 * plus one chunk of memory. The server then closes the connection instead of draining it.
 */
export async function readAtMost(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array | 'too-large'> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel('The request body is too large.').catch(() => {});
      return 'too-large';
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const tooLarge = () => failure(413, 'The request body is too large.');
