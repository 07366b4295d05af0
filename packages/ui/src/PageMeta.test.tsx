import { renderPage } from '../../../test/render';
import { PageMeta } from './PageMeta';

describe('PageMeta', () => {
  it('sets the document title with the company suffix and the meta description', async () => {
    const { unmount } = await renderPage(
      <PageMeta title="Finance" description="Software for financial services." />,
    );
    expect(document.title).toBe('Finance | Elevate SaaS Solutions');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Software for financial services.',
    );
    unmount();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });
});

describe('PageMeta with Open Graph', () => {
  it('adds og:title, og:description, og:type and og:image, and removes them on unmount', async () => {
    const { unmount } = await renderPage(
      <PageMeta
        title="Cloud CRM"
        description="Why small firms move to cloud CRM."
        openGraph={{ type: 'article', image: 'https://blog.example/cover.svg' }}
      />,
    );
    const og = (property: string) =>
      document.head.querySelector(`meta[property="og:${property}"]`)?.getAttribute('content');
    expect(og('title')).toBe('Cloud CRM');
    expect(og('description')).toBe('Why small firms move to cloud CRM.');
    expect(og('type')).toBe('article');
    expect(og('image')).toBe('https://blog.example/cover.svg');
    unmount();
    expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
  });
});
