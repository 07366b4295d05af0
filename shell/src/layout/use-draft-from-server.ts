import { useLocation } from '@site/ui/router';
import { useContext, useLayoutEffect, useRef } from 'react';
import { PreviewContext } from './preview-context';

/** Loads the current address from the server again: the browser's own reload. */
const reloadFromServer = () => window.location.reload();

/**
 * A draft is rendered by the server alone (decision 042): its token is in a cookie the page's
 * code cannot read, and the blog's own calls read published posts only. So when the visitor
 * comes back within the site to the draft they are previewing (a link, the Back button), the
 * page is loaded from the server again, which renders the draft. Rendered here, it would show
 * the published post, or none, under the draft's banner. Before the browser paints: the wrong
 * page never shows.
 */
export function useDraftFromServer(reload: () => void = reloadFromServer): void {
  const preview = useContext(PreviewContext);
  const { pathname } = useLocation();
  const draftPath = preview && 'draft' in preview ? preview.draft : undefined;
  // The page the server rendered is the draft itself: nothing to load until the visitor leaves.
  const left = useRef(false);
  useLayoutEffect(() => {
    if (!draftPath) return;
    if (pathname !== draftPath) left.current = true;
    else if (left.current) reload();
  }, [draftPath, pathname, reload]);
}
