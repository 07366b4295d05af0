import type { BlogPost } from '@site/contracts/blog';
import { Flex } from '@site/ui';
import { Calendar, Clock, User } from 'lucide-react';
import type { ComponentProps } from 'react';
import { formatPublishedDate, isoDate } from '../lib/format-date';

export interface PostBylineProps extends ComponentProps<typeof Flex> {
  post: Pick<BlogPost, 'author' | 'published_date' | 'read_time'>;
  /** The post page repeats the read time here; the cards show it as a badge. */
  withReadTime?: boolean;
}

/** Author and published date (US long format), and optionally the read time, with icons. */
export function PostByline({ post, withReadTime = false, ...flexProps }: PostBylineProps) {
  return (
    <Flex gap="4" wrap="wrap" fontSize="sm" {...flexProps}>
      <Flex as="span" alignItems="center" gap="1.5">
        <User size={16} aria-hidden />
        {post.author}
      </Flex>
      <Flex as="span" alignItems="center" gap="1.5">
        <Calendar size={16} aria-hidden />
        <time dateTime={isoDate(post.published_date)}>
          {formatPublishedDate(post.published_date)}
        </time>
      </Flex>
      {withReadTime ? (
        <Flex as="span" alignItems="center" gap="1.5">
          <Clock size={16} aria-hidden />
          {post.read_time}
        </Flex>
      ) : null}
    </Flex>
  );
}
