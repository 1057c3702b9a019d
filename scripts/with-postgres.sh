#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL cluster, then removes the cluster.
# Usage: bash scripts/with-postgres.sh COMMAND...   (needs root or the postgres user; CI runs as root)
set -euo pipefail
PG_BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
PORT=${PG_TEST_PORT:-54329}
DIR=$(mktemp -d /tmp/studio-pg.XXXXXX)
chmod 755 "$DIR"
mkdir -p "$DIR/data" "$DIR/sock"
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown -R postgres:postgres "$DIR"

cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

as_pg "$PG_BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 >/dev/null
as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR/sock -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres studio

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/studio"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
"$@"
