-- Scheduled publishing (issue 38, decision 042). A post gets a publication time, `publish_at`;
-- `published_date` stays the date the site shows. A post is visible when
--
--     published and publish_at <= now()
--
-- and nothing is written when the time passes: every reader (the policies below, get-blogs, the
-- renderer's page index read through it) asks the question again with the clock of its query.

-- Existing rows: published posts are already public, so their time is the start of their shown
-- date (UTC), but never later than now: a post that shows today stays visible, and the posts of
-- the past do not count as new to a reader asking "what was published since …" (the digest).
-- Drafts get the same rule; they become visible only when published, and publishing one without
-- a time sets it (the trigger below).
alter table public.blog_posts add column publish_at timestamptz;

update public.blog_posts
  set publish_at = least(published_date::timestamp at time zone 'UTC', now());

alter table public.blog_posts
  alter column publish_at set default now(),
  alter column publish_at set not null;

comment on column public.blog_posts.publish_at is
  'When the post becomes public (with published = true). published_date is only what is shown.';

-- Publishing a draft without naming a time publishes it now: turning `published` on in the
-- dashboard's table editor must not make the post's time that of its creation (a reader asking
-- for the posts published since its last run would never see it). An update that changes
-- `publish_at` itself (a schedule) is left as it is, and so is a time still to come (a post
-- scheduled, unpublished, then turned on again keeps its schedule).
create function public.blog_posts_publish_now()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.published and not old.published and new.publish_at = old.publish_at
    and old.publish_at <= now() then
    new.publish_at = now();
  end if;
  return new;
end;
$$;

create trigger blog_posts_publish_now
  before update of published on public.blog_posts
  for each row
  execute function public.blog_posts_publish_now();

-- The list indexes. A partial index's predicate cannot call now() (it must be immutable), so the
-- predicate keeps `published` and the time becomes the last key column: the scan walks the list
-- order (published_date desc, id desc) and checks `publish_at <= now()` on each index entry (an
-- "Index Cond" in the plan), fetching only the rows that are visible. A key column rather than an
-- INCLUDE column, because Postgres checks a condition against index entries only on key columns.
drop index public.blog_posts_published_list_idx;
drop index public.blog_posts_category_list_idx;

create index blog_posts_published_list_idx
  on public.blog_posts (published_date desc, id desc, publish_at)
  where published;

create index blog_posts_category_list_idx
  on public.blog_posts (category, published_date desc, id desc, publish_at)
  where published;

-- The window request of get-blogs (posts with publish_at in [from, before), oldest first): a
-- range scan on the time itself, in the answer's order.
create index blog_posts_publish_window_idx
  on public.blog_posts (publish_at, id)
  where published;

-- The policies: a post scheduled for later is invisible to visitors and to the edge functions
-- until its time.
alter policy "Published posts are readable by everyone"
  on public.blog_posts
  using (published and publish_at <= now());

alter policy "Published posts are readable by the edge functions"
  on public.blog_posts
  using (published and publish_at <= now());

comment on table public.blog_posts is
  'Blog posts; public when published = true and publish_at <= now().';
