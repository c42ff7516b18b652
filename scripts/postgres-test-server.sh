#!/usr/bin/env bash
# A throwaway PostgreSQL 15 for tests: a fresh cluster in a temporary folder on a free local port,
# removed again on exit. Nothing is left behind and no system service is touched.
#
#   scripts/postgres-test-server.sh npm run test:pg   # run one command with DATABASE_URL set
#   scripts/postgres-test-server.sh                   # print DATABASE_URL, serve until Ctrl-C
#   source scripts/postgres-test-server.sh            # defines pg_test_start / pg_test_stop
#     pg_test_start && trap pg_test_stop EXIT         # ... exports DATABASE_URL
#
# As root (CI, our machines) the server runs as the `postgres` user through runuser, since initdb
# refuses root; as any other user it runs as that user. If the binaries are missing, root installs
# Debian's postgresql-15 (PGBIN overrides their folder).

PGBIN="${PGBIN:-/usr/lib/postgresql/15/bin}"

_pg_as_owner() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

_pg_install_if_missing() {
  [ -x "$PGBIN/initdb" ] && return 0
  if [ "$(id -u)" != "0" ]; then
    echo "postgres-test-server: $PGBIN/initdb is missing; install postgresql-15 (as root)" >&2
    return 1
  fi
  echo "postgres-test-server: installing postgresql-15 with apt-get" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql-15 >&2
  # The package starts a cluster of its own as a service on some machines; we never use it.
}

_pg_free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

pg_test_start() {
  _pg_install_if_missing || return 1
  PG_TEST_DIR="$(mktemp -d -t pg-test-XXXXXX)"
  if [ "$(id -u)" = "0" ]; then chown postgres: "$PG_TEST_DIR"; fi
  PG_TEST_PORT="${PG_TEST_PORT:-$(_pg_free_port)}"
  _pg_as_owner "$PGBIN/initdb" -D "$PG_TEST_DIR/data" -A trust -U postgres -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null ||
    { echo "postgres-test-server: initdb failed" >&2; return 1; }
  if ! _pg_as_owner "$PGBIN/pg_ctl" -D "$PG_TEST_DIR/data" -l "$PG_TEST_DIR/log" -w start \
    -o "-p $PG_TEST_PORT -k $PG_TEST_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" >/dev/null; then
    echo "postgres-test-server: the server did not start; its log:" >&2
    cat "$PG_TEST_DIR/log" >&2
    return 1
  fi
  "$PGBIN/psql" -h 127.0.0.1 -p "$PG_TEST_PORT" -U postgres -d postgres -qc 'create database app' ||
    { echo "postgres-test-server: could not create the database" >&2; return 1; }
  export PG_TEST_DIR PG_TEST_PORT
  export DATABASE_URL="postgres://postgres@127.0.0.1:$PG_TEST_PORT/app"
  echo "postgres-test-server: PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') at DATABASE_URL=$DATABASE_URL" >&2
}

pg_test_stop() {
  [ -n "${PG_TEST_DIR:-}" ] || return 0
  if [ -d "$PG_TEST_DIR/data" ]; then
    _pg_as_owner "$PGBIN/pg_ctl" -D "$PG_TEST_DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$PG_TEST_DIR"
  echo "postgres-test-server: stopped and removed" >&2
  unset PG_TEST_DIR
}

# Run directly (not sourced): wrap a command, or serve until interrupted.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  pg_test_start
  trap pg_test_stop EXIT
  trap 'exit 130' INT TERM
  if [ "$#" -gt 0 ]; then
    "$@"
  else
    echo "DATABASE_URL=$DATABASE_URL"
    echo "Press Ctrl-C to stop and remove it."
    while true; do sleep 3600; done
  fi
fi
