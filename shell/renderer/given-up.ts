import type { Request, Response } from 'express';

/** Aborted when the visitor goes before the answer is sent: their render can stop. */
export function givenUp(req: Request, res: Response): AbortSignal {
  const controller = new AbortController();
  req.once('close', () => {
    if (!res.writableEnded) controller.abort();
  });
  return controller.signal;
}
