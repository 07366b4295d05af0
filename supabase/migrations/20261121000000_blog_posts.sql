-- Blog posts, read by the get-blogs edge function (and, through row-level security, by anyone
-- holding the anon key: published posts only). Runs unchanged on Supabase Postgres, a plain
-- Postgres container and PGlite (the local embedded backend).

-- Supabase creates these roles; a plain Postgres or PGlite does not. Create them when missing so
-- the grants and policies below mean the same everywhere.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
end
$$;

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  title text not null,
  excerpt text not null,
  content text not null,
  category text not null,
  author text not null,
  published_date date not null default current_date,
  read_time text not null,
  image_url text,
  seo_title text,
  seo_description text,
  published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint blog_posts_slug_key unique (slug),
  constraint blog_posts_slug_format check (
    slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 200
  ),
  constraint blog_posts_category_check check (
    category in (
      'Healthcare Innovation',
      'SaaS Solutions',
      'Compliance',
      'Financial Services',
      'Salesforce',
      'Healthcare',
      'Digital Transformation'
    )
  )
);

comment on table public.blog_posts is 'Blog posts; only rows with published = true are public.';
comment on column public.blog_posts.content is
  'Light markup: "## " and "### " headings, "- " bullets, **bold**, *italic*.';
comment on column public.blog_posts.read_time is 'Display text, for example "5 min read".';

-- The list: published posts, newest first, ties broken by id so paging is stable.
create index blog_posts_published_list_idx
  on public.blog_posts (published_date desc, id desc)
  where published;

-- The list filtered by category.
create index blog_posts_category_list_idx
  on public.blog_posts (category, published_date desc, id desc)
  where published;

-- A single post by slug uses the unique constraint's index.

create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at = now();
  return new;
end;
$$;

create trigger blog_posts_set_updated_at
  before update on public.blog_posts
  for each row
  execute function public.set_updated_at();

-- Row-level security: anon and signed-in visitors may read published posts and nothing else.
-- The edge function reads through the database connection (table owner), not as anon.
alter table public.blog_posts enable row level security;

revoke all on table public.blog_posts from anon, authenticated;
grant select on table public.blog_posts to anon, authenticated;

create policy "Published posts are readable by everyone"
  on public.blog_posts
  for select
  to anon, authenticated
  using (published);
