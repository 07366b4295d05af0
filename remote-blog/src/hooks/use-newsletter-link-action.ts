import { newsletterTokenPattern } from '@site/contracts/newsletter-facts';
import { useLocation } from '@site/ui/router';
import { useState } from 'react';
import { NewsletterApiError, unreachableMessage } from '../api/newsletter-api';
import { loadBlogConfig } from '../config/blog-config';

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

/** The `token` of the page's query, when it has the shape of one. */
export function tokenOf(search: string): string | undefined {
  const token = new URLSearchParams(search).get('token');
  return token !== null && newsletterTokenPattern.test(token) ? token : undefined;
}

/**
 * A newsletter page's one action: nothing happens as the page opens (mail scanners open the
 * links of an email), only when the visitor presses its button.
 */
export function useNewsletterLinkAction(action: LinkAction) {
  const token = tokenOf(useLocation().search);
  const [state, setState] = useState<LinkActionState>({ status: 'ready' });

  async function act() {
    if (!token || state.status === 'sending') return;
    setState({ status: 'sending' });
    try {
      const config = await loadBlogConfig().catch((error: unknown) => {
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

  return { state: token ? state : ({ status: 'invalid-link' } as const), act };
}
