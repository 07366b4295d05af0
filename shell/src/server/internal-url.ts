/**
 * A request's URL at the internal origin of its public one (`internalOrigins`: public origin →
 * internal origin), or as it is. Requests given as `Request` objects keep their URL.
 */
export function internalUrl<T extends string | URL | Request>(
  input: T,
  internalOrigins: Readonly<Record<string, string>>,
): T | string {
  if (input instanceof Request) return input;
  const url = new URL(input);
  const internal = internalOrigins[url.origin];
  if (!internal) return input;
  return `${internal}${url.pathname}${url.search}`;
}

/** `http://localhost:3001=http://marketing:8080,…` as a map of origins; throws on a bad pair. */
export function parseInternalOrigins(text: string | undefined): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const item of (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [publicUrl, internalUrlText] = item.split('=');
    if (!publicUrl || !internalUrlText) throw new Error(`"${item}" is not public=internal`);
    pairs[new URL(publicUrl).origin] = new URL(internalUrlText).origin;
  }
  return pairs;
}
