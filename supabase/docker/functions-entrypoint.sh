#!/bin/sh
# The blog's edge functions on their own, against a Postgres given by SUPABASE_DB_URL: what the
# blog-functions container runs (supabase/Dockerfile). Same server as `npm start`
# (local/functions-main.ts behind the anon-key gateway, http://<host>:<port>/functions/v1/<name>),
# with the same Deno flags as local/backend.ts, but with no parent process holding it: it runs
# until SIGTERM or SIGINT (FUNCTIONS_STANDALONE=1).
#
#   SUPABASE_DB_URL     required  postgres://user:password@host:port/database
#   SUPABASE_ANON_KEY   required  the key clients must send (apikey / Authorization: Bearer)
#   BLOG_PREVIEW_SECRET optional  the key of draft preview tokens (get-draft); unset: no preview
#   FUNCTIONS_HOST      0.0.0.0   interface to listen on
#   FUNCTIONS_PORT      54321     port (0: any free port)
#   DENO_BIN            deno      the Deno executable
set -eu

: "${SUPABASE_DB_URL:?SUPABASE_DB_URL is required: postgres://user:password@host:port/database}"
: "${SUPABASE_ANON_KEY:?SUPABASE_ANON_KEY is required: the key clients must send}"
FUNCTIONS_HOST=${FUNCTIONS_HOST:-0.0.0.0}
FUNCTIONS_PORT=${FUNCTIONS_PORT:-54321}

# The database's host[:port] for --allow-net: after the scheme and any user info, before the path
# or query. A password cannot hold a raw '@' (URLs encode it), so the last '@' ends the user info.
database=${SUPABASE_DB_URL#*://}
database=${database%%/*}
database=${database%%\?*}
database=${database##*@}
if [ -z "$database" ]; then
  echo "functions-entrypoint: SUPABASE_DB_URL has no host" >&2
  exit 64
fi
# Port 0 picks a free port: allow any port on the interface, as local/backend.ts does.
listen=$FUNCTIONS_HOST:$FUNCTIONS_PORT
[ "$FUNCTIONS_PORT" != 0 ] || listen=$FUNCTIONS_HOST

supabase_dir=$(CDPATH='' cd -- "$(dirname -- "$0")/.." && pwd)
cd "$supabase_dir"
export FUNCTIONS_HOST FUNCTIONS_PORT FUNCTIONS_STANDALONE=1 DENO_NO_UPDATE_CHECK=1 NO_COLOR=1
# Imports resolve from node_modules (the image's copy of the import map's npm packages) and the
# module cache only: nothing is downloaded. Network: the function port and the database, no more.
exec "${DENO_BIN:-deno}" run \
  --quiet \
  --no-prompt \
  --node-modules-dir=manual \
  --cached-only \
  --config=functions/deno.json \
  --allow-net="$listen,$database" \
  "--allow-env=SUPABASE_DB_URL,SUPABASE_ANON_KEY,BLOG_PREVIEW_SECRET,FUNCTIONS_HOST,FUNCTIONS_PORT,FUNCTIONS_STANDALONE,PG*" \
  local/functions-main.ts
