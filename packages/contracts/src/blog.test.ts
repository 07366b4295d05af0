import { blogListRequestSchema, blogPostRequestSchema, newsletterRequestSchema } from './blog';

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

  it('takes slugs of lower-case words and hyphens only', () => {
    expect(blogPostRequestSchema.safeParse({ slug: 'cloud-crm-2024' }).success).toBe(true);
    expect(blogPostRequestSchema.safeParse({ slug: '../etc/passwd' }).success).toBe(false);
    expect(blogPostRequestSchema.safeParse({ slug: 'Cloud CRM' }).success).toBe(false);
  });
});

describe('newsletter requests', () => {
  it('needs a valid address', () => {
    expect(newsletterRequestSchema.safeParse({ email: 'reader@example.co.uk' }).success).toBe(true);
    expect(newsletterRequestSchema.safeParse({ email: 'reader' }).error?.issues[0]?.message).toBe(
      'Please enter a valid email address.',
    );
  });
});
