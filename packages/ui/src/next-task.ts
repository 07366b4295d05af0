/**
 * Settles in a task of its own, after the current one, so that the browser can paint and handle
 * input in between. `scheduler.yield()` where the browser has it: the rest runs next, ahead of
 * other tasks, and without the at least 4 ms a timeout set from within timeouts waits for after
 * the fifth.
 *
 * For work that is wanted soon but not in the task at hand: the shell's start-up, in several
 * tasks rather than one long one, and the code a page asks for as it runs (decision 052), each
 * request out of the task in which React runs every effect of the page (decision 063).
 */
export const nextTask = (): Promise<void> => {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield
    ? scheduler.yield()
    : new Promise<void>((resolve) => setTimeout(resolve, 0));
};
