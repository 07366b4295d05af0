import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listening {
  server: Server;
  /** Where a client on this machine reaches it (`0.0.0.0` is reached at 127.0.0.1). */
  url: string;
  port: number;
}

/** Serves `app` on `host:port` (0: any free port), with bounded header and request times. */
export async function listen(app: RequestListener, port: number, host: string): Promise<Listening> {
  const server = createServer(app);
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  const shown = host.includes(':') ? `[${host}]` : host;
  const reachable = shown === '0.0.0.0' || shown === '[::]' ? '127.0.0.1' : shown;
  return { server, url: `http://${reachable}:${bound}`, port: bound };
}

/**
 * Refuses new connections and lets the requests in flight finish, then resolves; connections
 * still open after `timeoutMs` are cut.
 */
export function closeGracefully(server: Server, timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), timeoutMs);
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}
