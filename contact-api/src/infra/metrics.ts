import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { OutboxStats } from '../outbox/outbox-listing';

/**
 * `GET /metrics` in Prometheus's text format (prom-client). What an operator alerts on, read
 * from the shared outbox when scraped, so every replica reports the same numbers:
 * - `contact_outbox_oldest_pending_age_seconds`: how long the oldest undelivered message has
 *   waited (an SMTP outage shows here long before anything fails);
 * - `contact_outbox_failed_messages`: messages dead-lettered and still kept (a person must look);
 * - `contact_outbox_pending_messages`.
 * Plus Node's own process metrics.
 */
export function createMetrics(readStats: () => Promise<OutboxStats>): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  let reading: Promise<OutboxStats> | undefined;
  /** One query per scrape, shared by the three gauges. */
  const stats = () => {
    reading ??= readStats().finally(() => {
      reading = undefined;
    });
    return reading;
  };

  new Gauge({
    name: 'contact_outbox_oldest_pending_age_seconds',
    help: 'Seconds the oldest message not yet delivered has waited since it was accepted (0 when none).',
    registers: [registry],
    async collect() {
      this.set((await stats()).oldestPendingAgeSeconds);
    },
  });
  new Gauge({
    name: 'contact_outbox_failed_messages',
    help: 'Messages that delivery gave up on (dead-lettered), kept until their retention ends.',
    registers: [registry],
    async collect() {
      this.set((await stats()).failed);
    },
  });
  new Gauge({
    name: 'contact_outbox_pending_messages',
    help: 'Messages accepted and not yet delivered.',
    registers: [registry],
    async collect() {
      this.set((await stats()).pending);
    },
  });
  return registry;
}
