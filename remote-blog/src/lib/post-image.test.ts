import { filterCategories } from '@site/contracts/blog';
import { genericTechnologyImage, postImage } from './post-image';

const slugOf = (category: string) => `${category.toLowerCase().replace(/ /g, '-')}.webp`;

describe('postImage', () => {
  it('uses the post’s own image, relative paths resolved beside the bundle', () => {
    expect(
      postImage({ image_url: 'https://cdn.example/a.png', category: 'Compliance' }, 'card'),
    ).toBe('https://cdn.example/a.png');
    expect(
      postImage({ image_url: 'images/cloud-platform.webp', category: 'Compliance' }, 'card'),
    ).toBe('http://localhost/images/cloud-platform.webp');
  });

  it.each(filterCategories)('uses the default image of %s when the post has none', (category) => {
    expect(postImage({ image_url: null, category }, 'card')).toBe(slugOf(category));
    expect(postImage({ image_url: '', category }, 'post')).toBe(slugOf(category));
  });

  it('has a Digital Transformation default on the post page only', () => {
    const post = { image_url: undefined, category: 'Digital Transformation' };
    expect(postImage(post, 'post')).toBe('digital-transformation.webp');
    expect(postImage(post, 'card')).toBe(genericTechnologyImage);
  });

  it('falls back to the generic technology image for other categories', () => {
    expect(postImage({ image_url: null, category: 'Gardening' }, 'post')).toBe(
      'generic-technology.webp',
    );
  });

  it('never uses a non-http image address', () => {
    expect(postImage({ image_url: 'javascript:alert(1)', category: 'Salesforce' }, 'card')).toBe(
      'salesforce.webp',
    );
  });
});
