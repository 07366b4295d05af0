import { fixedLooks, linkStyles } from '@site/ui';
import { Link } from '@site/ui/router';
import { ArrowLeft } from 'lucide-react';
import { postTexts } from '../content/blog';

type Tone = 'dark' | 'light';

// Each tone resolves its class once per page; a page the server rendered resolves none.
const ListLink = fixedLooks(
  Link,
  (tone: Tone) => ({
    ...linkStyles,
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    fontWeight: 'semibold',
    ...(tone === 'light' ? { color: 'white', _hover: { color: 'brand.100' } } : {}),
  }),
  'BackToBlogsLink',
);

/** The link back to the list, on the post page and the not-found screen. */
export function BackToBlogsLink({ tone = 'dark' }: { tone?: Tone }) {
  return (
    <ListLink look={tone} to="/blogs">
      <ArrowLeft size={18} aria-hidden />
      {postTexts.backToBlogs}
    </ListLink>
  );
}
