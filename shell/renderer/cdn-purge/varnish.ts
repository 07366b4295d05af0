import { defaultTimeoutMs, purgeBySurrogateKey, type TagPurger } from './purge-call';

/**
 * The Varnish of docker compose (deploy/varnish/default.vcl): `PURGE` with the tags in
 * `Surrogate-Key`, which its VCL accepts only from its purgers' addresses.
 */
export function varnishPurger(o: { url: string; timeoutMs?: number }): TagPurger {
  return {
    name: 'varnish',
    purge: (tags) =>
      purgeBySurrogateKey(tags, {
        provider: 'Varnish',
        url: o.url,
        method: 'PURGE',
        timeoutMs: o.timeoutMs ?? defaultTimeoutMs,
      }),
  };
}
