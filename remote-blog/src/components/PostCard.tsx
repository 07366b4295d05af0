import type { BlogPostSummary } from '@site/contracts/blog';
import { Badge, Box, Flex, Heading, ImageWithFallback, Text, TextLink } from '@site/ui';
import { Clock } from 'lucide-react';
import { useId } from 'react';
import { postListTexts } from '../content/blog';
import { postImage } from '../lib/post-image';
import { PostByline } from './PostByline';

/**
 * A post in the list: image, badges, title (2 lines), excerpt (3 lines), author, date, Read More.
 * The cards of the first screen load their image at once (`imageLoading="eager"`), the rest lazily.
 */
export function PostCard({
  post,
  imageLoading = 'lazy',
}: {
  post: BlogPostSummary;
  imageLoading?: 'eager' | 'lazy';
}) {
  const titleId = useId();
  return (
    <Box
      as="article"
      aria-labelledby={titleId}
      display="flex"
      flexDirection="column"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="xl"
      overflow="hidden"
      shadow="xs"
      h="full"
    >
      <ImageWithFallback
        src={postImage(post, 'card')}
        alt=""
        width={800}
        height={450}
        loading={imageLoading}
        w="full"
        aspectRatio="16 / 9"
      />
      <Flex direction="column" flex="1" p="5" gap="3">
        <Flex gap="2" wrap="wrap">
          <Badge>{post.category}</Badge>
          <Badge tone="neutral">
            <Clock size={12} aria-hidden />
            {post.read_time}
          </Badge>
        </Flex>
        <Heading as="h3" id={titleId} fontSize="lg" lineHeight="1.35" lineClamp={2}>
          {post.title}
        </Heading>
        <Text color="fg.muted" lineClamp={3}>
          {post.excerpt}
        </Text>
        <PostByline post={post} mt="auto" pt="2" color="gray.700" />
        <TextLink
          to={`/blog/${post.slug}`}
          fontWeight="semibold"
          aria-describedby={titleId}
          alignSelf="flex-start"
        >
          {postListTexts.readMore}
        </TextLink>
      </Flex>
    </Box>
  );
}
