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
 * the page goes on without toasts rather than failing.
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
      <ToasterOnceIdle />
    </ChakraProvider>
  );
}

/**
 * The toast region, mounted (and its code downloaded) when the browser is first idle after the
 * page has rendered, or at once when a toast is created before that. Toasts only follow what a visitor does, and the
 * region's own start-up (a synchronous re-render of the toast store) would otherwise lengthen
 * the page's first render. The store keeps a toast created earlier, and the region shows it.
 */
function ToasterOnceIdle() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mounted) return;
    const mount = () => startTransition(() => setMounted(true));
    const unsubscribe = toaster.subscribe(mount);
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(mount, { timeout: 3000 });
      return () => {
        unsubscribe();
        window.cancelIdleCallback(idle);
      };
    }
    const timer = window.setTimeout(mount, 500);
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [mounted]);
  return mounted ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
