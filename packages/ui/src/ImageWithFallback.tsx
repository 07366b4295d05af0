import type { SystemStyleObject } from '@chakra-ui/react/styled-system';
import { useCallback, useState, type ComponentPropsWithRef, type ComponentType } from 'react';
import { fixedStyles } from './fixed-styles';
import { placeholderImageSrc } from './placeholder-image';

/** What every image of the site is: a block that keeps its ratio, grey until the file is in. */
const imageStyles: SystemStyleObject = {
  display: 'block',
  maxW: '100%',
  h: 'auto',
  objectFit: 'cover',
  bg: 'gray.100',
};

/** An `<img>` element with a look of its own: made by `fixedImage`. */
export type ImageElement = ComponentType<ComponentPropsWithRef<'img'>>;

/**
 * An image element with `styles` on top of the site's image styles, resolved to one class the
 * first time it renders (`fixedStyles`, so `displayName` is its own). Its `width` and `height`
 * stay HTML attributes, so the browser knows the aspect ratio before the file loads.
 */
export const fixedImage = (styles: SystemStyleObject, displayName: string): ImageElement =>
  fixedStyles('img', { ...imageStyles, ...styles }, displayName);

const PlainImage = fixedImage({}, 'ImageWithFallback');

export interface ImageWithFallbackProps extends Omit<
  ComponentPropsWithRef<'img'>,
  'src' | 'alt' | 'width' | 'height' | 'loading'
> {
  /** The element with the image's look (`fixedImage`); the site's plain image by default. */
  img?: ImageElement;
  src: string;
  /** Describes the image; `""` for a purely decorative one. */
  alt: string;
  /** Intrinsic size: lets the browser reserve the space before the file arrives. */
  width: number;
  height: number;
  /** Images below the fold load lazily; the first screen's images should not. */
  loading?: 'lazy' | 'eager';
  /** Shown when `src` fails to load; the site's placeholder unless told otherwise. */
  fallbackSrc?: string;
  /**
   * Other files of the same image (widths, formats), offered in a `<picture>` before `src`;
   * dropped with `src` when the image fails.
   */
  sources?: readonly ImageSource[];
  /** The width the image is shown at, per layout: the `sizes` of every source. */
  sizes?: string;
}

/** One format of an image, in the widths of its `srcSet` (`url 400w, url 800w`). */
export interface ImageSource {
  type: string;
  srcSet: string;
}

/**
 * An image that reserves its space (no layout shift) and shows a placeholder if it fails to
 * load, instead of the browser's broken-image icon.
 */
export function ImageWithFallback({
  src,
  alt,
  width,
  height,
  loading = 'lazy',
  fallbackSrc = placeholderImageSrc,
  sources,
  sizes,
  img: Img = PlainImage,
  ...rest
}: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showFallback = failedSrc === src;
  // An image of a server-rendered page can fail before the page hydrates, when nothing listens
  // for its error yet: a broken image is complete with no size.
  const failedBeforeHydration = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && !showFallback && img.complete && img.naturalWidth === 0 && img.src) {
        setFailedSrc(src);
      }
    },
    [src, showFallback],
  );
  const image = (
    <Img
      ref={failedBeforeHydration}
      src={showFallback ? fallbackSrc : src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      data-fallback={showFallback ? '' : undefined}
      onError={() => setFailedSrc(src)}
      {...rest}
    />
  );
  if (showFallback || !sources?.length) return image;
  return (
    <picture>
      {sources.map(({ type, srcSet }) => (
        <source key={type} type={type} srcSet={srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
