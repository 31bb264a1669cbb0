#!/usr/bin/env bash
# PgBouncer in transaction pooling mode in front of this machine's PostgreSQL, for the server's tests
# through a pooler (docs/operations.md#pgbouncer):
#   bash tools/ci/pgbouncer.sh start      write a pgbouncer.ini in a temporary folder, start it, wait for it
#   bash tools/ci/pgbouncer.sh stop       stop it and remove the folder (also after a failed start)
#   bash tools/ci/pgbouncer.sh run -- CMD start, run CMD with TEST_DATABASE_URL through PgBouncer and
#                                         TEST_DATABASE_DIRECT_URL to the server, on a throwaway database;
#                                         stop and drop it whatever CMD's outcome, exit with CMD's status
#                                         (what a killed earlier run left is cleared first)
# PGBOUNCER_DIR (default /tmp/ondine-pgbouncer), PGBOUNCER_PORT (6432), PGBOUNCER_UPSTREAM_PORT (5432).
set -euo pipefail
cd "$(dirname "$0")/../.."

dir=${PGBOUNCER_DIR:-/tmp/ondine-pgbouncer}
port=${PGBOUNCER_PORT:-6432}
upstream_port=${PGBOUNCER_UPSTREAM_PORT:-5432}
pgbouncer_bin=${PGBOUNCER_BIN:-/usr/sbin/pgbouncer}
# Debian's package, installed on a machine that has none yet (as CI does for nginx and chromium).
if [ ! -x "$pgbouncer_bin" ] && [ -z "${PGBOUNCER_BIN:-}" ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pgbouncer >/dev/null
  # The package starts its own service on 6432; this script runs its own.
  service pgbouncer stop >/dev/null 2>&1 || pkill -x pgbouncer || true
fi
admin_url="postgres://postgres@127.0.0.1:$upstream_port/postgres"

# PgBouncer refuses to run as root: as root, run it as the postgres user.
as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

ready() {
  psql "postgres://postgres@127.0.0.1:$port/postgres?connect_timeout=2" -Atqc "select 1" >/dev/null 2>&1
}

start() {
  if [ -f "$dir/pgbouncer.pid" ] && kill -0 "$(cat "$dir/pgbouncer.pid")" 2>/dev/null; then
    echo "PgBouncer already runs from $dir (pid $(cat "$dir/pgbouncer.pid")); stop it first." >&2
    return 1
  fi
  rm -rf "$dir"
  mkdir -p "$dir"
  # auth_type trust still needs the user listed in auth_file.
  echo '"postgres" ""' >"$dir/userlist.txt"
  # Every database name goes to the same server (`*`): the tests create and drop databases of
  # their own. ignore_startup_parameters: what some clients send that PgBouncer does not track.
  cat >"$dir/pgbouncer.ini" <<INI
[databases]
* = host=127.0.0.1 port=$upstream_port

[pgbouncer]
pool_mode = transaction
listen_addr = 127.0.0.1
listen_port = $port
unix_socket_dir =
auth_type = trust
auth_file = $dir/userlist.txt
admin_users = postgres
max_client_conn = 1000
default_pool_size = 20
ignore_startup_parameters = extra_float_digits
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
INI
  if [ "$(id -u)" -eq 0 ]; then chown -R postgres: "$dir"; fi
  as_postgres "$pgbouncer_bin" -d "$dir/pgbouncer.ini"
  for _ in $(seq 1 50); do
    if ready; then
      echo "PgBouncer (transaction pooling) on 127.0.0.1:$port in front of 127.0.0.1:$upstream_port; config and log in $dir"
      return 0
    fi
    sleep 0.2
  done
  echo "PgBouncer did not accept connections on 127.0.0.1:$port within 10 s; its log:" >&2
  tail -n 20 "$dir/pgbouncer.log" >&2 || true
  stop
  return 1
}

stop() {
  if [ -f "$dir/pgbouncer.pid" ]; then
    local pid
    pid=$(cat "$dir/pgbouncer.pid")
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 50); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
  fi
  rm -rf "$dir"
}

run() {
  local status
  # Global: the EXIT trap runs after this function has returned.
  run_database="ondine_pgb_$(date +%s)_$$"
  # Set before starting, so that a failed start still stops what it began.
  trap 'PG_ADMIN_URL=$admin_url node tools/ci/postgres-database.mjs drop "$run_database" >/dev/null 2>&1 || true; stop' EXIT
  # What a killed earlier run left behind (its trap never ran) would stop this one from starting.
  stop
  start
  PG_ADMIN_URL=$admin_url node tools/ci/postgres-database.mjs create "$run_database"
  set +e
  TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/$run_database" \
    TEST_DATABASE_DIRECT_URL="postgres://postgres@127.0.0.1:$upstream_port/$run_database" \
    "$@"
  status=$?
  set -e
  return "$status"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  run)
    shift
    [ "${1:-}" = "--" ] && shift
    [ $# -gt 0 ] || { echo "Usage: $0 run -- COMMAND..." >&2; exit 2; }
    run "$@"
    ;;
  *)
    echo "Usage: $0 start|stop|run -- COMMAND..." >&2
    exit 2
    ;;
esac
