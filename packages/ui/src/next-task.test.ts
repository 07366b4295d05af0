import { nextTask } from './next-task';

const withScheduler = (scheduler: unknown) => {
  Object.assign(globalThis, { scheduler });
  return () => delete (globalThis as { scheduler?: unknown }).scheduler;
};

describe('nextTask', () => {
  test('settles after the current task, not in it, where there is no scheduler.yield', async () => {
    jest.useFakeTimers();
    try {
      let settled = false;
      void nextTask().then(() => (settled = true));
      await Promise.resolve(); // the current task's microtasks
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(0); // the next task
      expect(settled).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  test('uses scheduler.yield where the browser has it', async () => {
    const yieldTask = jest.fn(() => Promise.resolve());
    const restore = withScheduler({ yield: yieldTask });
    try {
      await nextTask();
      expect(yieldTask).toHaveBeenCalledTimes(1);
    } finally {
      restore();
    }
  });
});
