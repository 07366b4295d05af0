import type { BlogPostSummary } from '@site/contracts/blog';
import { shareImageAlt, shareImagePath } from '@site/contracts/share-image';
import { isoDate } from './format-date';
import { postHeading } from './post-meta';

/** A post's last change: the version of its share image, as of its page index entry. */
export const postChangedAt = (post: Pick<BlogPostSummary, 'updated_at' | 'published_date'>) =>
  post.updated_at ?? isoDate(post.published_date);

/** The post's generated share image (decision 043): its path on the site, and what it shows. */
export const postShareImage = (
  post: Pick<BlogPostSummary, 'slug' | 'title' | 'updated_at' | 'published_date'>,
) => ({
  path: shareImagePath(post.slug, postChangedAt(post)),
  alt: shareImageAlt(postHeading(post)),
});
