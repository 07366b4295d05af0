import { createHash } from 'node:crypto';
import { fetchCheckingIntegrity, isIntegrity, matchesIntegrity } from './integrity';

const code = new TextEncoder().encode('module.exports = "the release";');
const sri = (body: Uint8Array, algorithm = 'sha384') =>
  `${algorithm}-${createHash(algorithm).update(body).digest('base64')}`;

describe('integrity of a remote’s server entry', () => {
  it('recognises the right body in each algorithm, and nothing else', () => {
    for (const algorithm of ['sha256', 'sha384', 'sha512'])
      expect(matchesIntegrity(code, sri(code, algorithm))).toBe(true);
    expect(matchesIntegrity(new TextEncoder().encode('tampered'), sri(code))).toBe(false);
    expect(matchesIntegrity(code, 'md5-abc')).toBe(false);
    expect(isIntegrity(sri(code))).toBe(true);
    expect(isIntegrity('sha384-not base64!')).toBe(false);
  });

  it('lets the named release through, and refuses another before anything runs it', async () => {
    const url = 'https://remotes.example/marketing/r2/server/remoteEntry.js';
    const served = { body: code };
    const fetch = fetchCheckingIntegrity(
      async () => new Response(served.body),
      new Map([[url, sri(code)]]),
    );
    expect(await (await fetch(url)).text()).toBe('module.exports = "the release";');
    served.body = new TextEncoder().encode('module.exports = "something else";');
    await expect(fetch(url)).rejects.toThrow(/does not match its integrity/);
    // Other URLs (its chunks, data) are not checked here.
    expect((await fetch('https://remotes.example/other.js')).ok).toBe(true);
  });
});
