import type { ActionLink } from './types';

/** The site's main call to action, on the home page's hero and the industry pages' closing bands. */
export const freeQuote: ActionLink = { label: 'Get a Free Quote', to: '/contact' };
