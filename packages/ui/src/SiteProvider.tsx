import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';
import { system } from './system';
import { Toaster } from './toaster';

/**
 * Theme and toasts for a whole page. Rendered once, by the shell (or by a remote's standalone
 * bootstrap); a remote mounted in the shell never renders it again.
 */
export function SiteProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
