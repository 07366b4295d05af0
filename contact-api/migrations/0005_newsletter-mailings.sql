-- The newsletter's mailings (src/mailings/, decision 041): a digest of a month's new posts, or
-- one post's email, and one send per subscriber of each. A send's primary key is its mailing and
-- its subscription, committed with its outbox message and job: a fan-out run again (after a
-- crash, or by hand) queues nothing twice. A permanent refusal suppresses the address and says
-- so in its consent record.
-- Up Migration
CREATE TABLE newsletter.mailings (
  id           text PRIMARY KEY,
  kind         text NOT NULL CHECK (kind IN ('digest', 'post')),
  -- The posts it lists (title, excerpt, slug, publication time): public content, fixed when the
  -- mailing is made, so that every subscriber gets the same email.
  posts        jsonb NOT NULL,
  created_at   timestamptz NOT NULL,
  -- Set once every subscriber it is for has a send: nobody confirmed later is added.
  fanned_out_at timestamptz
);
CREATE TABLE newsletter.sends (
  mailing      text NOT NULL REFERENCES newsletter.mailings ON DELETE CASCADE,
  subscription uuid NOT NULL REFERENCES newsletter.subscriptions ON DELETE CASCADE,
  message      uuid NOT NULL UNIQUE,
  queued_at    timestamptz NOT NULL,
  -- Null while the outbox has it; then what became of it (kept after the outbox row is gone).
  outcome      text CHECK (outcome IN ('sent', 'failed', 'suppressed', 'unsubscribed')),
  PRIMARY KEY (mailing, subscription)
);
CREATE INDEX sends_subscription ON newsletter.sends (subscription);
-- When the next newsletter email may start: the fan-outs space their jobs from it, so that every
-- replica together keeps to NEWSLETTER_SEND_RATE_PER_MINUTE.
CREATE TABLE newsletter.send_pace (
  id           boolean PRIMARY KEY DEFAULT true CHECK (id),
  next_slot_at timestamptz NOT NULL
);
-- Per-post mode's poll of get-blogs: the posts published before this have been seen.
CREATE TABLE newsletter.post_cursor (
  id           boolean PRIMARY KEY DEFAULT true CHECK (id),
  seen_before  timestamptz NOT NULL
);
ALTER TABLE newsletter.consent_records DROP CONSTRAINT consent_records_event_check;
ALTER TABLE newsletter.consent_records ADD CONSTRAINT consent_records_event_check
  CHECK (event IN ('requested', 'confirmed', 'withdrawn', 'suppressed'));
ALTER TABLE contact.messages DROP CONSTRAINT messages_kind;
ALTER TABLE contact.messages ADD CONSTRAINT messages_kind
  CHECK (kind IN ('contact-message', 'newsletter-confirmation', 'newsletter-mailing'));
