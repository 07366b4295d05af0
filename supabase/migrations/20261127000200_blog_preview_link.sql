-- A draft preview link from the Supabase dashboard's SQL editor (decision 042):
--
--     select blog_preview.preview_link('my-post', 'https://www.example.co.uk');
--
-- signs the same token as `npm run blog -- preview` (supabase/functions/_shared/draft-token.ts:
-- base64url of the JSON {slug, exp}, a dot, base64url of its HMAC-SHA-256), valid for 24 hours,
-- with the secret kept in Supabase Vault under the name `blog_preview_secret` (the same value as
-- the get-draft function's BLOG_PREVIEW_SECRET). It exists only where Vault and pgcrypto do (the
-- Supabase project); the local backend and compose have the editors' command instead.
do $outer$
declare
  crypto_schema text;
begin
  select extnamespace::regnamespace::text into crypto_schema
    from pg_catalog.pg_extension where extname = 'pgcrypto';
  if to_regclass('vault.decrypted_secrets') is null or crypto_schema is null then
    return;
  end if;

  execute format($create$
    create function blog_preview.preview_link(p_slug text, p_site_url text)
    returns text
    language plpgsql
    volatile
    security definer
    set search_path = ''
    as $body$
    declare
      secret text;
      payload text;
      signature text;
    begin
      select decrypted_secret into secret
        from vault.decrypted_secrets where name = 'blog_preview_secret';
      if secret is null or octet_length(secret) < 32 then
        raise exception 'No preview secret: store get-draft''s BLOG_PREVIEW_SECRET first, with select vault.create_secret(''<the secret>'', ''blog_preview_secret'').';
      end if;
      if not exists (select 1 from public.blog_posts where slug = p_slug) then
        raise exception 'No post has the slug "%%".', p_slug;
      end if;
      -- base64 wraps its lines: translate drops the newlines with the padding's stand-ins.
      payload := rtrim(translate(encode(convert_to(json_build_object(
          'slug', p_slug,
          'exp', floor(extract(epoch from now() + interval '24 hours'))::bigint
        )::text, 'UTF8'), 'base64'), E'+/\n', '-_'), '=');
      signature := rtrim(translate(encode(
          %s.hmac(convert_to(payload, 'UTF8'), convert_to(secret, 'UTF8'), 'sha256'),
          'base64'), E'+/\n', '-_'), '=');
      return rtrim(p_site_url, '/') || '/_preview/draft/blog/' || p_slug || '#' || payload || '.'
        || signature;
    end;
    $body$
  $create$, crypto_schema);

  -- For the dashboard's user (the owner) only: no API role may sign links.
  revoke all on function blog_preview.preview_link(text, text) from public, anon, authenticated;
  comment on function blog_preview.preview_link(text, text) is
    'A draft preview link valid for 24 hours, signed with Vault''s blog_preview_secret (decision 042).';
end
$outer$;

-- Belt and braces for the draft function: a default privilege granted to an API role directly
-- would not be undone by the earlier `revoke … from public`.
revoke all on function blog_preview.draft_post(text) from anon, authenticated;
