import type { ComponentType } from 'react';
import { createContext } from 'react';

/**
 * On the server only: the page components the renderer loaded before rendering, by
 * `remote/module` (`marketing/./Home`). `null` means the remote could not be loaded in time: its
 * region is left to the browser. Undefined (no provider) in the browser, where pages load lazily.
 */
export const ServerPagesContext = createContext<
  ReadonlyMap<string, ComponentType | null> | undefined
>(undefined);

export const serverPageKey = (remote: string, module: string) => `${remote}/${module}`;
