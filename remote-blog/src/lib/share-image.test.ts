import { shareImageOf, shareImageVersion } from '@site/contracts/share-image';
import { postShareImage } from './share-image';

const post = { slug: 'cloud-crm', title: 'Cloud CRM', published_date: '2026-11-20' };

describe('a post’s share image', () => {
  it('is versioned by its last edit, else by its publication date', () => {
    const edited = postShareImage({ ...post, updated_at: '2026-11-27T10:30:00Z' });
    expect(shareImageOf(edited.path)).toEqual({
      slug: 'cloud-crm',
      version: shareImageVersion('2026-11-27T10:30:00Z'),
    });
    const published = postShareImage(post);
    expect(shareImageOf(published.path)?.version).toBe(shareImageVersion('2026-11-20'));
  });

  it('says what it shows: the title over the category’s artwork', () => {
    expect(postShareImage(post).alt).toBe('“Cloud CRM”, over the artwork of its category');
  });
});
