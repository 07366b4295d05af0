/**
 * A blog post's generated Open Graph image (decision 043): the renderer draws it from what the
 * blog's server module says of the post (`shareCard`), at a path that names the post's version,
 * so that a shared cache may keep it for good and an edit gives it a new address.
 */

/** The image's size, as link previews want it (1.91:1). */
export const shareImageSize = { width: 1200, height: 630 } as const;

/** Where every post's share image lives, under the site's origin. */
export const shareImagePrefix = '/og/blog/';

/** What a post's share image is drawn from. */
export interface ShareCard {
  /** The post's title as its page shows it. */
  title: string;
  /** Its category, shown above the title. */
  category: string;
  /** Its last change (ISO 8601): the image's version. */
  changedAt: string;
  /** The category's artwork (WebP, PNG or JPEG bytes), drawn behind the title. */
  artwork: Uint8Array;
}

/** A version of `changedAt`, short and URL-safe: its milliseconds in base 36. */
export function shareImageVersion(changedAt: string): string {
  const time = Date.parse(changedAt);
  if (Number.isNaN(time)) throw new Error(`Not a time: ${changedAt}`);
  return time.toString(36);
}

/** The path of the share image of the post `slug` as it was at `changedAt`. */
export const shareImagePath = (slug: string, changedAt: string) =>
  `${shareImagePrefix}${slug}/${shareImageVersion(changedAt)}.png`;

const shareImagePattern = /^\/og\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)\/([0-9a-z]{1,12})\.png$/;

/** The post and version a share image's path names, or undefined when it names none. */
export function shareImageOf(path: string): { slug: string; version: string } | undefined {
  const match = shareImagePattern.exec(path);
  return match ? { slug: match[1]!, version: match[2]! } : undefined;
}

/** What a share image shows, for `og:image:alt`. */
export const shareImageAlt = (title: string) => `“${title}”, over the artwork of its category`;
