import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and while the page hydrates, then true: what needs the page's
 * script to work (sending the form) waits for it. React renders with the server's value during
 * hydration, then again with the browser's.
 */
export function useIsRunning(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
