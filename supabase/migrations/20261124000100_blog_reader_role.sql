-- The role the edge functions read as: published blog posts and nothing else. The functions'
-- connection (SUPABASE_DB_URL) is the tables' owner on Supabase and locally, and an owner
-- bypasses row-level security; so every query of a function runs in a transaction that first
-- does `set local role blog_reader` (supabase/functions/_shared/db.ts), and the policy below,
-- not only the function's own `where published`, keeps drafts out. Decision 022.
--
-- NOLOGIN here: where a deployment can give the functions a login of their own (docker compose:
-- supabase/docker/initdb/20-blog-reader-login.sh), it gives this role LOGIN and a password, and
-- the functions cannot even `reset role` to the owner.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'blog_reader') then
    create role blog_reader nologin noinherit nosuperuser nocreatedb nocreaterole nobypassrls;
  end if;
end
$$;

comment on role blog_reader is
  'The edge functions read as this role: select on published blog_posts only (decision 022).';

-- The connection that runs the migrations is the one the functions use (postgres on Supabase):
-- it may switch to the role. A superuser may anyway; on Supabase, postgres created the role and
-- holds its admin option, so it can grant this.
grant blog_reader to current_user;

-- Only what get-blogs needs: read blog_posts. No default privileges name this role (Supabase's
-- give anon, authenticated and service_role everything new in public), so a table added later is
-- closed to it until a migration grants it.
grant usage on schema public to blog_reader;
grant select on table public.blog_posts to blog_reader;

-- Mirrors the anon policy of 20261121000000_blog_posts.sql.
create policy "Published posts are readable by the edge functions"
  on public.blog_posts
  for select
  to blog_reader
  using (published);
