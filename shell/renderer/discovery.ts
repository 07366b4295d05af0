import { company } from '@site/contracts/company';
import { feedPath, type FeedItem, type SitemapEntry } from '@site/contracts/federation';

/** Characters XML 1.0 does not allow at all (C0 controls but tab, line feed, carriage return). */
// eslint-disable-next-line no-control-regex -- these are the characters to remove
const notInXml = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;

/** Text for an XML element or attribute. */
const xml = (text: string) =>
  text.replace(notInXml, '').replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const absolute = (siteUrl: string, path: string) => new URL(path, `${siteUrl}/`).href;

/** `/sitemap.xml` (sitemaps.org 0.9). */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({ path, lastModified }) =>
      `<url><loc>${xml(absolute(siteUrl, path))}</loc>` +
      (lastModified ? `<lastmod>${xml(lastModified)}</lastmod>` : '') +
      '</url>',
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  );
}

/** `/robots.txt`: everything may be crawled; the sitemap is named. */
export const robotsTxt = (siteUrl: string) =>
  `User-agent: *\nAllow: /\n\nSitemap: ${absolute(siteUrl, '/sitemap.xml')}\n`;

const rfc822 = (iso: string) => new Date(iso).toUTCString();

/** The blog's feed, RSS 2.0. */
export function feedXml(siteUrl: string, items: readonly FeedItem[]): string {
  const entries = items.map((item) => {
    const link = xml(absolute(siteUrl, item.path));
    return (
      `<item><title>${xml(item.title)}</title><link>${link}</link>` +
      `<guid isPermaLink="true">${link}</guid>` +
      `<description>${xml(item.description)}</description>` +
      `<pubDate>${rfc822(item.published)}</pubDate></item>`
    );
  });
  const updated = items
    .map((item) => item.updated ?? item.published)
    .sort()
    .at(-1);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>' +
    `<title>${xml(`${company.name} blog`)}</title>` +
    `<link>${xml(absolute(siteUrl, '/blogs'))}</link>` +
    `<atom:link href="${xml(absolute(siteUrl, feedPath))}" rel="self" type="application/rss+xml"/>` +
    `<description>${xml(`News and insight from ${company.name}`)}</description>` +
    '<language>en-gb</language>' +
    (updated ? `<lastBuildDate>${rfc822(updated)}</lastBuildDate>` : '') +
    `${entries.join('')}</channel></rss>\n`
  );
}
