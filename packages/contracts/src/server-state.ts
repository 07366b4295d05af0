import type { RemoteName } from './federation';
import type { RemoteRoute } from './page-routes';

/**
 * What a server-rendered page carries for the browser, in a `<script type="application/json">`
 * beside its content: the exact remote releases it was rendered with (the browser hydrates with
 * the same code, even if a remote was deployed since), the site's public URL, and the data each
 * remote's page rendered with (the browser renders the same, without asking again).
 */
export interface ServerState {
  /** Each remote's manifest URL, as `remotes.json` named it when the page was rendered. */
  remotes: Partial<Record<RemoteName, string>>;
  /**
   * The site's pages as the renderer routed them (its live releases' routes, decision 040): the
   * browser routes with the same table, so the page hydrates what the server rendered.
   */
  routes: RemoteRoute[];
  /** The public URL of the site, without a trailing slash: `https://www.example.co.uk`. */
  siteUrl: string;
  /**
   * What this visitor previews, which the page says in a banner with a link to leave: the
   * candidate release of a remote (a preview link, decision 039), or a draft post shown at its
   * path (a draft preview link, decision 042). Absent on every other page.
   */
  preview?: ReleasePreview | DraftPreview;
  /** By remote: the data its page rendered with, in the remote's own shape. */
  pageData: Partial<Record<RemoteName, unknown>>;
  /**
   * The route's region is in the HTML as its remote rendered it, rather than left to the browser
   * (its remote was not there in time). If the region's code cannot be loaded in the browser, that
   * HTML stays as it is. Absent on a page with no remote's region, or with one left to the browser.
   */
  regionRendered?: true;
}

/** The id of the element that holds the state. */
export const serverStateElementId = 'server-state';

let read: ServerState | null | undefined;

/** The state of a server-rendered page (read once), or null on a page rendered in the browser. */
export function readServerState(): ServerState | null {
  if (read !== undefined) return read;
  const element =
    typeof document === 'undefined' ? null : document.getElementById(serverStateElementId);
  try {
    read = element?.textContent ? (JSON.parse(element.textContent) as ServerState) : null;
  } catch (error) {
    console.error('[server-state] the page state is not valid JSON:', error);
    read = null;
  }
  return read;
}

/** A remote's candidate release, which a preview link's visitor sees in place of the live one. */
export interface ReleasePreview {
  remote: string;
  version: string;
}

/** A draft post, rendered at `path` for the visitor with its preview link. */
export interface DraftPreview {
  draft: string;
}
