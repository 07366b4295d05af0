import { feedXml, robotsTxt, sitemapXml } from './discovery';

describe('discovery files', () => {
  it('lists every page with its last change in the sitemap, as absolute URLs', () => {
    const xml = sitemapXml('https://www.example.co.uk', [
      { path: '/' },
      { path: '/blog/a%26b', lastModified: '2026-11-20T10:00:00Z' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://www.example.co.uk/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://www.example.co.uk/blog/a%26b</loc><lastmod>2026-11-20T10:00:00Z</lastmod></url>',
    );
  });

  it('names the sitemap in robots.txt', () => {
    expect(robotsTxt('https://www.example.co.uk')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.example.co.uk/sitemap.xml\n',
    );
  });

  it('escapes every text of the feed', () => {
    const xml = feedXml('https://www.example.co.uk', [
      {
        path: '/blog/x',
        title: 'R&D <now> "quoted"',
        description: 'a\u0007b',
        published: '2024-01-05',
        updated: '2026-11-20T10:00:00Z',
      },
    ]);
    expect(xml).toContain('<title>R&#38;D &#60;now&#62; &#34;quoted&#34;</title>');
    expect(xml).toContain('<description>ab</description>');
    expect(xml).toContain('<link>https://www.example.co.uk/blog/x</link>');
    expect(xml).toContain('<pubDate>Fri, 05 Jan 2024 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<lastBuildDate>Fri, 20 Nov 2026 10:00:00 GMT</lastBuildDate>');
  });
});
