import type { BlogPost } from '@site/contracts/blog';
import { pageTitle } from '@site/contracts/company';
import {
  Badge,
  ButtonLink,
  CallToActionBand,
  HydratedLater,
  ImageWithFallback,
  PageMeta,
  ResponsiveImage,
  absoluteUrl,
  containerStyles,
  fixedImage,
  fixedStyles,
  headingStyles,
  useSiteUrl,
} from '@site/ui';
import { useParams } from '@site/ui/router';
import { Clock } from 'lucide-react';
import { BackToBlogsLink } from '../components/BackToBlogsLink';
import { LoadingRegion } from '../components/LoadingRegion';
import { PostBody } from '../components/PostBody';
import { PostByline } from '../components/PostByline';
import { PostJsonLd } from '../components/PostJsonLd';
import { postTexts as texts } from '../content/blog';
import { usePost } from '../hooks/use-post';
import { postImage, postImageSet, postImageSizes } from '../lib/post-image';
import { postDescription, postHeading, postPageTitle } from '../lib/post-meta';
import { postShareImage } from '../lib/share-image';

// The post's first screen never changes its styles: each part resolves its class once, and a
// page the server rendered resolves none as it hydrates (decision 050).
const Article = fixedStyles('article', {}, 'PostPage');
const Band = fixedStyles(
  'div',
  { bg: 'brand.950', color: 'white', pt: { base: '8', md: '12' }, pb: { base: '10', md: '14' } },
  'PostPage.Band',
);
const BandInner = fixedStyles('div', { ...containerStyles, maxW: '4xl' }, 'PostPage.BandInner');
const Badges = fixedStyles(
  'div',
  { display: 'flex', gap: '2', flexWrap: 'wrap', mt: '6' },
  'PostPage.Badges',
);
const Title = fixedStyles(
  'h1',
  {
    ...headingStyles,
    fontSize: { base: '3xl', md: '5xl' },
    lineHeight: '1.15',
    fontWeight: 'bold',
    letterSpacing: 'tight',
    mt: '4',
  },
  'PostPage.Title',
);
const Excerpt = fixedStyles(
  'p',
  { fontSize: { base: 'lg', md: 'xl' }, color: 'brand.50', mt: '4' },
  'PostPage.Excerpt',
);
const ImageRow = fixedStyles(
  'div',
  { ...containerStyles, maxW: '4xl', mt: { base: '-6', md: '-8' } },
  'PostPage.ImageRow',
);

const Image = fixedImage(
  { w: 'full', aspectRatio: '16 / 9', rounded: 'xl', shadow: 'md' },
  'PostPage.Image',
);
const TextRow = fixedStyles(
  'div',
  { ...containerStyles, maxW: '3xl', py: { base: '10', md: '14' } },
  'PostPage.TextRow',
);

// Blog Post Not Found: a short page of its own.
const NotFound = fixedStyles(
  'div',
  { ...containerStyles, maxW: '3xl', py: { base: '16', md: '24' }, textAlign: 'center' },
  'PostNotFound',
);
const NotFoundTitle = fixedStyles(
  'h1',
  { ...headingStyles, fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'bold' },
  'PostNotFound.Title',
);
const NotFoundIntro = fixedStyles(
  'p',
  { color: 'fg.muted', mt: '4', fontSize: 'lg' },
  'PostNotFound.Intro',
);
const NotFoundLink = fixedStyles('div', { mt: '8' }, 'PostNotFound.Link');

/** `/blog/:slug`: one post, or Blog Post Not Found. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const state = usePost(slug);

  if (state.status === 'loading') {
    return (
      <>
        <title>{pageTitle(postPageTitle(undefined))}</title>
        <LoadingRegion label={texts.loading} minH="60vh" />
      </>
    );
  }
  if (state.status === 'not-found') return <PostNotFound />;
  return <PostArticle post={state.post} />;
}

function PostNotFound() {
  return (
    <NotFound>
      <PageMeta title={texts.notFoundTitle} description={texts.notFoundIntro} />
      <NotFoundTitle>{texts.notFoundTitle}</NotFoundTitle>
      <NotFoundIntro>{texts.notFoundIntro}</NotFoundIntro>
      <NotFoundLink>
        <BackToBlogsLink />
      </NotFoundLink>
    </NotFound>
  );
}

function PostArticle({ post }: { post: BlogPost }) {
  const image = postImage(post, 'post');
  const imageUrl = absoluteUrl(useSiteUrl(), image);
  const shareImage = postShareImage(post);
  const description = postDescription(post);
  return (
    <Article>
      <PageMeta
        title={postPageTitle(post)}
        description={description}
        type="article"
        image={shareImage.path}
        imageAlt={shareImage.alt}
      />
      <PostJsonLd post={post} imageUrl={imageUrl} />
      <Band>
        <BandInner>
          <BackToBlogsLink tone="light" />
          <Badges>
            <Badge>{post.category}</Badge>
            <Badge tone="neutral">
              <Clock size={12} aria-hidden />
              {post.read_time}
            </Badge>
          </Badges>
          <Title>{postHeading(post)}</Title>
          <Excerpt>{post.excerpt}</Excerpt>
          <PostByline post={post} place="post" />
        </BandInner>
      </Band>
      {/* The image, the page's largest paint, is painted from the server's HTML; hydrated after
          the page runs like the text (decision 049), it needs no Chakra system before then. */}
      <HydratedLater>
        <ImageRow>
          <PostImage post={post} src={image} />
        </ImageRow>
      </HydratedLater>
      {/* The post's text and the closing band: text and links, hydrated after the page runs
          (decision 049). */}
      <HydratedLater>
        <TextRow>
          <PostBody content={post.content} />
        </TextRow>
        <CallToActionBand title={texts.closingTitle} intro={texts.closingIntro}>
          <ButtonLink to="/contact" variant="inverse" size="lg">
            {texts.closingAction}
          </ButtonLink>
        </CallToActionBand>
      </HydratedLater>
    </Article>
  );
}

/** The post's image, the page's largest paint: in its widths and formats when it has them. */
function PostImage({ post, src }: { post: BlogPost; src: string }) {
  const set = postImageSet(post, 'post');
  const shared = {
    alt: '',
    loading: 'eager',
    fetchPriority: 'high',
    img: Image,
  } as const;
  return set ? (
    <ResponsiveImage image={set} sizes={postImageSizes} {...shared} />
  ) : (
    <ImageWithFallback src={src} width={800} height={450} {...shared} />
  );
}
