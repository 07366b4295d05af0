import { createToaster } from '@chakra-ui/react/toast';

/**
 * The one toast store of the site. Remotes call `toaster.create(...)`; the shell renders the
 * single toast region (`SiteProvider`, which loads `./toast-region` when it is first needed). A
 * remote that created its own store would show nothing, because no region renders it.
 */
export const toaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  max: 4,
});

type ToastChange = Parameters<Parameters<typeof toaster.subscribe>[0]>[0];

/**
 * Calls `listener` with each change to the toast store until the function returned is called.
 *
 * Use it rather than `toaster.subscribe`, whose own way out is unsafe in two ways. Called a second
 * time, it removes whichever listener was subscribed last (`splice(indexOf(...), 1)` with an index
 * of -1). Called while the store tells its listeners of a change, it makes the store skip the next
 * one. Either loses a toast for a listener that never asked to stop: the plain toasts' list, for
 * one. This one can be called any number of times, at any moment: the listener hears nothing more
 * at once, and leaves the store's list once the store has told everyone of the change at hand.
 */
export function onToastChange(listener: (change: ToastChange) => void): () => void {
  let listening = true;
  const unsubscribe = toaster.subscribe((change) => {
    if (listening) listener(change);
  });
  return () => {
    if (!listening) return;
    listening = false;
    queueMicrotask(unsubscribe);
  };
}
