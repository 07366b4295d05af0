import type { ServerState } from '@site/contracts/server-state';
import { createContext } from 'react';

/**
 * What this visitor previews (a candidate release, decision 039; a draft post, decision 042),
 * from the page the server rendered: the frame shows `PreviewBanner` while there is one.
 */
export const PreviewContext = createContext<ServerState['preview']>(undefined);
