import type { BlogPost } from '@site/contracts/blog';
import { Flex, fixedStyles } from '@site/ui';
import { Calendar, Clock, User } from 'lucide-react';
import type { ComponentProps } from 'react';
import { formatPublishedDate, isoDate } from '../lib/format-date';

export interface PostBylineProps extends ComponentProps<typeof Flex> {
  post: Pick<BlogPost, 'author' | 'published_date' | 'read_time'>;
  /** The post page repeats the read time here; the cards show it as a badge. */
  withReadTime?: boolean;
}

const Item = fixedStyles(
  'span',
  { display: 'flex', alignItems: 'center', gap: '1.5' },
  'PostByline.Item',
);

/** Author and published date (US long format), and optionally the read time, with icons. */
export function PostByline({ post, withReadTime = false, ...flexProps }: PostBylineProps) {
  return (
    <Flex gap="4" wrap="wrap" fontSize="sm" {...flexProps}>
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
      {withReadTime ? (
        <Item>
          <Clock size={16} aria-hidden />
          {post.read_time}
        </Item>
      ) : null}
    </Flex>
  );
}
