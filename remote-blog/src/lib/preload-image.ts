/**
 * Asks the browser for an image the page is about to show, at high priority, before the page has
 * rendered its `<img>` (a `<link rel="preload">`; the `<img>` then finds it in the cache). Once
 * per URL.
 */
export function preloadImage(href: string): void {
  const hints = document.head.querySelectorAll('link[rel="preload"][as="image"]');
  if ([...hints].some((hint) => hint.getAttribute('href') === href)) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.setAttribute('href', href);
  document.head.appendChild(link);
}
