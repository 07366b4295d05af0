import type { BlogPost } from '@site/contracts/blog';
import { JsonLd } from '@site/ui';
import { blogPostingJsonLd } from '../lib/post-meta';

/** Structured data for search engines: a schema.org BlogPosting. */
export function PostJsonLd({ post, imageUrl }: { post: BlogPost; imageUrl: string }) {
  return <JsonLd data={blogPostingJsonLd(post, imageUrl)} />;
}
