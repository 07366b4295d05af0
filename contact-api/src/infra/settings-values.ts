import { parseHstsMaxAge } from '@site/contracts/strict-transport-security';
import { env } from '@site/settings';
import * as z from 'zod';

/**
 * Schemas of the contact API's own kinds of value (origins, hostnames, proxies, mailboxes, public
 * URLs, HSTS seconds), beside `@site/settings`'s numbers, flags, lists and URLs.
 */

/** Express's `trust proxy`: off, a number of hops, or the proxies' addresses/subnets. */
export type TrustProxy = false | number | string[];

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return url.origin === value && (url.protocol === 'http:' || url.protocol === 'https:');
  } catch {
    return false;
  }
}

/** `scheme://host[:port]`, as a browser sends it in `Origin`. */
export const origin = z.string().refine(isOrigin, {
  error: (issue) =>
    `"${String(issue.input)}" is not an origin (scheme://host[:port], no path or trailing slash)`,
});

/** A page's hostname, as a bot-check token names it (lower case). */
export const hostname = z
  .string()
  .transform((value) => value.toLowerCase())
  .refine((value) => /^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/.test(value), {
    error: (issue) => `"${String(issue.input)}" is not a hostname`,
  });

/** `false`, a number of proxies (`0`: clients connect directly), or their addresses/subnets. */
export const trustProxy = env.blankAsUnset(
  z
    .string()
    .transform((value, ctx): TrustProxy => {
      const setting = value.trim().toLowerCase();
      if (setting === 'false') return false;
      if (/^\d+$/.test(setting)) return Number(setting);
      if (setting === 'true') {
        ctx.addIssue({
          code: 'custom',
          message:
            'true would trust any X-Forwarded-For header and let clients dodge the rate limit; ' +
            'give the number of proxies in front of the API, or their addresses',
        });
        return false;
      }
      return setting
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    })
    .optional(),
);

export interface MailAddress {
  name: string;
  address: string;
}

/** `Name <address>`, `"Name" <address>` or a bare address. */
export function mailbox(fallback: MailAddress) {
  const parsed = z.string().transform((value, ctx): MailAddress => {
    const match = /^\s*(?:"?([^"<>\r\n]*?)"?\s*)?<([^<>\s]+)>\s*$/.exec(value);
    const name = match ? (match[1] ?? '').trim() : '';
    const address = match ? (match[2] ?? '') : value.trim();
    if (!z.email().safeParse(address).success) {
      ctx.addIssue({ code: 'custom', message: 'must be an address, optionally "Name <address>"' });
    }
    return { name, address };
  });
  return env.blankAsUnset(parsed.default(fallback));
}

/** A public http(s) URL without query or fragment; a trailing slash is dropped. */
export const publicUrl = env.blankAsUnset(
  z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .refine((value) => !/[?#]/.test(value), 'must have no query or fragment')
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
);

/** `Strict-Transport-Security` seconds, by the rule of every host of the site (decision 022). */
export const hstsSeconds = env.blankAsUnset(
  z
    .string()
    .transform((value, ctx) => {
      try {
        return parseHstsMaxAge(value);
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: (error as Error).message.replace(/^HSTS_MAX_AGE /, ''),
        });
        return 0;
      }
    })
    .optional(),
);
