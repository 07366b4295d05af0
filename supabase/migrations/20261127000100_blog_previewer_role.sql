-- The draft preview's own read path (issue 38, decision 042). `blog_reader` keeps seeing
-- published posts only; the `get-draft` edge function checks a preview link's signed token and
-- then reads that one post as `blog_previewer`, which may not select any table: it may only call
-- `blog_preview.draft_post(slug)`, which answers the one post of a slug, whatever its state
-- (draft, scheduled or published). Reads one draft, and nothing else.
--
-- The role is switched to with `set local role` inside each query's transaction
-- (supabase/functions/_shared/function-role.ts), as for blog_reader (decision 022). NOLOGIN here:
-- where a deployment gives the functions a login of their own (docker compose), they log in as
-- blog_reader; get-draft then switches to blog_previewer, which that login is granted below.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'blog_previewer') then
    create role blog_previewer nologin noinherit nosuperuser nocreatedb nocreaterole nobypassrls;
  end if;
end
$$;

comment on role blog_previewer is
  'get-draft reads as this role: blog_preview.draft_post(slug) and nothing else (decision 042).';

grant blog_previewer to current_user;
-- The compose functions log in as blog_reader and must be able to take this role for get-draft.
-- It gains nothing by it: this role can read less than blog_reader, one post by its slug.
grant blog_previewer to blog_reader;

-- A schema of its own, which the API (PostgREST: `schemas = ["public"]` in config.toml) does
-- not serve and which Supabase's default privileges (given in `public` to anon, authenticated
-- and service_role) do not reach: no one calls the function through the API with the anon key.
create schema blog_preview;
revoke all on schema blog_preview from public;
grant usage on schema blog_preview to blog_previewer;

-- `security definer`: runs as its owner (the tables' owner, whom row-level security does not
-- restrict), so the role needs no grant on the table. One row at most, by the unique slug.
create function blog_preview.draft_post(p_slug text)
returns table (
  id text,
  slug text,
  title text,
  excerpt text,
  category text,
  author text,
  published_date text,
  read_time text,
  image_url text,
  seo_title text,
  seo_description text,
  updated_at text,
  published_at text,
  content text
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    p.id::text,
    p.slug,
    p.title,
    p.excerpt,
    p.category,
    p.author,
    to_char(p.published_date, 'YYYY-MM-DD'),
    p.read_time,
    p.image_url,
    p.seo_title,
    p.seo_description,
    to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
    to_char(p.publish_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    p.content
  from public.blog_posts p
  where p.slug = p_slug
  limit 1
$$;

comment on function blog_preview.draft_post(text) is
  'The one post of a slug, whatever its state; for get-draft after it checked a preview token.';

revoke all on function blog_preview.draft_post(text) from public;
grant execute on function blog_preview.draft_post(text) to blog_previewer;
