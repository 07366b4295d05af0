import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import { maxBeaconBytes, telemetryConfigPath, telemetryPath } from '@site/contracts/telemetry';
import { rendererTelemetry } from './renderer-telemetry';

const started: Server[] = [];
afterEach(async () => {
  await Promise.all(
    started.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

async function serve(beaconsPerMinute = 100) {
  const registry = new Registry();
  const telemetry = rendererTelemetry({
    registry,
    routes: () => [
      { path: '/', remote: 'marketing' },
      { path: '/about', remote: 'marketing' },
    ],
    live: () => ({ marketing: ['m-1', 'm-2'] }),
    config: { sampleRate: 1, vitalsSampleRate: 0.1 },
    beaconsPerMinute,
    trustedProxies: 1,
    retiredReleaseMs: 60_000,
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = telemetry.endpoint.listen(0, '127.0.0.1', () => resolve(listening));
  });
  started.push(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = (body: string, client = '203.0.113.7') =>
    fetch(`${url}${telemetryPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
      body,
    });
  const field = async () =>
    (await registry.metrics()).split('\n').filter((line) => line.startsWith('field_'));
  return { url, post, field, telemetry };
}

const beacon = {
  route: '/about',
  remote: 'marketing',
  release: 'm-2',
  views: 2,
  vitals: [
    { name: 'LCP', value: 1800 },
    { name: 'INP', value: 64 },
    { name: 'CLS', value: 0.03 },
  ],
  errors: ['render'],
};

describe('the telemetry endpoint', () => {
  it('counts a beacon under its route, remote and release, and answers 204', async () => {
    const { post, field, telemetry } = await serve();
    const answer = await post(JSON.stringify(beacon));
    expect(answer.status).toBe(204);
    expect(answer.headers.get('set-cookie')).toBeNull();
    const labels = 'route="/about",remote="marketing",release="m-2"';
    const lines = await field();
    expect(lines).toContain(`field_views_total{${labels}} 2`);
    expect(lines).toContain(`field_errors_total{${labels},kind="render"} 1`);
    expect(lines).toContain(`field_lcp_seconds_bucket{le="2",${labels}} 1`);
    expect(lines).toContain(`field_inp_seconds_count{${labels}} 1`);
    expect(lines).toContain(`field_cls_sum{${labels}} 0.03`);
    expect(telemetry.summary().marketing).toEqual([
      expect.objectContaining({ release: 'm-1', views: 0 }),
      expect.objectContaining({ release: 'm-2', views: 2, errors: 1, errorRate: 0.5 }),
    ]);
  });

  it('counts a forged beacon under `other`, and leaves it out of the summary', async () => {
    const { post, field, telemetry } = await serve();
    for (const release of ['forged-1', 'forged-2', 'forged-3']) {
      expect(
        (await post(JSON.stringify({ ...beacon, route: `/${release}`, release }))).status,
      ).toBe(204);
    }
    const views = (await field()).filter((line) => line.startsWith('field_views_total{'));
    expect(views).toEqual([
      'field_views_total{route="other",remote="marketing",release="other"} 6',
    ]);
    expect(telemetry.summary().marketing!.every((release) => release.views === 0)).toBe(true);
  });

  it('refuses a malformed beacon with a JSON 400, and counts nothing of it', async () => {
    const { post, field } = await serve();
    for (const body of ['{not json', JSON.stringify({ ...beacon, url: '/about?x' }), '']) {
      const answer = await post(body);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ error: expect.stringContaining('beacon') });
    }
    const lines = await field();
    expect(lines.filter((line) => /^field_(views|errors)_total\{/.test(line))).toEqual([]);
    expect(lines).toContain('field_beacons_refused_total{reason="malformed"} 3');
  });

  it('refuses an oversized beacon with a JSON 413, unread', async () => {
    const { post, field } = await serve();
    const padded = JSON.stringify({ ...beacon, release: 'x'.repeat(maxBeaconBytes) });
    const answer = await post(padded);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ error: `A report is at most ${maxBeaconBytes} bytes.` });
    const lines = await field();
    expect(lines.filter((line) => line.startsWith('field_views_total{'))).toEqual([]);
    expect(lines).toContain('field_beacons_refused_total{reason="too-large"} 1');
  });

  it('limits each client to its beacons a minute, by its address behind the proxy', async () => {
    const { post, field } = await serve(2);
    const statuses = [];
    for (let sent = 0; sent < 3; sent += 1)
      statuses.push((await post(JSON.stringify(beacon))).status);
    expect(statuses).toEqual([204, 204, 429]);
    expect((await post(JSON.stringify(beacon), '198.51.100.9')).status).toBe(204);
    expect(await field()).toContain('field_beacons_refused_total{reason="rate-limited"} 1');
  });

  it('serves the sampling rates, cacheable for a few minutes', async () => {
    const { url } = await serve();
    const answer = await fetch(`${url}${telemetryConfigPath}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(await answer.json()).toEqual({ sampleRate: 1, vitalsSampleRate: 0.1 });
  });
});
