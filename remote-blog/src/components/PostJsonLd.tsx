import type { BlogPost } from '@site/contracts/blog';
import { blogPostingJsonLd, serializeJsonLd } from '../lib/post-meta';

/** Structured data for search engines: a schema.org BlogPosting. React renders it as text. */
export function PostJsonLd({ post, imageUrl }: { post: BlogPost; imageUrl: string }) {
  return (
    <script type="application/ld+json">{serializeJsonLd(blogPostingJsonLd(post, imageUrl))}</script>
  );
}
