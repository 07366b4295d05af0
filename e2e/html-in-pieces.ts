import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Where a page's HTML is cut: after each list item, button and link, what rows are made of. */
const pieceEnds = /<\/li>|<\/button>|<\/a>/g;
/** The pause after each piece: long enough for the browser to parse and paint what it has. */
const pauseMs = 40;

/** The answer's headers as sent on: its body is passed as it was decoded, in one encoding. */
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

function headersOf(response: Response) {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!hopByHop.has(name) && name !== 'content-encoding') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  return { headers, cookies };
}

async function bodyOf(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return chunks.length > 0 ? Buffer.concat(chunks) : undefined;
}

/** Splits `html` after each of `pieceEnds`. */
export function piecesOf(html: string): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (const match of html.matchAll(pieceEnds)) {
    const end = match.index + match[0].length;
    pieces.push(html.slice(from, end));
    from = end;
  }
  pieces.push(html.slice(from));
  return pieces;
}

async function pass(req: IncomingMessage, res: ServerResponse) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || hopByHop.has(name) || name === 'accept-encoding') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await bodyOf(req);
  const answer = await fetch(req.url!, { method: req.method, headers, body, redirect: 'manual' });
  const { headers: sent, cookies } = headersOf(answer);
  res.writeHead(answer.status, { ...sent, ...(cookies.length ? { 'set-cookie': cookies } : {}) });
  if (!answer.headers.get('content-type')?.startsWith('text/html')) {
    res.end(Buffer.from(await answer.arrayBuffer()));
    return;
  }
  for (const piece of piecesOf(await answer.text())) {
    res.write(piece);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  res.end();
}

/**
 * A forward proxy for the browser (on 127.0.0.1, a port of the system's choosing) that passes
 * every request on as it came and sends each page's HTML in pieces, pausing after every list
 * item, button and link, as a slow network delivers it. What the browser paints from part of a
 * page is seen, on the page's own origin. Use it as a context's proxy, with
 * `bypass: '<-loopback>'` (the browser otherwise goes to 127.0.0.1 directly).
 */
export async function startHtmlInPieces() {
  const server = createServer((req, res) => {
    pass(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    proxy: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
