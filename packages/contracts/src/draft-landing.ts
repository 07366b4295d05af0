import { draftCookie, draftPreviewPath } from './release-cookies';

/**
 * The script of a draft preview link's landing page (`/_preview/draft/blog/<slug>#<token>`,
 * decision 042). The token is in the fragment, which no request carries and no log keeps: the
 * script makes it the `site_draft` cookie for the draft's path alone, and goes there, replacing
 * the link in the history. The page's remote reads the draft with the token, and the backend
 * checks it. The shell's build lists its hash in the CSP with the other inline scripts.
 */
export const draftLandingScript =
  `var p=location.pathname.slice(${draftPreviewPath.length}),t=location.hash.slice(1);` +
  `if(/^(\\/[a-z0-9-]+)+$/.test(p)&&/^[\\w.-]+$/.test(t)){` +
  `document.cookie="${draftCookie}="+t+";path="+p+";max-age=86400;samesite=lax"+(location.protocol=="https:"?";secure":"");` +
  `location.replace(p)}else document.getElementById("draft-link").textContent=` +
  `"This preview link is not complete. Copy the whole link, with the part after #, and try again."`;

/** The landing page: a line for the moment it takes, what is wrong when it cannot go on. */
export const draftLandingPage = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Opening the draft preview</title></head><body><main><h1>Opening the draft preview</h1><p id="draft-link">One moment…</p><noscript><p>Previewing a draft needs JavaScript: turn it on, and open the link again.</p></noscript></main><script>${draftLandingScript}</script></body></html>`;
