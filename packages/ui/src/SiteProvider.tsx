import { ChakraProvider } from '@chakra-ui/react/styled-system';
import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { system } from './system';
import { toaster } from './toaster';

/**
 * The toast region's code arrives when the region mounts. Should it not (the network dropped),
 * the page goes on without toasts rather than failing. The chunk's name is one the shell's build
 * keeps out of its start-up chunk (`lateChunkNames` in `@site/build`).
 */
const ToastRegion = lazy((): Promise<{ default: ComponentType }> =>
  import(/* webpackChunkName: "toast-region" */ './toast-region').catch((error: unknown) => {
    console.error('[ui] the toast region could not be loaded:', error);
    return { default: () => null };
  }),
);

/**
 * Theme and toasts for a whole page. Rendered once, by the shell (or by a remote's standalone
 * bootstrap); a remote mounted in the shell never renders it again.
 */
export function SiteProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <ToastRegionWhenNeeded />
    </ChakraProvider>
  );
}

/**
 * What a visitor does first (a tap, a click, a key, moving the focus). Every toast but a failed
 * first load follows one of these, so the region's code is fetched then, in the background.
 */
const firstActions = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * The toast region, mounted (and its code downloaded) at the visitor's first action, or at once
 * when a toast is created before that (a page whose data could not be loaded). A page that is only
 * read never downloads it, and its start-up (a synchronous re-render of the toast store) never
 * lengthens the page's first render. The store keeps a toast created earlier, and the region
 * shows it.
 */
function ToastRegionWhenNeeded() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mounted) return;
    const mount = () => startTransition(() => setMounted(true));
    if (toaster.getVisibleToasts().length > 0) {
      mount();
      return;
    }
    const unsubscribe = toaster.subscribe(mount);
    const listening = { capture: true, passive: true } as const;
    for (const type of firstActions) window.addEventListener(type, mount, listening);
    return () => {
      unsubscribe();
      for (const type of firstActions) window.removeEventListener(type, mount, listening);
    };
  }, [mounted]);
  return mounted ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
