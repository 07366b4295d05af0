/** Time as the outbox and the delivery worker see it; tests may substitute their own. */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
