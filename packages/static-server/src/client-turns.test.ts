import { createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientTurns } from '@site/contracts/client-turns';

/**
 * A server whose every request takes its client's turn, then is held until the test lets it go:
 * what the requests were admitted in, and how they were answered.
 */
async function heldServer(options: { concurrent: number; waiting: number }) {
  const turns = clientTurns({ ...options, retryAfterSeconds: 1 });
  const held: { path: string; res: ServerResponse }[] = [];
  const admitted: string[] = [];
  const server = createServer((req, res) => {
    void turns.admit(req.socket.remoteAddress ?? '', res).then((go) => {
      if (!go) return;
      admitted.push(req.url ?? '');
      held.push({ path: req.url ?? '', res });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const ask = (path: string, from = '127.0.0.1') => {
    const controller = new AbortController();
    const answer = new Promise<{ status: number; retryAfter?: string; body: string }>(
      (resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            path,
            localAddress: from,
            agent: false,
            signal: controller.signal,
          },
          (res) => {
            let body = '';
            res.on('data', (chunk) => (body += String(chunk)));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                retryAfter: res.headers['retry-after'],
                body,
              }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
    // A request still held when the server closes hangs up: only an awaited answer may fail.
    answer.catch(() => undefined);
    return { answer, leave: () => controller.abort() };
  };
  /** Answers the held request for `path`. */
  const finish = (path: string) => {
    const at = held.findIndex((request) => request.path === path);
    if (at < 0) throw new Error(`${path} is not held`);
    held.splice(at, 1)[0]!.res.end(path);
  };
  const until = async (check: () => boolean) => {
    for (let tries = 0; !check(); tries++) {
      if (tries > 200) throw new Error('not reached in 2 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { ask, finish, admitted, until, close, clients: turns.clients, counts: turns.counts };
}

describe('each client takes its turns (decision 047)', () => {
  it('lets a client’s requests on `concurrent` at a time, the others in the order they came', async () => {
    const server = await heldServer({ concurrent: 2, waiting: 10 });
    try {
      const answers = ['/1', '/2', '/3', '/4'].map((path) => server.ask(path).answer);
      await server.until(() => server.admitted.length === 2);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(server.admitted).toEqual(['/1', '/2']);
      server.finish('/2');
      await server.until(() => server.admitted.length === 3);
      expect(server.admitted).toEqual(['/1', '/2', '/3']);
      server.finish('/1');
      server.finish('/3');
      await server.until(() => server.admitted.length === 4);
      server.finish('/4');
      expect((await Promise.all(answers)).map((answer) => answer.body)).toEqual([
        '/1',
        '/2',
        '/3',
        '/4',
      ]);
      // Nothing open: the client is forgotten.
      await server.until(() => server.clients() === 0);
    } finally {
      await server.close();
    }
  });

  it('answers another client at once while one client’s requests wait', async () => {
    const server = await heldServer({ concurrent: 1, waiting: 10 });
    try {
      server.ask('/flood-1');
      server.ask('/flood-2');
      await server.until(() => server.admitted.length === 1);
      const visitor = server.ask('/visitor', '127.0.0.2').answer;
      await server.until(() => server.admitted.includes('/visitor'));
      server.finish('/visitor');
      expect((await visitor).status).toBe(200);
      expect(server.admitted).toEqual(['/flood-1', '/visitor']);
    } finally {
      await server.close();
    }
  });

  it('refuses a request past `waiting` at once, with 429 and Retry-After', async () => {
    const server = await heldServer({ concurrent: 1, waiting: 1 });
    try {
      server.ask('/a');
      server.ask('/b');
      await server.until(() => server.admitted.length === 1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const refused = await server.ask('/c').answer;
      expect(refused).toEqual({
        status: 429,
        retryAfter: '1',
        body: 'Too many requests at once',
      });
      expect(server.admitted).toEqual(['/a']);
      expect(server.counts()).toEqual({ waiting: 1, refused: 1 });
    } finally {
      await server.close();
    }
  });

  it('gives the place of a request whose visitor left to the next one', async () => {
    const server = await heldServer({ concurrent: 1, waiting: 10 });
    try {
      server.ask('/a');
      await server.until(() => server.admitted.length === 1);
      const left = server.ask('/left');
      const next = server.ask('/next').answer;
      await new Promise((resolve) => setTimeout(resolve, 50));
      left.leave();
      await new Promise((resolve) => setTimeout(resolve, 50));
      server.finish('/a');
      await server.until(() => server.admitted.length === 2);
      expect(server.admitted).toEqual(['/a', '/next']);
      server.finish('/next');
      expect((await next).body).toBe('/next');
      expect(server.counts()).toEqual({ waiting: 0, refused: 0 });
    } finally {
      await server.close();
    }
  });
});
