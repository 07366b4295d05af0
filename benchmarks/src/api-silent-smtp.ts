import { createServer, type Socket } from 'node:net';
import { assertPortFree } from './api-processes';

/**
 * An "SMTP server" that accepts connections and never sends its greeting: the contact API's
 * delivery worker claims one message, waits on it, and leaves the rest pending in the outbox, as
 * it does when the real mail server hangs. The benchmark uses it so that the load measures the
 * acceptance path (validation, siteverify, outbox write) and not SMTP delivery, which in
 * production happens on another machine and after the 202.
 */
export async function startSilentSmtp(port: number): Promise<{ close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  await assertPortFree(new URL(`smtp://127.0.0.1:${port}`));
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
