#!/bin/sh
# The contact API's two roles in the compose Postgres. The official postgres image runs this once,
# as the superuser, when its data volume is empty (docker-compose.yml mounts it into
# /docker-entrypoint-initdb.d after the blog's scripts).
#
#   contact_owner  runs the migrations (the contact-migrate service). It creates the contact
#                  API's schemas, and so owns them and all they hold; beyond that it may only
#                  create schemas in this database: no superuser, no role or database creation,
#                  no access to the blog's tables.
#   contact_api    what the API connects as. It owns nothing and may create nothing; the
#                  migrations grant it only reads and writes on its tables (DATABASE_RUNTIME_ROLE).
#
#   CONTACT_OWNER_PASSWORD  required  contact_owner's password
#   CONTACT_API_PASSWORD    required  contact_api's password
#
# Both are letters, digits and _ only, as they are also written into database URLs
# (`npm run compose-env` generates them so).
#
# Runs in a subshell: the image sources a script that is not executable, and this one must not
# change the entrypoint's own state when that happens.
(
  set -eu
  for name in CONTACT_OWNER_PASSWORD CONTACT_API_PASSWORD; do
    eval "password=\${$name:-}"
    case $password in
    '' | *[!A-Za-z0-9_]*)
      echo "30-contact-roles: $name must be set, letters, digits and _ only" >&2
      exit 1
      ;;
    esac
  done
  echo "30-contact-roles: roles contact_owner and contact_api"
  # The passwords travel as psql variables (:'name' quotes them), never inside the SQL text.
  psql --no-psqlrc --quiet --set=ON_ERROR_STOP=1 \
    --set=owner_password="$CONTACT_OWNER_PASSWORD" --set=api_password="$CONTACT_API_PASSWORD" \
    --username="$POSTGRES_USER" --dbname="$POSTGRES_DB" <<'SQL'
create role contact_owner with login nosuperuser nocreatedb nocreaterole noinherit
  password :'owner_password';
create role contact_api with login nosuperuser nocreatedb nocreaterole noinherit
  password :'api_password';
-- The migrations create their schemas (contact, contact_queue, newsletter): CREATE SCHEMA, even
-- IF NOT EXISTS, needs this right on the database.
grant create on database :"DBNAME" to contact_owner;
SQL
)
