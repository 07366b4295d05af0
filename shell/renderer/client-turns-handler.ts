import type { RequestHandler } from 'express';
import { clientTurns, rendererTurnsPerClient } from '@site/contracts/client-turns';

/**
 * Each client's turns at the renderer (decision 047): what reads a page or a file here waits
 * behind the same client's own requests, so a client sending many at once delays nobody else.
 * The hosts in front take the same turns where they can (the local static server); nginx only
 * bounds them. The client is `req.ip`: the address behind the app's trusted proxies.
 */
export function clientTurnsHandler() {
  const turns = clientTurns(rendererTurnsPerClient);
  const handler: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    void turns.admit(req.ip ?? '', res).then((go) => go && next());
  };
  /** Requests waiting their turn now, and refused since the start: for the metrics. */
  return Object.assign(handler, { counts: turns.counts });
}
