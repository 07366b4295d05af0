-- The newsletter's double opt-in (src/newsletter/): one row per address, and the record of each
-- consent given or withdrawn with the wording shown. Its own schema.
-- Up Migration
CREATE SCHEMA IF NOT EXISTS newsletter;
CREATE TABLE newsletter.subscriptions (
  id                   uuid PRIMARY KEY,
  email                text NOT NULL UNIQUE CHECK (email = lower(email)),
  status               text NOT NULL CHECK (status IN ('pending', 'subscribed', 'unsubscribed')),
  consent_version      text NOT NULL,
  confirm_token_hash   text UNIQUE,
  confirm_expires_at   timestamptz,
  unsubscribe_token    text NOT NULL UNIQUE,
  requested_at         timestamptz NOT NULL,
  confirmation_sent_at timestamptz,
  confirmed_at         timestamptz,
  unsubscribed_at      timestamptz
);
CREATE INDEX subscriptions_pending ON newsletter.subscriptions (requested_at)
  WHERE status = 'pending';
CREATE INDEX subscriptions_unsubscribed ON newsletter.subscriptions (unsubscribed_at)
  WHERE status = 'unsubscribed';
CREATE TABLE newsletter.consent_records (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  subscription    uuid NOT NULL REFERENCES newsletter.subscriptions ON DELETE CASCADE,
  event           text NOT NULL CHECK (event IN ('requested', 'confirmed', 'withdrawn')),
  at              timestamptz NOT NULL,
  method          text NOT NULL,
  consent_version text,
  wording         text NOT NULL
);
CREATE INDEX consent_records_subscription ON newsletter.consent_records (subscription);
