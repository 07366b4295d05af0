-- Drops the blog backend's legacy newsletter sign-ups. Sign-ups now go through the contact API
-- (schema `newsletter` of its database), which records the wording the visitor agreed to and
-- their confirmation (double opt-in).
--
-- The rows of this table hold an address, a source and a time, and no record of the wording
-- shown nor a confirmation: their consent cannot be proved, so under PECR (regulation 22) and
-- UK GDPR (article 7(1)) they may not be sent marketing email. Keeping addresses that may not be
-- used serves no purpose, which storage limitation (UK GDPR article 5(1)(e)) does not allow: the
-- table goes, rows and all. Migrations only move forward; 20261121000100 stays as history.

drop table if exists public.newsletter_subscribers;
