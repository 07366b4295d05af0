import { TextLink } from '@site/ui';
import { ArrowLeft } from 'lucide-react';
import { postTexts } from '../content/blog';

/** The link back to the list, on the post page and the not-found screen. */
export function BackToBlogsLink({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <TextLink
      to="/blogs"
      display="inline-flex"
      alignItems="center"
      gap="2"
      fontWeight="semibold"
      color={tone === 'light' ? 'white' : undefined}
      _hover={tone === 'light' ? { color: 'brand.100' } : undefined}
    >
      <ArrowLeft size={18} aria-hidden />
      {postTexts.backToBlogs}
    </TextLink>
  );
}
