import type { Page } from '@playwright/test';

/** Collects what the page writes to the console as errors or warnings, and uncaught errors. */
export function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
  return messages;
}

/** Waits until React runs the page's frame (hydrated): before that, a click does nothing. */
export const waitForHydration = (page: Page) =>
  page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
