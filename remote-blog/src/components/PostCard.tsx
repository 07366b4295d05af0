import type { BlogPostSummary } from '@site/contracts/blog';
import {
  Badge,
  ImageWithFallback,
  ResponsiveImage,
  fixedImage,
  fixedStyles,
  headingStyles,
  linkStyles,
  renderedWhenNear,
} from '@site/ui';
import { Link } from '@site/ui/router';
import { Clock } from 'lucide-react';
import { useId } from 'react';
import { postListTexts } from '../content/blog';
import { cardImageSizes, postImage, postImageSet } from '../lib/post-image';
import { postHeading } from '../lib/post-meta';
import { PostByline } from './PostByline';

// The card's parts have fixed styles: a page of ten cards resolves each part's class once.
const articleStyles = {
  display: 'flex',
  flexDirection: 'column',
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'gray.200',
  rounded: 'xl',
  overflow: 'hidden',
  shadow: 'xs',
  h: 'full',
} as const;
const Article = fixedStyles('article', articleStyles, 'PostCard.Article');
// A card below the first screen is laid out only when it comes near: the first rendering of the
// server's HTML, one task, then covers the first screen's cards, not the page's ten.
const LaterArticle = fixedStyles(
  'article',
  { ...articleStyles, ...renderedWhenNear({ base: 'auto 496px', md: 'auto 478px' }) },
  'PostCard.LaterArticle',
);
const Body = fixedStyles(
  'div',
  { display: 'flex', flexDirection: 'column', flex: '1', p: '5', gap: '3' },
  'PostCard.Body',
);
const Badges = fixedStyles(
  'div',
  { display: 'flex', gap: '2', flexWrap: 'wrap' },
  'PostCard.Badges',
);
const Title = fixedStyles(
  'h3',
  {
    ...headingStyles,
    fontSize: 'lg',
    lineHeight: '1.35',
    lineClamp: 2,
  },
  'PostCard.Title',
);
const Excerpt = fixedStyles('p', { color: 'fg.muted', lineClamp: 3 }, 'PostCard.Excerpt');
const ReadMore = fixedStyles(
  Link,
  { ...linkStyles, fontWeight: 'semibold', alignSelf: 'flex-start' },
  'PostCard.ReadMore',
);
const Image = fixedImage({ w: 'full', aspectRatio: '16 / 9' }, 'PostCard.Image');

/** The card's image at the card's width (a set of widths), or the post's own image as it is. */
function CardImage({
  post,
  loading,
  fetchPriority,
}: {
  post: BlogPostSummary;
  loading: 'eager' | 'lazy';
  fetchPriority: 'high' | undefined;
}) {
  const set = postImageSet(post, 'card');
  const shared = { alt: '', loading, fetchPriority, img: Image } as const;
  return set ? (
    <ResponsiveImage image={set} sizes={cardImageSizes} {...shared} />
  ) : (
    <ImageWithFallback src={postImage(post, 'card')} width={800} height={450} {...shared} />
  );
}

/**
 * A post in the list: image, badges, title (2 lines), excerpt (3 lines), author, date, Read More.
 * The cards of the first screen load their image at once (`imageLoading="eager"`); the rest load
 * it lazily, and are laid out only when they come near the screen. The first card's image is the
 * page's largest paint on a phone (`imageLoading="first"`): the browser asks for it before the
 * others, at high priority.
 */
export function PostCard({
  post,
  imageLoading = 'lazy',
}: {
  post: BlogPostSummary;
  imageLoading?: 'first' | 'eager' | 'lazy';
}) {
  const titleId = useId();
  const Frame = imageLoading === 'lazy' ? LaterArticle : Article;
  return (
    <Frame aria-labelledby={titleId}>
      <CardImage
        post={post}
        loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={imageLoading === 'first' ? 'high' : undefined}
      />
      <Body>
        <Badges>
          <Badge>{post.category}</Badge>
          <Badge tone="neutral">
            <Clock size={12} aria-hidden />
            {post.read_time}
          </Badge>
        </Badges>
        <Title id={titleId}>{postHeading(post)}</Title>
        <Excerpt>{post.excerpt}</Excerpt>
        <PostByline post={post} place="card" />
        <ReadMore to={`/blog/${post.slug}`} aria-describedby={titleId}>
          {postListTexts.readMore}
        </ReadMore>
      </Body>
    </Frame>
  );
}
