#!/bin/sh
# Starts nginx for one static bundle of the site: the shell or a remote (APP). It checks the
# environment, writes the bundle's runtime files (remotes.json or config.json) into a writable
# runtime folder, fills the run-time values into nginx's configuration and replaces itself with
# nginx.
#
# It is no second copy of the edge's rules (decision 031). The configuration, and settings.sh
# (which values each app takes, how each is checked, which file or CSP group it goes into), are
# generated from the edge policy and deploy/static/settings.ts when the image is built
# (generate.ts), into NGINX_TEMPLATE_DIR. This script holds the few generic steps they call.
#
# POSIX sh: runs under busybox ash (Alpine images) and dash (Debian, the tests). Every value is
# checked against a strict character set before it is written into JSON or nginx configuration,
# so no value can break out of either. See README.md beside this file for the variables.
set -euf # -f: values are split on purpose below, never globbed
LC_ALL=C # ASCII ranges in grep and tr
export LC_ALL

EX_CONFIG=78 # sysexits.h: configuration error

# complain NAME MESSAGE: one bad variable, reported as every settings reader of the site reports
# them (decision 032, z.prettifyError's format): a first line naming the reader, then each
# problem as "✖ MESSAGE" and "  → at NAME" (no NAME: a problem of no one variable).
errors=0
complain() {
  [ "$errors" -gt 0 ] || printf 'static-app: invalid settings\n' >&2
  printf '✖ %s\n' "$2" >&2
  [ -z "$1" ] || printf '  → at %s\n' "$1" >&2
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

# port_in VALUE: the explicit port of a URL or origin, empty when there is none (and for any
# value that is no URL: an IPv6 address's last group is no port).
port_in() {
  case $1 in *://*) ;; *) return 0 ;; esac
  rest=${1#*://}
  host=${rest%%/*}
  case $host in *:*) printf '%s' "${host##*:}" ;; esac
}

port_ok() { [ -z "$1" ] || [ "$1" -le 65535 ]; }

# valid VALUE: VALUE matches $pattern, and its port (if any) is one.
valid() { matches "$1" "$pattern" && port_ok "$(port_in "$1")"; }

# each_item LIST: the comma-separated items of LIST, one per line, blanks around them removed.
each_item() {
  printf '%s\n' "$1" | tr ',' '\n' | sed 's/^[[:blank:]]*//; s/[[:blank:]]*$//' | grep -v '^$' || true
}

# check KIND NAME required|optional WHAT: the value of NAME against KIND's rule of settings.sh
# (KIND_pattern, KIND_wrong; KIND_list: comma-separated items, each checked).
check() {
  load "$2"
  eval "pattern=\$$1_pattern wrong=\$$1_wrong list=\${$1_list:-}"
  items=$value
  if [ -n "$list" ]; then
    case $value in *"$newline"*)
      complain "$2" "must be a single line"
      return 0
      ;;
    esac
    items=$(each_item "$value")
  fi
  if [ -z "$items" ]; then
    [ "$3" = optional ] || complain "$2" "is required: $4"
    return 0
  fi
  if [ -z "$list" ]; then
    valid "$value" || complain "$2" "$wrong: $4"
    return 0
  fi
  saved_ifs=$IFS
  IFS=$newline
  for item in $items; do
    if ! valid "$item"; then
      complain "$2" "$wrong: $4"
      break
    fi
  done
  IFS=$saved_ifs
}

# check_path NAME: an absolute path (it is written into the nginx configuration).
check_path() {
  load "$1"
  matches "$value" '^/[A-Za-z0-9._/-]*$' ||
    complain "$1" "must be an absolute path (letters, digits and . _ / - only)"
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

# fill_policy POLICY: the generated policy with each @group replaced by the sources in
# $csp_group (none: nothing), each source once per directive, in order (the list() of the edge
# policy's contentSecurityPolicy).
fill_policy() {
  policy=''
  rest="$1;"
  while [ -n "$rest" ]; do
    directive=${rest%%;*}
    rest=${rest#*;}
    words=''
    for word in $directive; do
      case $word in
      @*) eval "sources=\${csp_${word#@}:-}" ;;
      *) sources=$word ;;
      esac
      for source in $sources; do
        case " $words " in *" $source "*) ;; *) words="${words:+$words }$source" ;; esac
      done
    done
    policy="${policy:+$policy; }$words"
  done
  printf '%s' "$policy"
}

# write_runtime_file NAME: writes standard input to the runtime folder as NAME and serves it at
# /NAME in place of any file of that name in the bundle.
write_runtime_file() {
  cat >"$RUNTIME_DIR/$1"
  # With the release registry's folder, releases.conf serves remotes.json (the registry's first).
  [ "$1" = remotes.json ] && [ -n "${RELEASES_DIR:-}" ] && return 0
  printf 'location = /%s {\n    root %s;\n}\n' "$1" "$RUNTIME_DIR" >>"$NGINX_CONF_DIR/runtime-files.conf"
}

# --- Where things are, and which bundle ---------------------------------------------------------

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

if [ ! -f "$NGINX_TEMPLATE_DIR/settings.sh" ] || [ ! -f "$NGINX_TEMPLATE_DIR/nginx.conf.template" ]; then
  complain NGINX_TEMPLATE_DIR "$NGINX_TEMPLATE_DIR has no generated configuration: write it with deploy/static/generate.ts"
  exit $EX_CONFIG
fi
# shellcheck source=/dev/null # generated when the image is built
. "$NGINX_TEMPLATE_DIR/settings.sh"

# The image names the app by its folder (remote-blog): the bundle is blog.
APP=${APP:-}
APP=${APP#remote-}
if [ -z "$APP" ]; then
  complain APP "is required: one of $apps"
  exit $EX_CONFIG
fi
case " $apps " in
*" $APP "*) ;;
*)
  complain APP "must be one of $apps"
  exit $EX_CONFIG
  ;;
esac

# --- Validation: every problem is reported, then nothing starts ----------------------------------

if ! matches "$PORT" '^[1-9][0-9]{0,4}$' || ! port_ok "$PORT"; then
  complain PORT "must be a port number (1-65535)"
fi
matches "$LISTEN_ADDRESS" '^[0-9]{1,3}(\.[0-9]{1,3}){3}$' ||
  complain LISTEN_ADDRESS "must be an IPv4 address such as 0.0.0.0 or 127.0.0.1"
matches "$NGINX_WORKER_PROCESSES" '^(auto|[1-9][0-9]{0,2})$' ||
  complain NGINX_WORKER_PROCESSES "must be auto or a number"
for name in SITE_ROOT RUNTIME_DIR NGINX_CONF_DIR NGINX_TEMP_DIR NGINX_PID_FILE; do
  check_path "$name"
done
[ "$NGINX_ERROR_LOG" = stderr ] || check_path NGINX_ERROR_LOG
[ "$NGINX_ACCESS_LOG" = off ] || check_path NGINX_ACCESS_LOG

# The app's run-time values, as settings.ts says.
check_settings

bundle_file=mf-manifest.json
[ "$APP" != shell ] || bundle_file=index.html
if [ "$errors" -eq 0 ] && [ ! -f "$SITE_ROOT/$bundle_file" ]; then
  complain SITE_ROOT "$SITE_ROOT has no $bundle_file: is the $APP bundle there?"
fi

# The shell's build writes the scripts it inlines into index.html, and lists their CSP hash
# sources in csp-script-hashes.txt (inlineScriptHashesFile in @site/contracts/federation): the
# shell's CSP allows those and no other inline script. Without it the shell's entry could not
# run, so a shell bundle without it is refused. Checked like any value written into nginx.
csp_inlineScripts=''
if [ "$APP" = shell ] && [ "$errors" -eq 0 ] && [ ! -f "$SITE_ROOT/csp-script-hashes.txt" ]; then
  complain SITE_ROOT "$SITE_ROOT has no csp-script-hashes.txt: is it a production build of the shell?"
elif [ "$APP" = shell ] && [ -f "$SITE_ROOT/csp-script-hashes.txt" ]; then
  csp_inlineScripts=$(tr '\n' ' ' <"$SITE_ROOT/csp-script-hashes.txt")
  for source in $csp_inlineScripts; do
    if ! matches "$source" "^'sha256-[A-Za-z0-9+/]{43}='\$"; then
      complain SITE_ROOT "$SITE_ROOT/csp-script-hashes.txt must hold only sha256 sources such as 'sha256-…=': is the shell bundle intact?"
      break
    fi
  done
fi
command -v envsubst >/dev/null 2>&1 || complain "" "envsubst is not installed (gettext)"
[ "$errors" -eq 0 ] || exit $EX_CONFIG

# --- Runtime files and the configuration ---------------------------------------------------------

mkdir -p "$RUNTIME_DIR" "$NGINX_CONF_DIR" "$NGINX_TEMP_DIR"
# Only the files listed here are served; a stale file left in RUNTIME_DIR by an earlier start is not.
: >"$NGINX_CONF_DIR/runtime-files.conf"

# remotes.json or config.json, and the origins of the CSP's groups.
write_settings
CONTENT_SECURITY_POLICY=$(fill_policy "$(policy_template)")

# The release registry's folder (the shell with RELEASES_DIR, decision 037): /remotes.json is
# the registry's file there once it has written one, else the environment's; its releases are
# served at /releases/<remote>/<version>/. Where the folder may be written, the environment's
# remotes.json is left there as base-remotes.json, whole (renamed in), for the registry to make
# its file over: a remote with no live release keeps the place the environment gives it.
if [ "$APP" = shell ] && [ -n "${RELEASES_DIR:-}" ]; then
  if [ -w "$RELEASES_DIR" ]; then
    cp "$RUNTIME_DIR/remotes.json" "$RELEASES_DIR/.base-remotes.json.$$"
    mv -f "$RELEASES_DIR/.base-remotes.json.$$" "$RELEASES_DIR/base-remotes.json"
  fi
  export RELEASES_DIR RUNTIME_DIR NGINX_CONF_DIR
  envsubst '${RELEASES_DIR} ${RUNTIME_DIR} ${NGINX_CONF_DIR}' <"$NGINX_TEMPLATE_DIR/releases.conf.template" >"$NGINX_CONF_DIR/releases.conf"
else
  : >"$NGINX_CONF_DIR/releases.conf"
fi

# Pages: from the renderer (the shell with RENDERER_URL), or index.html for client-side routing.
# A form the browser posted to one of the site's pages by itself is sent on by the shell, which
# serves the pages; a remote serves no page of the site, and every POST stays a 405 there.
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

# The proxies in front whose X-Forwarded-For names the client (the shell's TRUSTED_PROXIES):
# nginx then counts that client, for its bound at the renderer (decision 047) and in the log.
for address in $([ "$APP" = shell ] && each_item "${TRUSTED_PROXIES:-}"); do
  printf 'set_real_ip_from %s;\n' "$address"
done >"$NGINX_CONF_DIR/real-ip.conf"

# nginx map entries: an allowed Origin maps to itself (echoed back), anything else to nothing.
# Once each: nginx refuses a map with the same key twice.
for origin in $(each_item "${ALLOWED_ORIGINS:-}"); do
  printf '"%s" $http_origin;\n' "$(origin_of "$origin")"
done | sort -u >"$NGINX_CONF_DIR/cors-origins.map"

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
for name in nginx.conf headers.conf release-headers.conf; do
  envsubst "$variables" <"$NGINX_TEMPLATE_DIR/$name.template" >"$NGINX_CONF_DIR/$name"
done

printf 'entrypoint: serving the %s bundle from %s on %s:%s\n' "$APP" "$SITE_ROOT" "$LISTEN_ADDRESS" "$PORT" >&2
# -e: nginx's own log before it reads the configuration (the compiled-in path may not be writable).
exec "$NGINX_BIN" -e stderr -c "$NGINX_CONF_DIR/nginx.conf" -g 'daemon off;'
