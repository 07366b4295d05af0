import { createHash } from 'node:crypto';

/** Subresource Integrity's form (`sha384-<base64>`), as `remotes.json` holds a server entry's. */
const integrityPattern = /^(sha256|sha384|sha512)-([A-Za-z0-9+/]+={0,2})$/;

export const isIntegrity = (value: unknown): value is string =>
  typeof value === 'string' && integrityPattern.test(value);

/** The integrity of `body` in the same algorithm as `expected`. */
export function integrityOf(body: Uint8Array, algorithm: 'sha256' | 'sha384' | 'sha512'): string {
  return `${algorithm}-${createHash(algorithm).update(body).digest('base64')}`;
}

/** Whether `body` is what `expected` (`sha384-…`) names. */
export function matchesIntegrity(body: Uint8Array, expected: string): boolean {
  const match = integrityPattern.exec(expected);
  if (!match) return false;
  return integrityOf(body, match[1] as 'sha256' | 'sha384' | 'sha512') === expected;
}

/**
 * `fetch` that checks the body of each URL in `expected` against its integrity before anyone
 * reads it: a remote's server entry is run only if it is the release `remotes.json` names.
 */
export function fetchCheckingIntegrity(
  fetch: typeof globalThis.fetch,
  expected: ReadonlyMap<string, string>,
): typeof globalThis.fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const url = input instanceof Request ? input.url : String(input);
    const integrity = expected.get(url);
    if (!integrity || !response.ok) return response;
    const body = new Uint8Array(await response.arrayBuffer());
    if (!matchesIntegrity(body, integrity)) {
      throw new Error(`${url} does not match its integrity in remotes.json: not run`);
    }
    return new Response(body, { status: response.status, headers: response.headers });
  };
}
