import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';

const gzipped = promisify(gzip);

/**
 * A page as it is sent: its bytes, their gzip and the ETag of each, made once when the page is
 * rendered. Every answer of a cached page then writes bytes already made: nothing is encoded,
 * compressed or hashed per request, here or in the static host in front, which passes the
 * compressed bytes on (decision 048).
 */
export interface PageBytes {
  body: Buffer;
  gzip: Buffer;
  etag: string;
}

const etagOf = (bytes: Buffer) => `"${createHash('sha1').update(bytes).digest('base64url')}"`;

export async function pageBytes(html: string): Promise<PageBytes> {
  const body = Buffer.from(html);
  // The thread pool compresses, not the event loop; at most once per render.
  const gzip = await gzipped(body, { level: constants.Z_BEST_COMPRESSION });
  return { body, gzip, etag: etagOf(body) };
}

/**
 * Sends a page's bytes: compressed for a client that takes gzip (the static host in front, nginx,
 * a CDN), as they are for one that does not. An answer made elsewhere (a string, a body without
 * its gzip) is sent as it is.
 */
export function sendPageBytes(
  req: Request,
  res: Response,
  page: { body: string | Buffer; gzip?: Buffer; etag?: string },
): void {
  if (!page.gzip || !page.etag) {
    res.send(page.body);
    return;
  }
  res.vary('Accept-Encoding');
  if (req.acceptsEncodings('gzip') === 'gzip') {
    // Its own ETag: the compressed bytes are another representation of the page.
    res.set('Content-Encoding', 'gzip').set('ETag', page.etag.replace(/"$/, '-gzip"'));
    res.send(page.gzip);
    return;
  }
  res.set('ETag', page.etag).send(page.body);
}
