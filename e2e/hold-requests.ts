import type { Page } from '@playwright/test';

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
