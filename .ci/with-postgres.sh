#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throw-away PostgreSQL cluster (Debian's binaries),
# started on a free local port as the postgres user and removed afterwards.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
dir=$(mktemp -d /tmp/basalt-pg-XXXXXX)
chown postgres "$dir"
run_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
# UTF8 whatever the machine's locale (without LANG initdb would make SQL_ASCII, where text functions work on bytes).
run_pg "$bin/initdb -D $dir/data -U postgres -A trust -E UTF8 --no-sync >/dev/null"
# PostgreSQL cannot take port 0, and a port found free now can be taken before it binds (another run on this
# machine): PGTEST_PORT if set, else try random ports until one start succeeds.
start_on() { run_pg "$bin/pg_ctl -D $dir/data -o '-p $1 -k $dir -c listen_addresses=127.0.0.1 -c fsync=off' -l $dir/log -w start >/dev/null"; }
if [ -n "${PGTEST_PORT:-}" ]; then
  port=$PGTEST_PORT
  start_on "$port"
else
  for try in 1 2 3 4 5 6 7 8 9 10; do
    port=$((20000 + RANDOM % 12000))
    if start_on "$port"; then break; fi
    [ "$try" = 10 ] && { cat "$dir/log" >&2; exit 1; }
  done
fi
cleanup() { run_pg "$bin/pg_ctl -D $dir/data -m immediate stop >/dev/null" || true; rm -rf "$dir"; }
trap cleanup EXIT
export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
