import type { NextFunction, Request, Response } from 'express';
import { policyName, rateLimitPerClient } from './rate-limit';

class Refused extends Error {}

function fakeResponse() {
  const headers = new Map<string, string>();
  return {
    headers,
    res: {
      setHeader: (name: string, value: string) => headers.set(name, value),
    } as unknown as Response,
  };
}

/** One request through the limiter: whether it was refused, and the headers it got. */
function hit(limiter: ReturnType<typeof rateLimitPerClient>, ip: string) {
  const { res, headers } = fakeResponse();
  let passed: unknown = 'not called';
  limiter({ ip } as Request, res, ((error?: unknown) => (passed = error)) as NextFunction);
  return { refused: passed instanceof Refused, headers };
}

describe('rateLimitPerClient', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  const limiter = () =>
    rateLimitPerClient({ windowMs: 600_000, limit: 2, refuse: () => new Refused() });

  it('lets a client through up to the limit, then refuses it with Retry-After', () => {
    const limit = limiter();
    expect(hit(limit, '203.0.113.7').refused).toBe(false);
    const second = hit(limit, '203.0.113.7');
    expect(second.refused).toBe(false);
    expect(second.headers.get('RateLimit')).toBe('"2-in-10min"; r=0; t=600');
    const third = hit(limit, '203.0.113.7');
    expect(third.refused).toBe(true);
    expect(third.headers.get('Retry-After')).toBe('600');
  });

  it('counts each address on its own, and IPv6 addresses by their /56', () => {
    const limit = limiter();
    hit(limit, '203.0.113.7');
    hit(limit, '203.0.113.7');
    expect(hit(limit, '203.0.113.8').refused).toBe(false);
    hit(limit, '2001:db8:0:1::1');
    hit(limit, '2001:db8:0:1::2');
    expect(hit(limit, '2001:db8:0:1:ffff::3').refused).toBe(true);
    expect(hit(limit, '2001:db8:0:100::1').refused).toBe(false);
  });

  it('starts counting again once the window has passed, and says so in the headers', () => {
    const limit = limiter();
    hit(limit, '203.0.113.7');
    hit(limit, '203.0.113.7');
    jest.advanceTimersByTime(300_000);
    const waiting = hit(limit, '203.0.113.7');
    expect(waiting.refused).toBe(true);
    expect(waiting.headers.get('Retry-After')).toBe('300');
    jest.advanceTimersByTime(300_000);
    const again = hit(limit, '203.0.113.7');
    expect(again.refused).toBe(false);
    expect(again.headers.get('RateLimit')).toBe('"2-in-10min"; r=1; t=600');
    // Still counted after the maps rotate: a client is forgotten only after a whole quiet window.
    jest.advanceTimersByTime(600_000);
    expect(hit(limit, '203.0.113.7').headers.get('RateLimit')).toBe('"2-in-10min"; r=1; t=600');
  });

  it('names the policy as express-rate-limit did, without revealing the address', () => {
    expect(policyName(5, 600_000)).toBe('5-in-10min');
    expect(policyName(100, 30_000)).toBe('100-in-30sec');
    expect(policyName(1000, 2 * 3_600_000)).toBe('1000-in-2hrs');
    const policy = hit(limiter(), '203.0.113.7').headers.get('RateLimit-Policy') ?? '';
    expect(policy).toMatch(/^"2-in-10min"; q=2; w=600; pk=:[A-Za-z0-9+/=]+:$/);
    expect(policy).not.toContain('203.0.113.7');
  });
});
