import { fixedStyles } from '@site/ui';
import type { MouseEvent } from 'react';

export const mainContentId = 'main-content';

// The same on every page: resolved once (fixedStyles), not on every render.
const Skip = fixedStyles(
  'a',
  {
    position: 'absolute',
    top: '2',
    left: '2',
    zIndex: 'skipNav',
    bg: 'white',
    color: 'brand.800',
    fontWeight: 'semibold',
    px: '4',
    py: '3',
    rounded: 'md',
    shadow: 'lg',
    transform: 'translateY(-200%)',
    _focusVisible: {
      transform: 'translateY(0)',
      outlineWidth: '3px',
      outlineStyle: 'solid',
      outlineColor: 'focusRing',
    },
  },
  'SkipLink',
);

function focusMainContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(mainContentId);
  if (!main) return;
  // Move focus without changing the URL (a hash would look like a route change to the router).
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/** The first stop of the keyboard: jumps over the navigation to the page's content. */
export function SkipLink() {
  return (
    <Skip href={`#${mainContentId}`} onClick={focusMainContent}>
      Skip to main content
    </Skip>
  );
}
