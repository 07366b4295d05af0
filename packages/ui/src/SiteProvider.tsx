import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { system } from './system';
import { Toaster, toaster } from './toaster';

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
 * The toast region, mounted when the browser is first idle after the page has rendered, or at
 * once when a toast is created before that. Toasts only follow what a visitor does, and the
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
  return mounted ? <Toaster /> : null;
}
