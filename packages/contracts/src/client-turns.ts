import ipaddr from 'ipaddr.js';

export interface ClientTurnsOptions {
  /** A client's requests passed on at the same time. */
  concurrent: number;
  /** A client's requests that may wait their turn; past it, refused. */
  waiting: number;
  /** What a refused request is told: come back after this. */
  retryAfterSeconds: number;
}

/**
 * Each client's turns at the renderer (decision 047): a client's page requests (and the
 * renderer's files) go on at most `concurrent` at a time, in the order they came, and `waiting`
 * more wait their turn; one more is a `429` with `Retry-After` at once. A client sending many
 * requests at once (a flood, a scraper) waits behind its own, and nobody else waits behind it. A
 * client is its address as the host sees it, an IPv6 address's `/64` (`clientOf`; nginx: behind
 * `TRUSTED_PROXIES`, the one they name; the renderer: behind its trusted hops). Files of the bundles are not counted. The
 * renderer takes the same turns, for the hosts in front that have no queue (nginx).
 *
 * nginx has no such queue: it bounds a client's open requests at `concurrent` + `waiting`
 * (`limit_conn`), and answers the next the same `429`.
 */
export const rendererTurnsPerClient = {
  concurrent: 2,
  waiting: 256,
  retryAfterSeconds: 1,
} as const satisfies ClientTurnsOptions;

/**
 * The client an address is, for its turns: an IPv4 address itself (also as an IPv6 socket shows
 * it, `::ffff:192.0.2.1`); an IPv6 address its `/64`. One subscriber is given a whole `/64` (and
 * often a `/56` or more), so each of its addresses as a client of its own would let one machine
 * take as many turns as it likes. Read with ipaddr.js, the parser Express's `proxy-addr` uses.
 */
export function clientOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const groups = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${groups.map((group) => group.toString(16)).join(':')}::/64`;
}

/**
 * What a turn needs of an answer (node's `ServerResponse`, Express's `Response`): to know when it
 * closes, and to send the refusal.
 */
export interface TurnAnswer {
  once(event: 'close', listener: () => void): unknown;
  off(event: 'close', listener: () => void): unknown;
  writeHead(status: number, headers: Record<string, string>): unknown;
  end(body: string): unknown;
}

interface Turns {
  active: number;
  queue: (() => void)[];
}

/**
 * The turns of `rendererTurnsPerClient`, kept in memory: a client is forgotten once none of its
 * requests is open, so the map holds only clients with a connection open.
 */
export function clientTurns(options: ClientTurnsOptions) {
  const clients = new Map<string, Turns>();
  /** Requests waiting now, and refused since the start (the renderer's metrics). */
  const counts = { waiting: 0, refused: 0 };

  const release = (client: string, turns: Turns) => {
    const next = turns.queue.shift();
    if (next) {
      counts.waiting -= 1;
      return next();
    }
    turns.active -= 1;
    if (turns.active === 0) clients.delete(client);
  };

  /**
   * Resolves once it is the turn of this request from `address` (its client: `clientOf`), its
   * turn given back when `res` closes. When the client already has `waiting` requests waiting,
   * answers `429` with `Retry-After` and resolves false at once. A request whose visitor leaves while it waits gives up its place, and
   * never resolves.
   */
  function admit(address: string, res: TurnAnswer): Promise<boolean> {
    const client = clientOf(address);
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
      counts.refused += 1;
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
        if (at < 0) return;
        mine.queue.splice(at, 1);
        counts.waiting -= 1;
      };
      const turn = () => {
        res.off('close', leave);
        res.once('close', () => release(client, mine));
        resolve(true);
      };
      res.once('close', leave);
      mine.queue.push(turn);
      counts.waiting += 1;
    });
  }

  return { admit, clients: () => clients.size, counts: () => ({ ...counts }) };
}
