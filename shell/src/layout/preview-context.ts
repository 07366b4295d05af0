import type { ServerState } from '@site/contracts/server-state';
import { createContext } from 'react';

/**
 * The candidate release this visitor previews (decision 039), from the page the server rendered:
 * the frame shows `PreviewBanner` while there is one.
 */
export const PreviewContext = createContext<ServerState['preview']>(undefined);
