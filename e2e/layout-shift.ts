import type { Page } from '@playwright/test';

/** Layout shifts from the first byte to now that the visitor did not cause (what CLS counts). */
export function layoutShiftSoFar(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const { value, hadRecentInput } = entry as unknown as {
              value: number;
              hadRecentInput: boolean;
            };
            if (!hadRecentInput) total += value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
}
