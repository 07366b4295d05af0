-- Newsletter sign-ups from the blog's "Stay Updated" block, written by the subscribe-newsletter
-- edge function through the database connection. Nobody reads or writes this table with the
-- anon key: row-level security is on and there is no public policy or grant.

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  -- Stored trimmed and lower-cased; the unique index below is on lower(email) so a writer that
  -- forgets to lower-case still cannot create a second row for the same address.
  email text not null,
  source text not null default 'website',
  created_at timestamptz not null default now(),
  constraint newsletter_subscribers_email_normalised check (email = lower(btrim(email))),
  constraint newsletter_subscribers_email_length check (char_length(email) between 3 and 254)
);

comment on table public.newsletter_subscribers is 'Newsletter sign-ups; private (no anon access).';

create unique index newsletter_subscribers_email_key
  on public.newsletter_subscribers (lower(email));

alter table public.newsletter_subscribers enable row level security;

revoke all on table public.newsletter_subscribers from anon, authenticated;
