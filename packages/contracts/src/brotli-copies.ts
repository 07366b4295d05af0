/**
 * The build's brotli copies of the bundles' scripts and style sheets (decision 046), one rule for
 * the build that writes them and every host that serves them: the local `packages/static-server`
 * and the containers' nginx (`deploy/static/`), which has no brotli module and serves the copy as
 * a file.
 *
 * `main.1a2b3c4d.js` has its copy beside it, `main.1a2b3c4d.js.br`, compressed once at the
 * highest quality, which is too slow to do per request. A browser that accepts `br` gets the copy
 * with `Content-Encoding: br`; any other gets the file, gzipped as before. A file without a copy
 * (too small, or one that brotli would not shrink enough) is served as it is.
 */
export const brotliCopy = {
  /** What is appended to a file's name. */
  suffix: '.br',
  /** The files that get one: what a page runs and paints with. */
  extensions: ['.js', '.css'],
  /** Smaller files are not worth a copy; the same bound as the hosts' gzip. */
  minBytes: 1024,
  /**
   * An `Accept-Encoding` header that takes brotli, unless it gives it `q=0`. nginx's map uses the
   * same expression, so it has no capturing group: one would replace a location's `$1`.
   */
  accepted: /(?:^|[\s,])br\s*(?:,|$|;(?!\s*q\s*=\s*0(?:\.0*)?\s*(?:,|$)))/i,
} as const;

/** Whether a request with this `Accept-Encoding` header takes a brotli copy. */
export const takesBrotli = (acceptEncoding: string | string[] | undefined): boolean =>
  brotliCopy.accepted.test(String(acceptEncoding ?? ''));

/** Whether a file of this name has a brotli copy when it is large enough. */
export const mayHaveBrotliCopy = (file: string): boolean =>
  brotliCopy.extensions.some((extension) => file.toLowerCase().endsWith(extension));
