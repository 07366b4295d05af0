-- A newsletter link's token is made when its email is sent, from the subscription's id under a
-- secret, and is never stored (docs/decisions/034-newsletter-link-tokens-are-derived.md). The
-- stored tokens go, and so do the confirmation emails' addresses and links in the outbox.
-- The links of emails sent before keep working, through a hash of their token: an unsubscribe
-- link for as long as its subscription is kept, a confirmation link until it expires (the
-- clean-up then clears its hash).
-- Up Migration
ALTER TABLE newsletter.subscriptions
  ADD COLUMN legacy_unsubscribe_hash text UNIQUE,
  ADD COLUMN legacy_confirm_hash text UNIQUE;
-- The hashes as the API makes them: SHA-256, base64url without padding.
UPDATE newsletter.subscriptions
   SET legacy_unsubscribe_hash = translate(
         rtrim(encode(sha256(convert_to(unsubscribe_token, 'UTF8')), 'base64'), '='), '+/', '-_'),
       legacy_confirm_hash = CASE
         WHEN status = 'pending' AND confirm_expires_at > now() THEN confirm_token_hash
       END;
ALTER TABLE newsletter.subscriptions
  DROP COLUMN unsubscribe_token,
  DROP COLUMN confirm_token_hash,
  DROP COLUMN confirm_expires_at;

-- A confirmation email in the outbox names its subscription; its address and links are read and
-- made when it is sent. One whose address has no subscription any more has nothing to send.
DELETE FROM contact.messages m
 WHERE m.kind = 'newsletter-confirmation'
   AND NOT EXISTS (SELECT 1 FROM newsletter.subscriptions s WHERE s.email = m.content ->> 'to');
UPDATE contact.messages m
   SET content = jsonb_build_object('subscription', s.id)
  FROM newsletter.subscriptions s
 WHERE m.kind = 'newsletter-confirmation' AND s.email = m.content ->> 'to';
