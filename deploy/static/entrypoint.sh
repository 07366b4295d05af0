#!/bin/sh
# Starts nginx for one static bundle of the site: the shell or a remote (APP). It validates the
# environment, writes the bundle's runtime settings (remotes.json or config.json) into a writable
# runtime folder, renders the nginx configuration and replaces itself with nginx.
#
# POSIX sh: runs under busybox ash (Alpine images) and dash (Debian, the tests). Every value is
# checked against a strict character set before it is written into JSON or nginx configuration,
# so no value can break out of either. See README.md beside this file for the variables.
set -euf # -f: values are split on purpose below, never globbed
LC_ALL=C # ASCII ranges in grep and tr
export LC_ALL

EX_CONFIG=78 # sysexits.h: configuration error

errors=0
complain() {
  printf 'entrypoint: %s\n' "$*" >&2
  errors=$((errors + 1))
}

# load NAME: sets $value to the variable's value (empty when unset). Not $(...), which would drop
# trailing newlines from the checked copy while the original went on into the files.
load() { eval "value=\${$1:-}"; }

newline='
'
# matches VALUE ERE: the whole (single-line) value matches the extended regular expression.
matches() {
  case $1 in *"$newline"*) return 1 ;; esac
  printf '%s\n' "$1" | grep -Eq -e "$2"
}

host_port='[A-Za-z0-9][A-Za-z0-9.-]*(:[1-9][0-9]{0,4})?'
url_pattern="^https?://${host_port}(/[A-Za-z0-9._~/-]*)?\$"
origin_pattern="^https?://${host_port}\$"
key_pattern='^[A-Za-z0-9._-]+$'
path_pattern='^/[A-Za-z0-9._/-]*$'

# port_in VALUE: the explicit port of a URL or origin, empty when there is none.
port_in() {
  rest=${1#*://}
  host=${rest%%/*}
  case $host in *:*) printf '%s' "${host##*:}" ;; esac
}

port_ok() { [ -z "$1" ] || [ "$1" -le 65535 ]; }

# need_url NAME WHAT: a required http(s) URL without query, fragment, user info or odd characters.
need_url() {
  load "$1"
  if [ -z "$value" ]; then
    complain "$1 is required: $2"
  elif ! matches "$value" "$url_pattern" || ! port_ok "$(port_in "$value")"; then
    complain "$1 must be an http(s) URL such as https://host.example/path (letters, digits and . _ ~ / - only): $2"
  fi
}

# need_key NAME WHAT: a required public key or token (JWT characters only).
need_key() {
  load "$1"
  if [ -z "$value" ]; then
    complain "$1 is required: $2"
  elif ! matches "$value" "$key_pattern"; then
    complain "$1 may contain only letters, digits and . _ -: $2"
  fi
}

# check_path NAME: an absolute path (it is written into the nginx configuration).
check_path() {
  load "$1"
  matches "$value" "$path_pattern" ||
    complain "$1 must be an absolute path (letters, digits and . _ / - only)"
}

# each_origin LIST: the comma-separated items of LIST, one per line, blanks around them removed.
each_origin() {
  printf '%s\n' "$1" | tr ',' '\n' | sed 's/^[[:blank:]]*//; s/[[:blank:]]*$//' | grep -v '^$' || true
}

# check_origins NAME REQUIRED: a comma-separated list of origins (scheme://host[:port], no path).
check_origins() {
  load "$1"
  if [ -z "$(each_origin "$value")" ]; then
    if [ "$2" = required ]; then
      complain "$1 is required: the comma-separated origins allowed to load this remote (the shell's, e.g. https://www.example.co.uk)"
    fi
    return 0
  fi
  case $value in *"$newline"*)
    complain "$1 must be a single line"
    return 0
    ;;
  esac
  for origin in $(each_origin "$value"); do
    if ! matches "$origin" "$origin_pattern" || ! port_ok "$(port_in "$origin")"; then
      complain "$1 must list origins such as https://www.example.co.uk (no path, no trailing slash), separated by commas"
      return 0
    fi
  done
}

# origin_of URL: scheme://host[:port] as a browser's URL.origin has it (lower-case host, no
# default port), so the CSP and CORS match what browsers send.
origin_of() {
  scheme=${1%%://*}
  rest=${1#*://}
  host=$(printf '%s' "${rest%%/*}" | tr 'A-Z' 'a-z')
  case "$scheme:$host" in
  http:*:80) host=${host%:80} ;;
  https:*:443) host=${host%:443} ;;
  esac
  printf '%s://%s' "$scheme" "$host"
}

# sources ORIGIN...: 'self' and each distinct origin in order (the list() of
# packages/static-server/src/content-security-policy.ts).
sources() {
  out="'self'"
  for origin in "$@"; do
    case " $out " in *" $origin "*) ;; *) out="$out $origin" ;; esac
  done
  printf '%s' "$out"
}

# content_security_policy REMOTES APIS BOT_CHECK BOT_CHECK_SCRIPTS INLINE_SCRIPTS: the policy of
# content-security-policy.ts, directive for directive. Each argument is a space-separated list of
# origins; BOT_CHECK_SCRIPTS holds the extra script origins of Google's reCAPTCHA, INLINE_SCRIPTS
# the hash sources of the HTML's own inline scripts.
content_security_policy() {
  # shellcheck disable=SC2086 # the lists are split on spaces on purpose
  printf '%s' "default-src 'self'" \
    "; script-src $(sources $1 $3 $4 $5)" \
    "; connect-src $(sources $1 $2 $3)" \
    "; img-src $(sources $1 $2) data:" \
    "; style-src 'self' 'unsafe-inline'" \
    "; font-src $(sources $1)" \
    "; frame-src $(if [ -n "$3" ]; then sources $3 | sed "s/^'self' //"; else printf "'none'"; fi)" \
    "; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
}

# recaptcha_script_origins SCRIPT_ORIGIN: Google's api.js loads the rest of reCAPTCHA from
# www.gstatic.com (Google's CSP guidance: script-src www.google.com and www.gstatic.com, frame-src
# www.google.com; the frame is covered by the bot-check origin itself). Nothing for other hosts.
recaptcha_script_origins() {
  case $1 in
  https://www.google.com | https://www.recaptcha.net | https://recaptcha.net)
    printf '%s' 'https://www.gstatic.com'
    ;;
  esac
}

# write_runtime_file NAME: writes standard input to the runtime folder as NAME and serves it at
# /NAME in place of any file of that name in the bundle. A new generated file (preload hints,
# another settings file) needs only another call.
write_runtime_file() {
  cat >"$RUNTIME_DIR/$1"
  printf 'location = /%s {\n    root %s;\n}\n' "$1" "$RUNTIME_DIR" >>"$NGINX_CONF_DIR/runtime-files.conf"
}

# --- Which bundle, and where things are --------------------------------------------------------

# The image names the app by its folder (remote-blog): the bundle is blog.
APP=${APP:-}
APP=${APP#remote-}
case $APP in
shell | marketing | blog | contact) ;;
'')
  printf 'entrypoint: APP is required: shell, marketing, blog or contact\n' >&2
  exit $EX_CONFIG
  ;;
*)
  printf 'entrypoint: APP must be shell, marketing, blog or contact\n' >&2
  exit $EX_CONFIG
  ;;
esac

PORT=${PORT:-8080}
LISTEN_ADDRESS=${LISTEN_ADDRESS:-0.0.0.0}
SITE_ROOT=${SITE_ROOT:-/usr/share/nginx/html}
RUNTIME_DIR=${RUNTIME_DIR:-/tmp/site-runtime}
NGINX_CONF_DIR=${NGINX_CONF_DIR:-/tmp/site-nginx}
NGINX_TEMP_DIR=${NGINX_TEMP_DIR:-$NGINX_CONF_DIR/temp}
NGINX_PID_FILE=${NGINX_PID_FILE:-$NGINX_CONF_DIR/nginx.pid}
NGINX_ERROR_LOG=${NGINX_ERROR_LOG:-stderr}
NGINX_ACCESS_LOG=${NGINX_ACCESS_LOG:-/dev/stdout}
NGINX_WORKER_PROCESSES=${NGINX_WORKER_PROCESSES:-auto}
NGINX_TEMPLATE_DIR=${NGINX_TEMPLATE_DIR:-$(dirname "$0")/nginx}
NGINX_BIN=${NGINX_BIN:-nginx}

# --- Validation: every problem is reported, then nothing starts ----------------------------------

if ! matches "$PORT" '^[1-9][0-9]{0,4}$' || ! port_ok "$PORT"; then
  complain "PORT must be a port number (1-65535)"
fi
matches "$LISTEN_ADDRESS" '^[0-9]{1,3}(\.[0-9]{1,3}){3}$' ||
  complain "LISTEN_ADDRESS must be an IPv4 address such as 0.0.0.0 or 127.0.0.1"
matches "$NGINX_WORKER_PROCESSES" '^(auto|[1-9][0-9]{0,2})$' ||
  complain "NGINX_WORKER_PROCESSES must be auto or a number"
for name in SITE_ROOT RUNTIME_DIR NGINX_CONF_DIR NGINX_TEMP_DIR NGINX_PID_FILE; do
  check_path "$name"
done
[ "$NGINX_ERROR_LOG" = stderr ] || check_path NGINX_ERROR_LOG
# Strict-Transport-Security (packages/contracts/src/strict-transport-security.ts): seconds, empty
# or 0 for none (plain http://localhost).
HSTS_MAX_AGE=${HSTS_MAX_AGE:-}
matches "${HSTS_MAX_AGE:-0}" '^[0-9]{1,9}$' ||
  complain "HSTS_MAX_AGE must be a number of seconds (0 or empty: no header), e.g. 63072000"
[ "$NGINX_ACCESS_LOG" = off ] || check_path NGINX_ACCESS_LOG

case $APP in
shell)
  need_url MARKETING_REMOTE_URL "the URL of the marketing remote's mf-manifest.json"
  need_url BLOG_REMOTE_URL "the URL of the blog remote's mf-manifest.json"
  need_url CONTACT_REMOTE_URL "the URL of the contact remote's mf-manifest.json"
  need_url SUPABASE_URL "the blog backend the pages call (allowed by the shell's CSP)"
  need_url CONTACT_API_URL "the contact API the contact form and the newsletter post to (allowed by the shell's CSP)"
  need_url RECAPTCHA_SCRIPT_URL "the bot-check script the contact page and the newsletter sign-up load (allowed by the shell's CSP)"
  check_origins ALLOWED_ORIGINS optional
  load RENDERER_URL
  if [ -n "$value" ] && ! matches "$value" "$origin_pattern"; then
    complain "RENDERER_URL must be the renderer's origin, such as http://renderer:3010 (no path)"
  fi
  bundle_file=index.html
  ;;
*)
  check_origins ALLOWED_ORIGINS required
  bundle_file=mf-manifest.json
  ;;
esac
case $APP in
blog)
  need_url SUPABASE_URL "the blog backend (Supabase project URL)"
  need_key SUPABASE_ANON_KEY "the blog backend's public anon key"
  need_url CONTACT_API_URL "the contact API the newsletter sign-up posts to"
  need_key RECAPTCHA_SITE_KEY "the public reCAPTCHA v3 site key"
  need_url RECAPTCHA_SCRIPT_URL "the bot-check script, e.g. https://www.google.com/recaptcha/api.js"
  ;;
contact)
  need_url CONTACT_API_URL "the contact API the form posts to"
  need_key RECAPTCHA_SITE_KEY "the public reCAPTCHA v3 site key"
  need_url RECAPTCHA_SCRIPT_URL "the bot-check script, e.g. https://www.google.com/recaptcha/api.js"
  ;;
esac

if [ "$errors" -eq 0 ] && [ ! -f "$SITE_ROOT/$bundle_file" ]; then
  complain "SITE_ROOT ($SITE_ROOT) has no $bundle_file: is the $APP bundle there?"
fi

# The shell's build writes the scripts it inlines into index.html, and lists their CSP hash
# sources in csp-script-hashes.txt (inlineScriptHashesFile in @site/contracts/federation): the
# shell's CSP allows those and no other inline script. Without it the shell's entry could not
# run, so a shell bundle without it is refused. Checked like any value written into nginx.
INLINE_SCRIPTS=''
if [ "$APP" = shell ] && [ "$errors" -eq 0 ] && [ ! -f "$SITE_ROOT/csp-script-hashes.txt" ]; then
  complain "SITE_ROOT ($SITE_ROOT) has no csp-script-hashes.txt: is it a production build of the shell?"
elif [ "$APP" = shell ] && [ -f "$SITE_ROOT/csp-script-hashes.txt" ]; then
  INLINE_SCRIPTS=$(tr '\n' ' ' <"$SITE_ROOT/csp-script-hashes.txt")
  for source in $INLINE_SCRIPTS; do
    if ! matches "$source" "^'sha256-[A-Za-z0-9+/]{43}='\$"; then
      complain "$SITE_ROOT/csp-script-hashes.txt must hold only sha256 sources such as 'sha256-…=': is the shell bundle intact?"
      break
    fi
  done
fi
command -v envsubst >/dev/null 2>&1 || complain "envsubst is not installed (gettext)"
[ -f "$NGINX_TEMPLATE_DIR/nginx.conf.template" ] ||
  complain "NGINX_TEMPLATE_DIR ($NGINX_TEMPLATE_DIR) has no nginx.conf.template: write it with deploy/static/generate.ts"
[ "$errors" -eq 0 ] || exit $EX_CONFIG

# --- Runtime settings and the configuration ------------------------------------------------------

mkdir -p "$RUNTIME_DIR" "$NGINX_CONF_DIR" "$NGINX_TEMP_DIR"
# Only the files listed here are served; a stale file left in RUNTIME_DIR by an earlier start is not.
: >"$NGINX_CONF_DIR/runtime-files.conf"

# Pages: from the renderer (the shell with RENDERER_URL), or index.html for client-side routing
# (pages-*.conf, generated from the edge policy). A form the browser posted to one of the site's
# pages by itself is sent on by the shell, which serves the pages; a remote serves no page of the
# site, and every POST stays a 405 there.
if [ "$APP" = shell ] && [ -n "${RENDERER_URL:-}" ]; then
  export RENDERER_URL
  envsubst '${RENDERER_URL}' <"$NGINX_TEMPLATE_DIR/pages-renderer.conf.template" >"$NGINX_CONF_DIR/pages.conf"
else
  cp "$NGINX_TEMPLATE_DIR/pages-client.conf" "$NGINX_CONF_DIR/pages.conf"
fi
if [ "$APP" = shell ]; then
  cp "$NGINX_TEMPLATE_DIR/page-posts-shell.conf" "$NGINX_CONF_DIR/page-posts.conf"
else
  : >"$NGINX_CONF_DIR/page-posts.conf"
fi

# nginx map entries: an allowed Origin maps to itself (echoed back), anything else to nothing.
# Once each: nginx refuses a map with the same key twice.
for origin in $(each_origin "${ALLOWED_ORIGINS:-}"); do
  printf '"%s" $http_origin;\n' "$(origin_of "$origin")"
done | sort -u >"$NGINX_CONF_DIR/cors-origins.map"

# A remote's own HTML (its standalone page, if the bundle has one) talks to nothing else; the
# shell's allows what it loads and calls.
CONTENT_SECURITY_POLICY=$(content_security_policy '' '' '' '' '')

case $APP in
shell)
  # Same shape as shell/public/remotes.json; every remote is required (a forgotten variable would
  # otherwise ship a site with a missing section), checked by parseRemotesConfig in the shell.
  write_runtime_file remotes.json <<EOF
{
  "remotes": {
    "marketing": "$MARKETING_REMOTE_URL",
    "blog": "$BLOG_REMOTE_URL",
    "contact": "$CONTACT_REMOTE_URL"
  }
}
EOF
  bot_check=$(origin_of "$RECAPTCHA_SCRIPT_URL")
  CONTENT_SECURITY_POLICY=$(content_security_policy \
    "$(origin_of "$MARKETING_REMOTE_URL") $(origin_of "$BLOG_REMOTE_URL") $(origin_of "$CONTACT_REMOTE_URL")" \
    "$(origin_of "$SUPABASE_URL") $(origin_of "$CONTACT_API_URL")" \
    "$bot_check" "$(recaptcha_script_origins "$bot_check")" "$INLINE_SCRIPTS")
  ;;
blog)
  write_runtime_file config.json <<EOF
{
  "supabaseUrl": "$SUPABASE_URL",
  "supabaseAnonKey": "$SUPABASE_ANON_KEY",
  "contactApiUrl": "$CONTACT_API_URL",
  "recaptchaSiteKey": "$RECAPTCHA_SITE_KEY",
  "recaptchaScriptUrl": "$RECAPTCHA_SCRIPT_URL"
}
EOF
  ;;
contact)
  write_runtime_file config.json <<EOF
{
  "contactApiUrl": "$CONTACT_API_URL",
  "recaptchaSiteKey": "$RECAPTCHA_SITE_KEY",
  "recaptchaScriptUrl": "$RECAPTCHA_SCRIPT_URL"
}
EOF
  ;;
esac

# An empty value leaves the header out (nginx adds no header whose value is empty).
STRICT_TRANSPORT_SECURITY=''
# Leading zeros dropped: the value is checked above to be digits only.
hsts_seconds=$(printf '%s' "${HSTS_MAX_AGE:-0}" | sed 's/^0*//')
[ -z "$hsts_seconds" ] || STRICT_TRANSPORT_SECURITY="max-age=$hsts_seconds; includeSubDomains"

export PORT LISTEN_ADDRESS SITE_ROOT NGINX_CONF_DIR NGINX_TEMP_DIR NGINX_PID_FILE \
  NGINX_ERROR_LOG NGINX_ACCESS_LOG NGINX_WORKER_PROCESSES CONTENT_SECURITY_POLICY \
  STRICT_TRANSPORT_SECURITY
variables='${PORT} ${LISTEN_ADDRESS} ${SITE_ROOT} ${NGINX_CONF_DIR} ${NGINX_TEMP_DIR}
${NGINX_PID_FILE} ${NGINX_ERROR_LOG} ${NGINX_ACCESS_LOG} ${NGINX_WORKER_PROCESSES}
${CONTENT_SECURITY_POLICY} ${STRICT_TRANSPORT_SECURITY}'
for name in nginx.conf headers.conf; do
  envsubst "$variables" <"$NGINX_TEMPLATE_DIR/$name.template" >"$NGINX_CONF_DIR/$name"
done

printf 'entrypoint: serving the %s bundle from %s on %s:%s\n' "$APP" "$SITE_ROOT" "$LISTEN_ADDRESS" "$PORT" >&2
# -e: nginx's own log before it reads the configuration (the compiled-in path may not be writable).
exec "$NGINX_BIN" -e stderr -c "$NGINX_CONF_DIR/nginx.conf" -g 'daemon off;'
