/** The widths and format the page's `<picture>` offers first, for the browser to choose from. */
export interface PreloadSources {
  type: string;
  srcSet: string;
  sizes: string;
}

/**
 * Asks the browser for an image the page is about to show, at high priority, before the page has
 * rendered its `<img>` (a `<link rel="preload">`; the `<img>` then finds it in the cache). With
 * `sources`, the browser picks the width the layout needs from them (`imagesrcset` and
 * `imagesizes`, as the `<picture>` will), and skips the hint if it cannot show their type. Once
 * per URL.
 */
export function preloadImage(href: string, sources?: PreloadSources): void {
  const hints = document.head.querySelectorAll('link[rel="preload"][as="image"]');
  if ([...hints].some((hint) => hint.getAttribute('href') === href)) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.setAttribute('href', href);
  if (sources) {
    link.setAttribute('type', sources.type);
    link.setAttribute('imagesrcset', sources.srcSet);
    link.setAttribute('imagesizes', sources.sizes);
  }
  document.head.appendChild(link);
}
