import DataLoader from 'dataloader';

/**
 * Calls `run` with the items given meanwhile, in batches (DataLoader collects them), and answers
 * each caller with its own result or error. A batch holds what came during one turn of the event
 * loop, not only during one callback: it starts when that turn ends, so a lone item waits for
 * nothing more.
 */
export function batches<Item, Result>(
  run: (items: readonly Item[]) => Promise<readonly (Result | Error)[]>,
  options: { maxSize: number },
): (item: Item) => Promise<Result> {
  const loader = new DataLoader<Item, Result>(run, {
    cache: false,
    maxBatchSize: options.maxSize,
    batchScheduleFn: (start) => setImmediate(start),
  });
  return (item) => loader.load(item);
}
