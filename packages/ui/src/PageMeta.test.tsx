import { renderPage } from '../../../test/render';
import { PageMeta, type PageMetaProps } from './PageMeta';
import { SiteUrlContext } from './site-url';

const head = (selector: string, attribute = 'content') =>
  document.head.querySelector(selector)?.getAttribute(attribute);

/** The Finance page's head tags at `path` of the site https://www.example.co.uk. */
const renderOnSite = (path: string, props: Partial<PageMetaProps> = {}) =>
  renderPage(
    <SiteUrlContext value="https://www.example.co.uk">
      <PageMeta title="Finance" description="Software for financial services." {...props} />
    </SiteUrlContext>,
    path,
  );

describe('PageMeta', () => {
  it('sets the document title with the company suffix and the meta description', async () => {
    const { unmount } = await renderPage(
      <PageMeta title="Finance" description="Software for financial services." />,
    );
    expect(document.title).toBe('Finance | Elevate SaaS Solutions');
    expect(head('meta[name="description"]')).toBe('Software for financial services.');
    unmount();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });

  it('links the canonical URL and describes the link preview, from the site URL and the path', async () => {
    const { unmount } = await renderOnSite('/finance?utm_source=x');
    expect(head('link[rel="canonical"]', 'href')).toBe('https://www.example.co.uk/finance');
    expect(head('meta[property="og:url"]')).toBe('https://www.example.co.uk/finance');
    expect(head('meta[property="og:title"]')).toBe('Finance');
    expect(head('meta[property="og:description"]')).toBe('Software for financial services.');
    expect(head('meta[property="og:type"]')).toBe('website');
    expect(head('meta[property="og:image"]')).toBe('https://www.example.co.uk/share-image.png');
    expect(head('meta[name="twitter:image"]')).toBe(head('meta[property="og:image"]'));
    expect([
      head('meta[property="og:image:width"]'),
      head('meta[property="og:image:height"]'),
    ]).toEqual(['1200', '630']);
    // What the site's image shows, in words; the pages' language and region.
    expect(head('meta[property="og:image:alt"]')).toMatch(
      /^Elevate SaaS Solutions: Custom-built and ready-made software/,
    );
    expect(head('meta[name="twitter:image:alt"]')).toBe(head('meta[property="og:image:alt"]'));
    expect(head('meta[property="og:locale"]')).toBe('en_GB');
    expect(head('meta[property="og:site_name"]')).toBe('Elevate SaaS Solutions');
    expect(head('meta[name="twitter:card"]')).toBe('summary_large_image');
    unmount();
    expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('links the canonical URL the page names, for a page its query names', async () => {
    await renderOnSite('/blogs?category=Compliance&utm_source=x', {
      canonicalPath: '/blogs?category=Compliance',
    });
    expect(head('link[rel="canonical"]', 'href')).toBe(
      'https://www.example.co.uk/blogs?category=Compliance',
    );
    expect(head('meta[property="og:url"]')).toBe(
      'https://www.example.co.uk/blogs?category=Compliance',
    );
  });

  it('keeps a page from search engines when told (noindex), and says nothing otherwise', async () => {
    const { unmount } = await renderPage(
      <PageMeta title="Confirm" description="Confirm your subscription." noindex />,
    );
    expect(head('meta[name="robots"]')).toBe('noindex');
    unmount();
    await renderPage(<PageMeta title="Finance" description="Software." />);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('shares an article with its own image', async () => {
    await renderOnSite('/blog/cloud-crm', {
      type: 'article',
      image: 'https://blog.example/cover.webp',
      imageAlt: 'A cloud over a spreadsheet',
    });
    expect(head('meta[property="og:type"]')).toBe('article');
    expect(head('meta[property="og:image"]')).toBe('https://blog.example/cover.webp');
    expect(head('meta[name="twitter:image"]')).toBe('https://blog.example/cover.webp');
    expect(head('meta[property="og:image:alt"]')).toBe('A cloud over a spreadsheet');
    expect(head('meta[name="twitter:image:alt"]')).toBe('A cloud over a spreadsheet');
  });
});
