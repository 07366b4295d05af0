-- The contact API's outbox: every outgoing email until it is delivered (then until its retention
-- ends), the Idempotency-Keys of the requests that stored them, and the rate limit's counts.
-- Never edit a migration that has shipped: add the next file.
-- Up Migration
CREATE SCHEMA IF NOT EXISTS contact;
CREATE TABLE contact.messages (
  id              uuid PRIMARY KEY,
  message_id      text NOT NULL UNIQUE,
  name            text NOT NULL,
  email           text NOT NULL,
  company         text NOT NULL,
  subject         text NOT NULL,
  message         text NOT NULL,
  status          text NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
  attempts        integer NOT NULL DEFAULT 0,
  job_id          uuid NOT NULL,
  accepted_at     timestamptz NOT NULL,
  retry_from      timestamptz NOT NULL,
  last_attempt_at timestamptz,
  last_error      text,
  sent_at         timestamptz,
  failed_at       timestamptz
);
CREATE INDEX messages_pending ON contact.messages (accepted_at) WHERE status = 'pending';
CREATE INDEX messages_sent ON contact.messages (sent_at) WHERE status = 'sent';
CREATE INDEX messages_failed ON contact.messages (failed_at) WHERE status = 'failed';
CREATE TABLE contact.idempotency_keys (
  key         text PRIMARY KEY,
  fingerprint text NOT NULL,
  message     uuid NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX idempotency_keys_created ON contact.idempotency_keys (created_at);
-- rate-limiter-flexible's table (RateLimiterPostgres), created here rather than by it.
CREATE TABLE contact.rate_limits (
  key    varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
