import type { BlogPost } from '@site/contracts/blog';
import { blogPostingJsonLd, postDescription, postHeading, postPageTitle } from './post-meta';
import { blogPostResponseSchema } from '@site/contracts/blog';

const post: BlogPost = {
  id: '1',
  slug: 'cloud-crm',
  title: 'Cloud CRM for small firms',
  excerpt: 'Why small firms move to cloud CRM.',
  content: '',
  category: 'SaaS Solutions',
  author: 'Priya Shah',
  published_date: '2024-01-05',
  read_time: '5 min read',
  image_url: null,
  seo_title: null,
  seo_description: null,
};

describe('post page title and description', () => {
  it('uses the SEO title, else the title, else "Blog Post"', () => {
    expect(postPageTitle({ ...post, seo_title: 'CRM guide' })).toBe('CRM guide');
    expect(postPageTitle(post)).toBe('Cloud CRM for small firms');
    expect(postPageTitle({ title: '', seo_title: null })).toBe('Blog Post');
    expect(postPageTitle(undefined)).toBe('Blog Post');
  });

  it('renders a post that came without a title as "Blog Post"', () => {
    const untitled = { ...post, title: undefined };
    const parsed = blogPostResponseSchema.safeParse({ success: true, posts: untitled });
    expect(parsed.success).toBe(true);
    expect(postHeading(untitled)).toBe('Blog Post');
    expect(postPageTitle(untitled)).toBe('Blog Post');
    expect(postHeading({ title: null })).toBe('Blog Post');
  });

  it('uses the SEO description, else the excerpt', () => {
    expect(postDescription({ ...post, seo_description: 'A guide.' })).toBe('A guide.');
    expect(postDescription(post)).toBe('Why small firms move to cloud CRM.');
  });
});

describe('structured data', () => {
  it('describes a BlogPosting with headline, description, author, date and image', () => {
    expect(blogPostingJsonLd(post, 'https://blog.example/a.svg')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Cloud CRM for small firms',
      description: 'Why small firms move to cloud CRM.',
      author: { '@type': 'Person', name: 'Priya Shah' },
      datePublished: '2024-01-05',
      image: 'https://blog.example/a.svg',
    });
  });
});
