import { preload } from 'react-dom';
import {
  ImageWithFallback,
  type ImageSource,
  type ImageWithFallbackProps,
} from './ImageWithFallback';

/**
 * An image in several widths and formats, as the build makes it from `image.webp?responsive`
 * (decision 044): its intrinsic size, the original file, and one `srcSet` per format, best
 * format first.
 */
export interface ResponsiveImageSet {
  width: number;
  height: number;
  src: string;
  sources: readonly ImageSource[];
}

export interface ResponsiveImageProps extends Omit<
  ImageWithFallbackProps,
  'src' | 'width' | 'height' | 'sources' | 'sizes'
> {
  image: ResponsiveImageSet;
  /** The width the image is shown at in each layout, as in `<img sizes>`. */
  sizes: string;
}

/**
 * A `<picture>` whose browser picks the width for the layout and the best format it reads, with
 * the space reserved and the placeholder on error of `ImageWithFallback`. React preloads an
 * eager `<img>` by itself, but not one inside a `<picture>`, whose sources decide: so an eager
 * image asks for its first source here, as the server's HTML head would have asked for the
 * `<img>` (the browser skips a preload of a type it cannot show, and then reads the next source).
 */
export function ResponsiveImage({ image, sizes, loading = 'lazy', ...rest }: ResponsiveImageProps) {
  const [first] = image.sources;
  if (loading === 'eager' && first) {
    preload(image.src, {
      as: 'image',
      imageSrcSet: first.srcSet,
      imageSizes: sizes,
      type: first.type,
      fetchPriority: rest.fetchPriority === 'high' ? 'high' : undefined,
    });
  }
  return (
    <ImageWithFallback
      src={image.src}
      width={image.width}
      height={image.height}
      sources={image.sources}
      sizes={sizes}
      loading={loading}
      {...rest}
    />
  );
}
