import { Suspense, useEffect, type ReactNode } from 'react';

/**
 * The User Timing mark each part sets once it runs: `bench:web` reports the last one, when the
 * whole page is hydrated.
 */
export const laterPartMark = 'site:later-part-hydrated';

function MarkWhenRunning() {
  useEffect(() => {
    // Not in every environment (jsdom has none).
    performance.mark?.(laterPartMark);
  }, []);
  return null;
}

/**
 * A part of a server-rendered page with no control of its own (text, images and links only),
 * which React hydrates after the rest of the page runs (decision 049).
 *
 * A Suspense boundary in the server's HTML is hydrated apart from the page around it: React
 * commits the page first and runs its effects (the `data-hydrated` mark among them), then
 * hydrates each such part in slices at the lowest priority. A click or key press inside a part
 * not hydrated yet makes React hydrate that part at once and then handle the event, so a link in
 * it routes within the site as soon as the page runs (and is a plain link before). On a page
 * rendered in the browser it is its children and nothing more.
 */
export function HydratedLater({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      {children}
      <MarkWhenRunning />
    </Suspense>
  );
}
