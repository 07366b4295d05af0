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

/**
 * Waits until React runs the page: its frame and, on a remote's page, its region (`data-hydrated`,
 * shell/src/running-mark.ts). Before that, a click is the browser's own.
 */
export const waitForHydration = (page: Page) =>
  page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
