import { availableParallelism } from 'node:os';
import { defaultRenderPool } from './render-pool-options';

describe("the render pool's settings", () => {
  it('size the pool to the machine, with a queue a few times its size', () => {
    const pool = defaultRenderPool();
    expect(pool.workers).toBe(availableParallelism());
    expect(pool.queueMax).toBe(4 * pool.workers * pool.rendersPerWorker);
    expect(defaultRenderPool({ workers: 3, rendersPerWorker: 2 }).queueMax).toBe(24);
  });
});
