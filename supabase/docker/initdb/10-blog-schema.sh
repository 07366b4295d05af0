#!/bin/sh
# The blog's schema and seed posts for the compose Postgres (the official postgres image runs the
# files of /docker-entrypoint-initdb.d once, when its data volume is empty; docker-compose.yml
# mounts supabase/migrations and supabase/seed.sql under /blog). Every migration in file-name
# order, then the seed, in one transaction: a failure leaves an empty database and stops the
# container, instead of a half-made schema. The migrations create Supabase's anon and
# authenticated roles when missing, so grants and row-level security match the hosted project.
#
# Runs in a subshell: the image sources a script that is not executable, and this one must not
# change the entrypoint's own state when that happens.
(
  set -eu
  sql_dir=${BLOG_SQL_DIR:-/blog}
  set --
  for migration in "$sql_dir"/migrations/*.sql; do
    [ -f "$migration" ] || {
      echo "10-blog-schema: no migrations in $sql_dir/migrations" >&2
      exit 1
    }
    set -- "$@" --file="$migration"
  done
  [ -f "$sql_dir/seed.sql" ] || {
    echo "10-blog-schema: no seed at $sql_dir/seed.sql" >&2
    exit 1
  }
  echo "10-blog-schema: applying $# migration(s) and the seed"
  psql --no-psqlrc --quiet --set=ON_ERROR_STOP=1 --single-transaction \
    --username="$POSTGRES_USER" --dbname="$POSTGRES_DB" \
    "$@" --file="$sql_dir/seed.sql"
)
