import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderPage } from '../../../test/render';
import { ImageWithFallback } from './ImageWithFallback';
import { placeholderImageSrc } from './placeholder-image';

describe('ImageWithFallback', () => {
  it('reserves its space with width and height, and loads lazily by default', async () => {
    await renderPage(<ImageWithFallback src="/team.svg" alt="Our team" width={640} height={400} />);
    const image = screen.getByRole('img', { name: 'Our team' });
    expect(image).toHaveAttribute('src', '/team.svg');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('replaces an image that fails to load with the placeholder, keeping its text', async () => {
    await renderPage(<ImageWithFallback src="/gone.svg" alt="Finance" width={640} height={400} />);
    const image = screen.getByRole('img', { name: 'Finance' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', placeholderImageSrc);
    expect(image).toHaveAttribute('alt', 'Finance');
  });

  it('tries a new source again after an earlier one failed', async () => {
    function Gallery() {
      const [src, setSrc] = useState('/gone.svg');
      return (
        <>
          <ImageWithFallback src={src} alt="Finance" width={640} height={400} />
          <button onClick={() => setSrc('/next.svg')}>Next</button>
        </>
      );
    }
    await renderPage(<Gallery />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', placeholderImageSrc);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/next.svg');
  });

  it('is a data URI, so the placeholder itself can never fail to load', () => {
    expect(placeholderImageSrc.startsWith('data:image/svg+xml,')).toBe(true);
  });
});
