import { blogPostSchema } from './blog';
import { blogListRequestSchema, blogPostRequestSchema } from './blog-requests';

describe('get-blogs requests', () => {
  it('defaults to the first page of ten', () => {
    expect(blogListRequestSchema.parse({})).toEqual({ limit: 10, offset: 0 });
  });

  it.each([
    [{ limit: 0 }, 'limit must be at least 1.'],
    [{ limit: 51 }, 'limit must be at most 50.'],
    [{ limit: 1.5 }, 'limit must be a whole number.'],
    [{ limit: '10' }, 'limit must be a whole number.'],
    [{ offset: -1 }, 'offset must be 0 or more.'],
    [{ category: 'Gardening' }, 'Unknown category.'],
  ])('refuses %j', (input, message) => {
    expect(blogListRequestSchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });

  it('accepts the seven categories, Digital Transformation included', () => {
    expect(blogListRequestSchema.parse({ category: 'Digital Transformation' }).category).toBe(
      'Digital Transformation',
    );
  });

  it('refuses unknown keys', () => {
    expect(blogListRequestSchema.safeParse({ limit: 10, page: 2 }).error?.issues[0]).toMatchObject({
      code: 'unrecognized_keys',
      keys: ['page'],
    });
    expect(blogPostRequestSchema.safeParse({ slug: 'a', limit: 10 }).success).toBe(false);
  });

  it('takes slugs of lower-case words and hyphens only', () => {
    expect(blogPostRequestSchema.safeParse({ slug: 'cloud-crm-2024' }).success).toBe(true);
    expect(blogPostRequestSchema.safeParse({ slug: '../etc/passwd' }).success).toBe(false);
    expect(blogPostRequestSchema.safeParse({ slug: 'Cloud CRM' }).success).toBe(false);
  });
});

describe('posts', () => {
  it('may lack the image and SEO fields, or have them null', () => {
    const post = {
      id: '1',
      slug: 'a',
      title: 'A',
      excerpt: 'E',
      content: 'C',
      category: 'Compliance',
      author: 'Jane',
      published_date: '2024-03-01',
      read_time: '5 min read',
    };
    expect(blogPostSchema.parse(post)).toEqual(post);
    expect(blogPostSchema.parse({ ...post, image_url: null, seo_title: 'T' })).toEqual({
      ...post,
      image_url: null,
      seo_title: 'T',
    });
    expect(blogPostSchema.safeParse({ ...post, image_url: 5 }).success).toBe(false);
  });
});
