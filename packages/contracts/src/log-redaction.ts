/**
 * How a log keeps a URL whose query may carry a newsletter link's token (`redactedQueryPaths`) or
 * a preview link's grant (`previewPath`):
 * the path stays, the query becomes `?[redacted]`. One rule for every layer that logs: the static
 * server and the renderer apply it to what they write, and nginx's access log is generated from
 * the same pattern (deploy/static/generate.ts).
 *
 * A path is matched as a server would still route it: in any case, with doubled or trailing
 * slashes, and with any of its characters percent-encoded.
 */
import { redactedQueryPaths } from './newsletter-facts';
import { previewPath } from './release-cookies';

/** The paths whose query carries a secret: a newsletter link's token, a preview link's grant. */
const secretQueryPaths = [...redactedQueryPaths, previewPath];

/** What a log shows instead of a query it must not keep. */
export const redactedQuery = '?[redacted]';

const encoded = (character: string) => `%${character.charCodeAt(0).toString(16).padStart(2, '0')}`;
const escaped = (character: string) => character.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One character of a path as it may arrive: as it is, or percent-encoded. */
const characterPattern = (character: string) => `(?:${escaped(character)}|${encoded(character)})`;

const slash = characterPattern('/');

/**
 * A path as it may arrive: its segments with one slash or more between them. Each run of slashes
 * follows a segment, never the start of the match, so that a long run of slashes in a request
 * costs a search no more than its length.
 */
const pathPattern = (path: string) =>
  slash +
  path
    .split('/')
    .filter(Boolean)
    .map((segment) => [...segment].map(characterPattern).join(''))
    .join(`${slash}+`);

/**
 * The end of a path whose query is never logged, trailing slashes included: a regular
 * expression's source, to be matched without regard to case (`i`, nginx's `~*`).
 */
export const redactedPathEnd = `(?:${secretQueryPaths.map(pathPattern).join('|')})${slash}*`;

/** A request target or URL (`/path?query`, `https://host/path?query`) as a log may keep it. */
export const loggableUrlPattern = new RegExp(`^([^?]*${redactedPathEnd})\\?.*$`, 'is');

/**
 * The same, anywhere in a log's text: the query ends at a space, a quote or the end, and a mark
 * of the sentence just before it (`${url}: failed`) stays.
 */
const inText = new RegExp(
  `(${redactedPathEnd})\\?[^\\s"'<>\`]*?(?=[:,;.)\\]]?(?:[\\s"'<>\`]|$))`,
  'gi',
);

/** `text` with the query of every such URL in it replaced by `?[redacted]`. */
export const withoutTokenQueries = (text: string): string =>
  text.replace(inText, `$1${redactedQuery}`);
