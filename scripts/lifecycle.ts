/**
 * Runs `stop` once on Ctrl-C (SIGINT) or SIGTERM, then exits: the local servers and watchers
 * close their ports instead of being killed mid-request.
 */
export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = () => {
    if (stopping) return;
    stopping = true;
    stop()
      .catch((error: unknown) => console.error(error))
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

/** Prints the error's message (not a stack trace) and exits with a failure status. */
export function exitWithError(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/** Stops a webpack watcher (which may not have started). */
export const closeWatcher = (watching?: { close(done: () => void): void }): Promise<void> =>
  new Promise((resolve) => (watching ? watching.close(() => resolve()) : resolve()));
