import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';

/**
 * Bot-check tokens for the contact API's load: single use, so every request needs its own. They
 * are minted before the load starts, through the emulator's token endpoint (the one the browser
 * script calls), so minting never competes with the requests being measured.
 */

export interface TokenPool {
  /** The next unused token; a placeholder siteverify rejects once the pool is spent. */
  next(): string;
  /** Requests that found the pool empty. */
  shortfall(): number;
  size: number;
}

export const spentPoolToken = 'token-pool-exhausted';

const mintTimeoutMs = 120_000;

/** Hands out `tokens` once each, or round and round with `reuse` (for servers that ignore them). */
export function tokenPool(tokens: readonly string[], { reuse = false } = {}): TokenPool {
  let index = 0;
  let shortfall = 0;
  return {
    next() {
      if (reuse && index === tokens.length) index = 0;
      const token = tokens[index];
      if (token === undefined) {
        shortfall += 1;
        return spentPoolToken;
      }
      index += 1;
      return token;
    },
    shortfall: () => shortfall,
    size: tokens.length,
  };
}

/** Tokens of the emulator's shape (`emulator.` + 43 characters) that no siteverify knows. */
export function lookalikeTokens(count: number): string[] {
  return Array.from({ length: count }, () => `emulator.${randomBytes(32).toString('base64url')}`);
}

/** Mints `count` tokens for action `submit` on `localhost`, as the contact form's page would. */
export async function mintTokens(
  emulatorUrl: string,
  siteKey: string,
  origin: string,
  count: number,
): Promise<string[]> {
  const tokens: string[] = [];
  let failures = 0;
  const minting = autocannon({
    url: emulatorUrl,
    connections: 20,
    amount: count,
    requests: [
      {
        method: 'POST',
        path: '/emulator/token',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify({ siteKey, action: 'submit', hostname: 'localhost' }),
        onResponse: (status, body) => {
          if (status === 200) tokens.push((JSON.parse(body) as { token: string }).token);
          else failures += 1;
        },
      },
    ],
  });
  // Bounded: a stuck emulator ends the run with an error instead of hanging it.
  const giveUp = setTimeout(() => minting.stop(), mintTimeoutMs);
  try {
    await minting;
  } finally {
    clearTimeout(giveUp);
  }
  if (failures || tokens.length < count) {
    throw new Error(
      `Minting bot-check tokens failed: ${tokens.length} of ${count} minted, ${failures} refused`,
    );
  }
  return tokens;
}
