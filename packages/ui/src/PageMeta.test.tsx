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
