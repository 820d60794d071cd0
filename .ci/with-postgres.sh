#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throw-away PostgreSQL cluster (Debian's binaries),
# started on a free local port as the postgres user and removed afterwards.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
dir=$(mktemp -d /tmp/basalt-pg-XXXXXX)
port=${PGTEST_PORT:-55432}
chown postgres "$dir"
run_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
run_pg "$bin/initdb -D $dir/data -U postgres -A trust --no-sync >/dev/null"
run_pg "$bin/pg_ctl -D $dir/data -o '-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off' -l $dir/log -w start >/dev/null"
cleanup() { run_pg "$bin/pg_ctl -D $dir/data -m immediate stop >/dev/null" || true; rm -rf "$dir"; }
trap cleanup EXIT
export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
