-- Every outgoing email in one table: its kind and content as JSON, so a new field of the contact
-- schema needs no column (it was five columns of the contact message).
-- Up Migration
ALTER TABLE contact.messages
  ADD COLUMN kind text NOT NULL DEFAULT 'contact-message',
  ADD COLUMN content jsonb;
UPDATE contact.messages SET content = jsonb_build_object('name', name, 'email', email,
  'company', company, 'subject', subject, 'message', message);
ALTER TABLE contact.messages
  ALTER COLUMN content SET NOT NULL,
  ALTER COLUMN kind DROP DEFAULT,
  ADD CONSTRAINT messages_kind CHECK (kind IN ('contact-message', 'newsletter-confirmation')),
  DROP COLUMN name, DROP COLUMN email, DROP COLUMN company, DROP COLUMN subject,
  DROP COLUMN message;
