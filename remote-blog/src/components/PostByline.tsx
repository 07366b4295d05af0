import type { BlogPost } from '@site/contracts/blog';
import { fixedLooks, fixedStyles } from '@site/ui';
import { Calendar, Clock, User } from 'lucide-react';
import { formatPublishedDate, isoDate } from '../lib/format-date';

/** Where the byline is: at the foot of a card, or under a post's title on its dark band. */
type Place = 'card' | 'post';

// Each place resolves its class once per page; a page the server rendered resolves none.
const Line = fixedLooks(
  'div',
  (place: Place) => ({
    display: 'flex',
    flexWrap: 'wrap',
    fontSize: 'sm',
    ...(place === 'card'
      ? { gap: '4', mt: 'auto', pt: '2', color: 'gray.700' }
      : { gap: '5', mt: '6', color: 'brand.50' }),
  }),
  'PostByline',
);

const Item = fixedStyles(
  'span',
  { display: 'flex', alignItems: 'center', gap: '1.5' },
  'PostByline.Item',
);

/**
 * Author and published date (US long format), with icons. The post page repeats the read time;
 * the cards show it as a badge.
 */
export function PostByline({
  post,
  place,
}: {
  post: Pick<BlogPost, 'author' | 'published_date' | 'read_time'>;
  place: Place;
}) {
  return (
    <Line look={place}>
      <Item>
        <User size={16} aria-hidden />
        {post.author}
      </Item>
      <Item>
        <Calendar size={16} aria-hidden />
        <time dateTime={isoDate(post.published_date)}>
          {formatPublishedDate(post.published_date)}
        </time>
      </Item>
      {place === 'post' ? (
        <Item>
          <Clock size={16} aria-hidden />
          {post.read_time}
        </Item>
      ) : null}
    </Line>
  );
}
