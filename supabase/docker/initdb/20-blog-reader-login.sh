#!/bin/sh
# Gives the edge functions' role a login for the compose Postgres (runs once, on an empty volume,
# after 10-blog-schema.sh has created the role). The blog-functions service then connects as
# blog_reader itself (docker-compose.yml), not as the tables' owner: it reads published posts
# and nothing else, and cannot `reset role` to anything more (decision 022).
#
#   BLOG_READER_PASSWORD  required  the role's password (letters, digits and _, as it is also
#                                   written into the function server's database URL)
#
# Runs in a subshell, like 10-blog-schema.sh.
(
  set -eu
  password=${BLOG_READER_PASSWORD:-}
  case $password in
  '' | *[!A-Za-z0-9_]*)
    echo "20-blog-reader-login: BLOG_READER_PASSWORD must be set, letters, digits and _ only" >&2
    exit 1
    ;;
  esac
  echo "20-blog-reader-login: blog_reader may log in"
  # The password travels as a psql variable (:'password' quotes it), never inside the SQL text.
  psql --no-psqlrc --quiet --set=ON_ERROR_STOP=1 --set=password="$password" \
    --username="$POSTGRES_USER" --dbname="$POSTGRES_DB" <<'SQL'
alter role blog_reader with login password :'password';
SQL
)
