import { newsletterTokenPattern } from '@site/contracts/newsletter-facts';
import { nextTask } from '@site/ui/next-task';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { NewsletterApiError, unreachableMessage } from '../api/newsletter-api';

/**
 * The blog's settings, read with their schema (zod) from a chunk of their own that the page asks
 * for once it runs: its first load carries none of it (decision 052).
 */
const settingsModule = () => import('../config/blog-config');
const blogConfig = () => settingsModule().then((module) => module.loadBlogConfig());

/** The call a newsletter page's button makes with its link's token. */
export type LinkAction = (contactApiUrl: string, token: string) => Promise<unknown>;

export type LinkActionState =
  /** The link carries no usable token: nothing to press. */
  | { status: 'invalid-link' }
  | { status: 'ready' }
  | { status: 'sending' }
  | { status: 'done' }
  /**
   * The API refused or did not answer. `final`: the link itself will not work (unknown: 404,
   * expired: 410), so the button goes; otherwise pressing again may.
   */
  | { status: 'failed'; message: string; final: boolean; expired: boolean };

/**
 * The token of the page's link, when it has the shape of one: in the fragment (`#token=…`),
 * which a browser never sends to a server, or in the query of a link from an email sent before
 * decision 034.
 */
export function tokenOf(hash: string, search: string): string | undefined {
  const token =
    new URLSearchParams(hash.replace(/^#/, '')).get('token') ??
    new URLSearchParams(search).get('token');
  return token !== null && newsletterTokenPattern.test(token) ? token : undefined;
}

/** The token of the address the browser shows (read at the moment it is needed). */
const linkToken = () => tokenOf(window.location.hash, window.location.search);

function onAddressChange(changed: () => void) {
  window.addEventListener('hashchange', changed);
  window.addEventListener('popstate', changed);
  return () => {
    window.removeEventListener('hashchange', changed);
    window.removeEventListener('popstate', changed);
  };
}

/**
 * Whether the address has a token: unknown (`undefined`) on the server, which never sees the
 * fragment, and while the page hydrates, so that its HTML is the server's; then read.
 */
function useHasLinkToken(): boolean | undefined {
  return useSyncExternalStore(
    onAddressChange,
    () => linkToken() !== undefined,
    () => undefined,
  );
}

/**
 * A newsletter page's one action: nothing happens as the page opens (mail scanners open the
 * links of an email), only when the visitor presses its button. The page shows its button until
 * it has read the address: a press made before then is held (decision 027) and carried out with
 * the token the address has when it runs.
 */
export function useNewsletterLinkAction(action: LinkAction) {
  const hasToken = useHasLinkToken();
  const [state, setState] = useState<LinkActionState>({ status: 'ready' });
  // In a task of its own, not in the one that runs every effect of the page (decision 063).
  useEffect(() => {
    void nextTask()
      .then(settingsModule)
      .catch(() => undefined); // a press reports it, if it still fails
  }, []);

  async function act() {
    const token = linkToken();
    if (!token || state.status === 'sending') return;
    setState({ status: 'sending' });
    try {
      const config = await blogConfig().catch((error: unknown) => {
        console.error('The blog settings could not be read:', error);
        throw new NewsletterApiError(unreachableMessage);
      });
      await action(config.contactApiUrl, token);
      setState({ status: 'done' });
    } catch (error) {
      const status = error instanceof NewsletterApiError ? error.status : undefined;
      setState({
        status: 'failed',
        message: error instanceof Error ? error.message : unreachableMessage,
        final: status === 404 || status === 410,
        expired: status === 410,
      });
    }
  }

  return { state: hasToken === false ? ({ status: 'invalid-link' } as const) : state, act };
}
