import type { Page, Request } from '@playwright/test';

/** The longest a request is held if a test never lets it go. */
const holdAtMostMs = 20_000;

/**
 * Holds back every request of the page whose address matches `url` until `release()`, as a slow
 * network would; the rest comes at once. `asked` lists the addresses held, in order.
 */
export async function holdRequests(page: Page, url: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bounded = Promise.race([released, new Promise((r) => setTimeout(r, holdAtMostMs))]);
  const asked: string[] = [];
  await page.route(url, async (route) => {
    asked.push(route.request().url());
    await bounded;
    await route.continue().catch(() => undefined); // the page may have gone meanwhile
  });
  return { asked, release };
}

/** The chunk with the code that builds the design system's Chakra system (decision 061). */
export const systemCodeUrl = /\/page-system\.[0-9a-f]+\.js$/;

/** The requests to `path` with this method, as they are made. */
export function requestsTo(page: Page, path: string, method = 'POST'): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname.endsWith(path))
      seen.push(request);
  });
  return seen;
}
