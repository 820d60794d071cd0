#!/usr/bin/env bash
# Runs a command beside a throw-away Strapi (the cms/ project) seeded with the site's sample content:
#   bash .ci/with-strapi.sh <command...>
# It starts its own PostgreSQL cluster (Debian's binaries, as with-postgres.sh; the caller's DATABASE_URL is
# left alone), installs cms/node_modules if missing or older than cms/package-lock.json, builds the project
# (`strapi build`: its TypeScript and the admin panel) if the build is missing or older than its sources,
# starts Strapi on a free port with random secrets, waits for it, seeds it (server/cli/cms-export.ts, then
# cms/scripts/seed.js), and runs the command with
#   STRAPI_URL, CONTENT_API_URL (= STRAPI_URL), CONTENT_API_TOKEN (the read-only "site" token),
#   CMS_EDITOR_TOKEN (a full-access token), CONTENT_WEBHOOK_SECRET, CONTENT_PREVIEW_SECRET, CMS_ADMIN_EMAIL and
#   CMS_ADMIN_PASSWORD (the first administrator, so the admin panel opens on its sign-in page)
# exported, and CMS_STRAPI_ENV_FILE (the Strapi process's environment, one NAME=value a line: for code that
# runs Strapi on the same database, e.g. cms/test/smoke.mjs running the seed again). SITE_URL (default
# http://127.0.0.1:3000), and CONTENT_API_TOKEN / CMS_EDITOR_TOKEN / CONTENT_WEBHOOK_SECRET /
# CONTENT_PREVIEW_SECRET when already set, are taken from the caller. Everything is
# stopped and removed afterwards; the command's exit status is the script's. Each phase's time goes to stderr.
# With CMS_DATA_DIR=<folder> nothing is thrown away: the PostgreSQL cluster, the uploads and the secrets live
# there and are used again next time, the seed runs only when the folder is new, and Strapi listens on
# CMS_PORT (default 1337). `npm run start:cms` runs the site that way (README).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cms="$root/cms"
[ "$#" -gt 0 ] || { echo "usage: bash .ci/with-strapi.sh <command...>" >&2; exit 2; }

now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }
timings=()
phase() { timings+=("$1 $2"); echo "with-strapi: $1 $2" >&2; }

keep="${CMS_DATA_DIR:-}"
if [ -n "$keep" ]; then
  mkdir -p "$keep"
  work=$(cd "$keep" && pwd)
else
  work=$(mktemp -d /tmp/basalt-strapi-XXXXXX)
fi
chmod 755 "$work"
strapi_pid=""
pg_started=""
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
run_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
cleanup() {
  if [ -n "$strapi_pid" ] && kill -0 "$strapi_pid" 2>/dev/null; then
    kill -TERM "$strapi_pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$strapi_pid" 2>/dev/null || break; sleep 0.2; done
    kill -KILL "$strapi_pid" 2>/dev/null || true
  fi
  if [ -n "$keep" ]; then
    [ -n "$pg_started" ] && run_pg "$bin/pg_ctl -D $work/pg/data -m fast stop >/dev/null" || true
    return
  fi
  [ -n "$pg_started" ] && run_pg "$bin/pg_ctl -D $work/pg/data -m immediate stop >/dev/null" || true
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# 1. PostgreSQL: a cluster of its own on a free port (PostgreSQL cannot take port 0: try random ports).
fresh=""
if [ ! -f "$work/pg/data/PG_VERSION" ]; then
  fresh=1
  mkdir -p "$work/pg"
  [ "$(id -u)" = 0 ] && chown postgres "$work/pg"
  run_pg "$bin/initdb -D $work/pg/data -U postgres -A trust -E UTF8 --no-sync >/dev/null"
fi
start_pg() { run_pg "$bin/pg_ctl -D $work/pg/data -o '-p $1 -k $work/pg -c listen_addresses=127.0.0.1 -c fsync=off' -l $work/pg/log -w start >/dev/null"; }
for try in 1 2 3 4 5 6 7 8 9 10; do
  pg_port=$((20000 + RANDOM % 12000))
  if start_pg "$pg_port"; then pg_started=1; break; fi
  [ "$try" = 10 ] && { cat "$work/pg/log" >&2; exit 1; }
done

# 2. Dependencies (npm install respects the committed lockfile; `npm ci` may refuse one made on another platform).
t=$(now)
installed="$cms/node_modules/.package-lock.json"
if [ ! -f "$installed" ] || [ ! -x "$cms/node_modules/.bin/strapi" ] \
  || [ "$cms/package-lock.json" -nt "$installed" ] || [ "$cms/package.json" -nt "$installed" ]; then
  npm --prefix "$cms" install --no-audit --no-fund --loglevel=error </dev/null >&2
  touch "$installed"
  phase install "$(since "$t")s"
else
  phase install "skipped (present)"
fi

# 3. Build (server TypeScript + admin panel) when missing or older than any source.
t=$(now)
marker="$cms/dist/build/index.html"
stale=""
if [ ! -f "$marker" ] || [ ! -f "$cms/dist/src/index.js" ]; then
  stale="missing"
else
  stale=$(find "$cms/src" "$cms/config" "$cms/package.json" "$cms/package-lock.json" "$cms/tsconfig.json" -newer "$marker" -print -quit 2>/dev/null || true)
fi
if [ -n "$stale" ]; then
  (cd "$cms" && STRAPI_TELEMETRY_DISABLED=true NODE_ENV=production node_modules/.bin/strapi build --silent </dev/null >&2)
  phase build "$(since "$t")s"
else
  phase build "skipped (current)"
fi

# 4. Environment: random secrets, the caller's tokens and site address when given.
rand() { node -e 'process.stdout.write(require("crypto").randomBytes(+process.argv[1]).toString(process.argv[2]))' "$1" "$2"; }
# A kept folder keeps its secrets (Strapi's salts must not change under its stored tokens and sessions).
if [ -n "$keep" ] && [ -f "$work/secrets.env" ]; then
  set -a
  # shellcheck disable=SC1091
  . "$work/secrets.env"
  set +a
fi
SITE_URL=${SITE_URL:-http://127.0.0.1:3000}
CONTENT_API_TOKEN=${CONTENT_API_TOKEN:-$(rand 32 hex)}
CMS_EDITOR_TOKEN=${CMS_EDITOR_TOKEN:-$(rand 32 hex)}
CONTENT_WEBHOOK_SECRET=${CONTENT_WEBHOOK_SECRET:-$(rand 32 base64url)}
CONTENT_PREVIEW_SECRET=${CONTENT_PREVIEW_SECRET:-$(rand 32 base64url)}
CMS_ADMIN_EMAIL=${CMS_ADMIN_EMAIL:-editor@basalt.test}
CMS_ADMIN_PASSWORD=${CMS_ADMIN_PASSWORD:-Aa1$(rand 18 hex)}
APP_KEYS=${APP_KEYS:-"$(rand 16 base64),$(rand 16 base64)"}
API_TOKEN_SALT=${API_TOKEN_SALT:-$(rand 16 base64)}
ADMIN_JWT_SECRET=${ADMIN_JWT_SECRET:-$(rand 16 base64)}
TRANSFER_TOKEN_SALT=${TRANSFER_TOKEN_SALT:-$(rand 16 base64)}
JWT_SECRET=${JWT_SECRET:-$(rand 16 base64)}
ENCRYPTION_KEY=${ENCRYPTION_KEY:-$(rand 16 base64)}
if [ -n "$keep" ] && [ ! -f "$work/secrets.env" ]; then
  (umask 077 && for name in APP_KEYS API_TOKEN_SALT ADMIN_JWT_SECRET TRANSFER_TOKEN_SALT JWT_SECRET ENCRYPTION_KEY \
    CONTENT_API_TOKEN CMS_EDITOR_TOKEN CONTENT_WEBHOOK_SECRET CONTENT_PREVIEW_SECRET CMS_ADMIN_EMAIL CMS_ADMIN_PASSWORD; do
    printf "%s='%s'\n" "$name" "${!name}"
  done >"$work/secrets.env")
fi
mkdir -p "$work/public/uploads"
cp "$cms/public/robots.txt" "$work/public/" 2>/dev/null || true
strapi_port=${CMS_PORT:-}
[ -n "$keep" ] && strapi_port=${strapi_port:-1337}
[ -n "$strapi_port" ] || strapi_port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port));s.close()})')
STRAPI_URL="http://127.0.0.1:$strapi_port"
strapi_env=(
  env NODE_ENV=production STRAPI_TELEMETRY_DISABLED=true STRAPI_PUBLIC_DIR="$work/public"
  HOST=127.0.0.1 PORT="$strapi_port"
  DATABASE_CLIENT=postgres DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/postgres"
  DATABASE_HOST=127.0.0.1 DATABASE_PORT="$pg_port" DATABASE_NAME=postgres DATABASE_USERNAME=postgres DATABASE_PASSWORD=
  APP_KEYS="$APP_KEYS" API_TOKEN_SALT="$API_TOKEN_SALT" ADMIN_JWT_SECRET="$ADMIN_JWT_SECRET"
  TRANSFER_TOKEN_SALT="$TRANSFER_TOKEN_SALT" JWT_SECRET="$JWT_SECRET" ENCRYPTION_KEY="$ENCRYPTION_KEY"
  SITE_URL="$SITE_URL" CMS_SITE_TOKEN="$CONTENT_API_TOKEN" CMS_EDITOR_TOKEN="$CMS_EDITOR_TOKEN"
  CMS_WEBHOOK_SECRET="$CONTENT_WEBHOOK_SECRET" CMS_PREVIEW_SECRET="$CONTENT_PREVIEW_SECRET"
  CMS_ADMIN_EMAIL="$CMS_ADMIN_EMAIL" CMS_ADMIN_PASSWORD="$CMS_ADMIN_PASSWORD"
)

# The Strapi process's environment, for commands that run Strapi code on the same database (the seed's tests).
printf '%s\n' "${strapi_env[@]:1}" >"$work/strapi.env"
chmod 600 "$work/strapi.env"

# 5. Start, and wait until it answers.
t=$(now)
(cd "$cms" && exec "${strapi_env[@]}" node_modules/.bin/strapi start </dev/null >"$work/strapi.log" 2>&1) &
strapi_pid=$!
for _ in $(seq 1 600); do
  if curl -sf -o /dev/null "$STRAPI_URL/_health"; then break; fi
  if ! kill -0 "$strapi_pid" 2>/dev/null; then
    echo "with-strapi: Strapi exited while starting; its log:" >&2
    tail -n 60 "$work/strapi.log" >&2
    exit 1
  fi
  sleep 0.5
done
curl -sf -o /dev/null "$STRAPI_URL/_health" || { echo "with-strapi: Strapi did not answer in 300 s" >&2; tail -n 60 "$work/strapi.log" >&2; exit 1; }
phase start "$(since "$t")s"

# 6. Seed: the site's sample content (the site side writes it, the CMS side stores it); a kept folder only once,
# so an editor's changes are never overwritten.
t=$(now)
if [ -n "$keep" ] && [ -z "$fresh" ]; then
  phase seed "skipped (kept folder)"
else
(cd "$root" && npx --no-install tsx server/cli/cms-export.ts </dev/null >&2)
(cd "$cms" && "${strapi_env[@]}" node --no-deprecation scripts/seed.js </dev/null >&2) || {
  echo "with-strapi: the seed failed; Strapi's log:" >&2
  tail -n 40 "$work/strapi.log" >&2
  exit 1
}
phase seed "$(since "$t")s"
fi
echo "with-strapi: ${timings[*]} (Strapi at $STRAPI_URL, log $work/strapi.log)" >&2
if [ -n "$keep" ]; then
  echo "with-strapi: the admin panel is $STRAPI_URL/admin: sign in as $CMS_ADMIN_EMAIL, password in $work/secrets.env" >&2
fi

export STRAPI_URL CONTENT_API_URL="$STRAPI_URL" CONTENT_API_TOKEN CMS_EDITOR_TOKEN CONTENT_WEBHOOK_SECRET CONTENT_PREVIEW_SECRET CMS_ADMIN_EMAIL CMS_ADMIN_PASSWORD
export CMS_STRAPI_ENV_FILE="$work/strapi.env"
set +e
"$@"
status=$?
set -e
exit "$status"
