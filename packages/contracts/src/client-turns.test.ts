import { clientOf, clientTurns, type TurnAnswer } from './client-turns';

describe('clientOf: the client an address is, for its turns (decision 047)', () => {
  it('is an IPv4 address itself, as a socket of either family shows it', () => {
    expect(clientOf('198.51.100.7')).toBe('198.51.100.7');
    expect(clientOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientOf('::FFFF:198.51.100.7')).toBe('198.51.100.7');
  });

  it('is an IPv6 address’s /64, however the address is written', () => {
    const client = '2001:db8:1:2::/64';
    expect(clientOf('2001:db8:1:2:3:4:5:6')).toBe(client);
    expect(clientOf('2001:db8:1:2::9')).toBe(client);
    expect(clientOf('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe(client);
    expect(clientOf('2001:db8:1:2::9%eth0')).toBe(client);
    expect(clientOf('2001:db8:1:2:0:0:192.0.2.1')).toBe(client);
    expect(clientOf('2001:db8:1:3::9')).toBe('2001:db8:1:3::/64');
    expect(clientOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
    expect(clientOf('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves what is no address as it is', () => {
    expect(clientOf('')).toBe('');
    expect(clientOf('1:2:3')).toBe('1:2:3');
    expect(clientOf('1::2::3')).toBe('1::2::3');
    expect(clientOf('2001:db8:1:2:3:4:5:6:7')).toBe('2001:db8:1:2:3:4:5:6:7');
    expect(clientOf('2001:db8:1:2::zz')).toBe('2001:db8:1:2::zz');
  });
});

describe('clientTurns and IPv6 addresses', () => {
  /** An answer that stays open until `close()`. */
  function answer() {
    const closers = new Set<() => void>();
    const res: TurnAnswer & { status?: number; close(): void } = {
      once: (_event, listener) => closers.add(listener),
      off: (_event, listener) => closers.delete(listener),
      writeHead(status) {
        res.status = status;
      },
      end: () => undefined,
      close: () => [...closers].forEach((listener) => listener()),
    };
    return res;
  }

  it('counts the addresses of one /64 as one client, and another /64 apart', async () => {
    const turns = clientTurns({ concurrent: 1, waiting: 1, retryAfterSeconds: 1 });
    const first = answer();
    expect(await turns.admit('2001:db8:1:2::1', first)).toBe(true);
    const waits = turns.admit('2001:db8:1:2::2', answer());
    const refused = answer();
    expect(await turns.admit('2001:db8:1:2:aaaa::3', refused)).toBe(false);
    expect(refused.status).toBe(429);
    expect(await turns.admit('2001:db8:1:3::1', answer())).toBe(true);
    expect(turns.clients()).toBe(2);
    first.close();
    expect(await waits).toBe(true);
  });
});
