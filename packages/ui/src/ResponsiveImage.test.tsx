import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../../../test/render';
import { placeholderImageSrc } from './placeholder-image';
import { ResponsiveImage, type ResponsiveImageSet } from './ResponsiveImage';

const avif = {
  type: 'image/avif',
  srcSet: '/assets/team-400w.avif 400w, /assets/team-1200w.avif 1200w',
};
const webp = { type: 'image/webp', srcSet: '/assets/team-400w.webp 400w, /assets/team.webp 1200w' };
const image: ResponsiveImageSet = {
  width: 1200,
  height: 675,
  src: '/assets/team.1a2b3c4d.webp',
  sources: [avif, webp],
};
const sizes = '(min-width: 1024px) 347px, calc(100vw - 32px)';

const sourcesOf = (img: HTMLElement) =>
  [...(img.closest('picture')?.querySelectorAll('source') ?? [])].map((source) => ({
    type: source.getAttribute('type'),
    srcSet: source.getAttribute('srcset'),
    sizes: source.getAttribute('sizes'),
  }));

const imagePreloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
    type: link.getAttribute('type'),
    imageSrcSet: link.getAttribute('imagesrcset'),
    imageSizes: link.getAttribute('imagesizes'),
    fetchPriority: link.getAttribute('fetchpriority'),
  }));

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('ResponsiveImage', () => {
  it('offers every format in its widths, AVIF first, with the layout’s sizes', async () => {
    await renderPage(<ResponsiveImage image={image} sizes={sizes} alt="Our team" />);
    const img = screen.getByRole('img', { name: 'Our team' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(sourcesOf(img)).toEqual([
      { type: 'image/avif', srcSet: avif.srcSet, sizes },
      { type: 'image/webp', srcSet: webp.srcSet, sizes },
    ]);
  });

  it('reserves the space of the intrinsic size, with the original as the fallback src', async () => {
    await renderPage(<ResponsiveImage image={image} sizes={sizes} alt="" />);
    const img = document.querySelector('img');
    expect(img).toHaveAttribute('src', image.src);
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '675');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(imagePreloads()).toEqual([]);
  });

  it('asks for an eager image at once, by the widths of its first format', async () => {
    await renderPage(
      <ResponsiveImage image={image} sizes={sizes} alt="" loading="eager" fetchPriority="high" />,
    );
    expect(document.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(imagePreloads()).toEqual([
      {
        type: 'image/avif',
        imageSrcSet: avif.srcSet,
        imageSizes: sizes,
        fetchPriority: 'high',
      },
    ]);
  });

  it('shows the placeholder, and no sources, when the image fails to load', async () => {
    await renderPage(<ResponsiveImage image={image} sizes={sizes} alt="Our team" />);
    fireEvent.error(screen.getByRole('img', { name: 'Our team' }));
    const img = screen.getByRole('img', { name: 'Our team' });
    expect(img).toHaveAttribute('src', placeholderImageSrc);
    expect(img.closest('picture')).toBeNull();
  });
});
