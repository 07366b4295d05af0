import {
  createServer,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the stand-in received it, its body read whole. */
export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface StandInAnswer {
  status: number;
  headers?: OutgoingHttpHeaders;
  body?: string | Buffer;
}

export interface StandIn {
  url: string;
  port: number;
  /** Every request so far, oldest first; empty it with `received.length = 0`. */
  received: Received[];
  /** Each request so far as `METHOD /target`. */
  asked(): string[];
  close(): Promise<void>;
}

/**
 * An HTTP server on 127.0.0.1 standing in for another service (the renderer, an upstream, a
 * CDN's API): it records each request and answers as `answer` says, or never (`'never'`).
 */
export async function startStandIn(
  answer: (received: Received) => StandInAnswer | 'never',
  { port = 0 }: { port?: number } = {},
): Promise<StandIn> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const call: Received = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(call);
      const reply = answer(call);
      if (reply === 'never') return;
      response.writeHead(reply.status, reply.headers);
      response.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const listening = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${listening}`,
    port: listening,
    received,
    asked: () => received.map((call) => `${call.method} ${call.url}`),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Starts stand-ins (`startStandIn`) that are closed after each test of the file. */
export function standInsClosedAfterEach() {
  const open: StandIn[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((standIn) => standIn.close()));
  });
  return async (...args: Parameters<typeof startStandIn>) => {
    const standIn = await startStandIn(...args);
    open.push(standIn);
    return standIn;
  };
}
