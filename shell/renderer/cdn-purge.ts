/**
 * Purging a CDN by tag: the renderer names each page's tags in `Surrogate-Key` and `Cache-Tag`,
 * and when a post is published or edited, or a remote's release goes live, it asks the CDN in
 * front to drop every page carrying those tags. One adapter per provider (`cdn-purge/`), each
 * with its API's batch limit and a bounded wait; which one runs is chosen here, by `CDN_PURGE`
 * (decision 029).
 */
import { defineSettings } from '@site/settings';
import * as z from 'zod';
import { cloudflarePurger } from './cdn-purge/cloudflare';
import { fastlyPurger } from './cdn-purge/fastly';
import type { TagPurger } from './cdn-purge/purge-call';
import { varnishPurger } from './cdn-purge/varnish';

const required = (name: string, provider: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string({ error: `${name} is required when CDN_PURGE=${provider}` }).trim(),
  );
const httpUrl = (name: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/, error: `${name} must be an http(s) URL` }).optional(),
  );

const environmentSchema = z.discriminatedUnion(
  'CDN_PURGE',
  [
    z.object({
      CDN_PURGE: z.literal('fastly'),
      FASTLY_SERVICE_ID: required('FASTLY_SERVICE_ID', 'fastly'),
      FASTLY_API_TOKEN: required('FASTLY_API_TOKEN', 'fastly'),
      FASTLY_API_URL: httpUrl('FASTLY_API_URL'),
      FASTLY_SOFT_PURGE: z.preprocess(
        (value) => (value === '' ? undefined : value),
        z.stringbool({ error: 'FASTLY_SOFT_PURGE must be true or false' }).default(false),
      ),
    }),
    z.object({
      CDN_PURGE: z.literal('cloudflare'),
      CLOUDFLARE_ZONE_ID: required('CLOUDFLARE_ZONE_ID', 'cloudflare'),
      CLOUDFLARE_API_TOKEN: required('CLOUDFLARE_API_TOKEN', 'cloudflare'),
      CLOUDFLARE_API_URL: httpUrl('CLOUDFLARE_API_URL'),
    }),
    z.object({
      CDN_PURGE: z.literal('varnish'),
      VARNISH_PURGE_URL: z.preprocess(
        (value) => (value === '' ? undefined : value),
        z.url({
          protocol: /^https?$/,
          error:
            'VARNISH_PURGE_URL (an http URL of the Varnish in front) is required when CDN_PURGE=varnish',
        }),
      ),
    }),
  ],
  { error: 'CDN_PURGE must be fastly, cloudflare or varnish (or unset: no CDN to purge)' },
);

/**
 * The purger `CDN_PURGE` names, from its settings (`FASTLY_*`, `CLOUDFLARE_*`,
 * `VARNISH_PURGE_URL`); undefined when `CDN_PURGE` is unset or empty. Throws a message naming
 * each wrong setting, never a value.
 */
export function purgerFromEnvironment(
  env: Record<string, string | undefined>,
): TagPurger | undefined {
  // Unset and empty are the same to a container's environment.
  const choice = env.CDN_PURGE?.trim();
  if (!choice) return undefined;
  // The renderer's one message format (decision 032).
  const settings = defineSettings('renderer', environmentSchema).read({
    ...env,
    CDN_PURGE: choice,
  });
  switch (settings.CDN_PURGE) {
    case 'fastly':
      return fastlyPurger({
        serviceId: settings.FASTLY_SERVICE_ID,
        apiToken: settings.FASTLY_API_TOKEN,
        apiUrl: settings.FASTLY_API_URL,
        soft: settings.FASTLY_SOFT_PURGE,
      });
    case 'cloudflare':
      return cloudflarePurger({
        zoneId: settings.CLOUDFLARE_ZONE_ID,
        apiToken: settings.CLOUDFLARE_API_TOKEN,
        apiUrl: settings.CLOUDFLARE_API_URL,
      });
    case 'varnish':
      return varnishPurger({ url: settings.VARNISH_PURGE_URL });
  }
}
