import type { ServerResponse } from 'node:http';

export interface ClientTurnsOptions {
  /** A client's requests passed on at the same time. */
  concurrent: number;
  /** A client's requests that may wait their turn; past it, refused. */
  waiting: number;
  /** What a refused request is told: come back after this. */
  retryAfterSeconds: number;
}

interface Turns {
  active: number;
  queue: (() => void)[];
}

/**
 * Each client's turns at the renderer (decision 047): a client's page requests go on at most
 * `concurrent` at a time, in the order they came, and at most `waiting` wait. A client sending many
 * requests at once then waits behind its own, and other visitors' pages do not wait behind it.
 * A client is forgotten once none of its requests is open: the map holds only open connections.
 */
export function clientTurns(options: ClientTurnsOptions) {
  const clients = new Map<string, Turns>();

  const release = (client: string, turns: Turns) => {
    const next = turns.queue.shift();
    if (next) return next();
    turns.active -= 1;
    if (turns.active === 0) clients.delete(client);
  };

  /**
   * Resolves once it is this request's turn (true), its turn given back when `res` closes. When
   * the client already has `waiting` requests waiting, answers `429` with `Retry-After` and
   * resolves false at once. A request whose visitor leaves while it waits gives up its place, and
   * never resolves.
   */
  function admit(client: string, res: ServerResponse): Promise<boolean> {
    let turns = clients.get(client);
    if (!turns) {
      turns = { active: 0, queue: [] };
      clients.set(client, turns);
    }
    const mine = turns;
    if (mine.active < options.concurrent) {
      mine.active += 1;
      res.once('close', () => release(client, mine));
      return Promise.resolve(true);
    }
    if (mine.queue.length >= options.waiting) {
      res.writeHead(429, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': String(options.retryAfterSeconds),
      });
      res.end('Too many requests at once');
      return Promise.resolve(false);
    }
    return new Promise<boolean>((resolve) => {
      const leave = () => {
        const at = mine.queue.indexOf(turn);
        if (at >= 0) mine.queue.splice(at, 1);
      };
      const turn = () => {
        res.off('close', leave);
        res.once('close', () => release(client, mine));
        resolve(true);
      };
      res.once('close', leave);
      mine.queue.push(turn);
    });
  }

  return { admit, clients: () => clients.size };
}
