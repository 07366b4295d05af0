import type { BlogPost } from '@site/contracts/blog';
import { company } from '@site/contracts/company';
import { isoDate } from './format-date';

/** The page's own title (the company suffix is added by PageMeta): SEO title, title, or "Blog Post". */
export const postPageTitle = (post: Partial<Pick<BlogPost, 'seo_title' | 'title'>> | undefined) =>
  post?.seo_title?.trim() || post?.title?.trim() || 'Blog Post';

/** The post's visible title: its title, or "Blog Post" for a post that came without one. */
export const postHeading = (post: Pick<BlogPost, 'title'>) => post.title?.trim() || 'Blog Post';

/** The meta description: the SEO description, else the excerpt. */
export const postDescription = (post: Pick<BlogPost, 'seo_description' | 'excerpt'>) =>
  post.seo_description?.trim() || post.excerpt;

/** Structured data (schema.org BlogPosting) for search engines. */
export function blogPostingJsonLd(post: BlogPost, imageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: postHeading(post),
    description: postDescription(post),
    author: { '@type': 'Person', name: post.author },
    datePublished: isoDate(post.published_date),
    image: imageUrl,
    publisher: { '@type': 'Organization', name: company.name },
  };
}
