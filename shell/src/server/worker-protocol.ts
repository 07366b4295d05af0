import type { FeedItem, PageIndex, SitemapEntry } from '@site/contracts/federation';
import type { ReleasePreview } from '@site/contracts/server-state';
import type { ShareCard } from '@site/contracts/share-image';
import type { RemoteServerBuild } from './remote-server-builds';
import type { RenderedPage, RenderSettings } from './render-page';

/** What a render thread is started with: one generation of remote releases. */
export interface RenderWorkerData {
  remotes: RemoteServerBuild[];
  settings: RenderSettings;
  /** The longest any one request of the thread may take (remote code, page data). */
  fetchTimeoutMs: number;
  /**
   * Public origins reached at another origin from where the renderer runs (a container network:
   * `http://localhost:3001` → `http://marketing:8080`). URLs in the page keep the public one.
   */
  internalOrigins: Record<string, string>;
}

/** A question to a render thread. */
export type RenderRequest =
  | {
      id: number;
      kind: 'render';
      url: string;
      preview?: ReleasePreview;
      /** A draft preview's token (decision 042), for the page's remote to read the draft with. */
      draft?: string;
    }
  | { id: number; kind: 'sitemap' }
  | { id: number; kind: 'feed' }
  | { id: number; kind: 'index' }
  | { id: number; kind: 'share'; path: string }
  /** Load every remote's code now, before a visitor asks: a new generation's first thread. */
  | { id: number; kind: 'warm' };

/**
 * The renderer gave a request up (its caller left, or it took too long): the thread stops what it
 * can of it and answers at once, and never sends the page.
 */
export interface AbortRequest {
  id: number;
  kind: 'abort';
}

/** Everything the renderer sends a render thread. */
export type ToRenderWorker = RenderRequest | AbortRequest;

export interface RenderAnswers {
  render: RenderedPage;
  sitemap: SitemapEntry[];
  feed: FeedItem[];
  index: PageIndex;
  share: ShareCard | undefined;
  /** The remotes whose code could not be loaded (their pages render as unavailable). */
  warm: string[];
}

/** Its answer: the value, or the error's message. */
export type RenderResponse =
  | { id: number; ok: true; value: RenderAnswers[RenderRequest['kind']] }
  | { id: number; ok: false; error: string };
