#!/usr/bin/env bash
# A streaming read replica of this machine's PostgreSQL on 127.0.0.1:5433, for the server's replica tests
# (docs/operations.md#replica):
#   bash tools/ci/replica.sh start        pg_basebackup the primary into a temporary folder, start it as a hot
#                                         standby, wait until it answers
#   bash tools/ci/replica.sh stop         stop it (and a primary of its own, see below), drop its slot, remove it
#   bash tools/ci/replica.sh run -- CMD   start, run CMD with TEST_DATABASE_URL on the primary and
#                                         TEST_REPLICA_URL on the replica, on a throwaway database; stop and
#                                         clean up whatever CMD's outcome, exit with CMD's status
#                                         (what a killed earlier run left is cleared first)
#   bash tools/ci/replica.sh server-down  stop the replica's server only (tests of the fallback)
#   bash tools/ci/replica.sh server-up    start it again; it catches up from its slot
#
# The primary is 127.0.0.1:5432 (REPLICA_PRIMARY_PORT) when its pg_hba.conf lets 127.0.0.1 in for
# replication. When it does not, the script says how to allow it and, unless REPLICA_PRIMARY=local,
# makes a throwaway primary of its own on 127.0.0.1:5434 (initdb, in the same folder) and replicates
# that one: nothing under /etc is edited. REPLICA_DIR (default /tmp/ondine-replica), REPLICA_PORT (5433),
# PG_BIN (the newest /usr/lib/postgresql/*/bin).
set -euo pipefail
cd "$(dirname "$0")/../.."

dir=${REPLICA_DIR:-/tmp/ondine-replica}
port=${REPLICA_PORT:-5433}
local_primary_port=${REPLICA_PRIMARY_PORT:-5432}
own_primary_port=${REPLICA_OWN_PRIMARY_PORT:-5434}
primary_mode=${REPLICA_PRIMARY:-auto}
slot=ondine_ci_replica
pg_bin=${PG_BIN:-$(find /usr/lib/postgresql -maxdepth 2 -name bin -type d 2>/dev/null | sort -V | tail -n 1)}

# PostgreSQL refuses to run as root: as root, its tools run as the postgres user.
as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

url() { echo "postgres://postgres@127.0.0.1:$1/${2:-postgres}"; }

sql() { psql "$(url "$1")?connect_timeout=3" -Atqc "$2"; }

# The port of the primary the replica follows, as `start` chose it.
primary_port() { cat "$dir/primary-port" 2>/dev/null || echo "$local_primary_port"; }

allows_replication() {
  psql "host=127.0.0.1 port=$1 user=postgres dbname=postgres replication=true connect_timeout=3" \
    -Atqc "IDENTIFY_SYSTEM" >/dev/null 2>"$dir/replication-check.err"
}

explain_replication_refused() {
  local hba
  hba=$(sql "$local_primary_port" "show hba_file" 2>/dev/null || echo "the server's pg_hba.conf")
  cat >&2 <<TEXT
The primary at 127.0.0.1:$local_primary_port refuses replication connections from 127.0.0.1:
  $(head -n 1 "$dir/replication-check.err")
To allow them, add this line to $hba (as root; a password method such as scram-sha-256 in
production, with a role that has REPLICATION):
  host  replication  postgres  127.0.0.1/32  trust
then reload the server: psql -h 127.0.0.1 -U postgres -c "select pg_reload_conf()"
(wal_level must be replica or logical and max_wal_senders above 0; both are PostgreSQL's defaults).
TEXT
}

start_own_primary() {
  local data="$dir/primary"
  as_postgres "$pg_bin/initdb" -D "$data" -U postgres --auth=trust --no-sync >"$dir/initdb.log"
  # initdb's pg_hba.conf already lets 127.0.0.1 in for replication under trust.
  cat >>"$data/postgresql.conf" <<CONF
port = $own_primary_port
listen_addresses = '127.0.0.1'
unix_socket_directories = '$dir'
wal_level = replica
max_wal_senders = 5
# A throwaway cluster: speed over durability.
fsync = off
synchronous_commit = off
full_page_writes = off
CONF
  as_postgres "$pg_bin/pg_ctl" -D "$data" -l "$dir/primary.log" -w -t 60 start >/dev/null
  echo "$own_primary_port" >"$dir/primary-port"
  echo "Started a throwaway primary on 127.0.0.1:$own_primary_port (data in $data)"
}

choose_primary() {
  if allows_replication "$local_primary_port"; then
    echo "$local_primary_port" >"$dir/primary-port"
    return 0
  fi
  explain_replication_refused
  if [ "$primary_mode" = "local" ]; then return 1; fi
  echo "Meanwhile (REPLICA_PRIMARY=$primary_mode), replicating a throwaway primary of this script's own." >&2
  start_own_primary
}

start() {
  if [ -f "$dir/replica/postmaster.pid" ]; then
    echo "A replica already runs from $dir; stop it first (bash $0 stop)." >&2
    return 1
  fi
  rm -rf "$dir"
  mkdir -p "$dir"
  if [ "$(id -u)" -eq 0 ]; then chown postgres: "$dir"; fi
  chmod 700 "$dir"
  choose_primary
  local primary
  primary=$(primary_port)
  # A slot keeps the primary's WAL until the replica has it (server-down then server-up catches up);
  # a stale one from an interrupted run is dropped first, and `stop` drops this one.
  sql "$primary" "select pg_drop_replication_slot('$slot') from pg_replication_slots where slot_name = '$slot'" >/dev/null
  # -R writes standby.signal and primary_conninfo; --checkpoint=fast does not wait for a spread checkpoint.
  as_postgres "$pg_bin/pg_basebackup" -h 127.0.0.1 -p "$primary" -U postgres -D "$dir/replica" \
    -R -X stream -C -S "$slot" --checkpoint=fast --no-sync
  # The replica's own settings (a Debian cluster keeps its configuration outside the data folder). A hot
  # standby needs these five at least as high as its primary's.
  local carried
  carried=$(sql "$primary" "select string_agg(name || ' = ' || setting, E'\n') from pg_settings
    where name in ('max_connections', 'max_worker_processes', 'max_wal_senders',
                   'max_prepared_transactions', 'max_locks_per_transaction')")
  as_postgres tee "$dir/replica/postgresql.conf" >/dev/null <<CONF
port = $port
listen_addresses = '127.0.0.1'
unix_socket_directories = '$dir'
hot_standby = on
hot_standby_feedback = on
$carried
CONF
  as_postgres tee "$dir/replica/pg_hba.conf" >/dev/null <<HBA
local all all trust
host all all 127.0.0.1/32 trust
HBA
  as_postgres touch "$dir/replica/pg_ident.conf"
  server_up
  echo "Replica of 127.0.0.1:$primary on 127.0.0.1:$port (hot standby; data and logs in $dir)"
  echo "  TEST_DATABASE_URL=$(url "$primary") TEST_REPLICA_URL=$(url "$port")"
}

server_up() {
  as_postgres "$pg_bin/pg_ctl" -D "$dir/replica" -l "$dir/replica.log" -w -t 60 start >/dev/null
  for _ in $(seq 1 100); do
    if [ "$(sql "$port" "select pg_is_in_recovery()" 2>/dev/null)" = "t" ]; then return 0; fi
    sleep 0.2
  done
  echo "The replica did not answer as a hot standby on 127.0.0.1:$port within 20 s; its log:" >&2
  tail -n 20 "$dir/replica.log" >&2 || true
  return 1
}

server_down() {
  if [ -f "$dir/replica/postmaster.pid" ]; then
    as_postgres "$pg_bin/pg_ctl" -D "$dir/replica" -m fast -w -t 60 stop >/dev/null
  fi
}

stop() {
  [ -d "$dir" ] || return 0
  server_down || true
  local primary
  primary=$(primary_port)
  sql "$primary" "select pg_drop_replication_slot('$slot') from pg_replication_slots where slot_name = '$slot'" \
    >/dev/null 2>&1 || true
  if [ -f "$dir/primary/postmaster.pid" ]; then
    as_postgres "$pg_bin/pg_ctl" -D "$dir/primary" -m immediate -w -t 60 stop >/dev/null || true
  fi
  rm -rf "$dir"
}

run() {
  local status primary
  # Global: the EXIT trap runs after this function has returned.
  run_database="ondine_rep_$(date +%s)_$$"
  # Set before starting, so that a failed start still stops what it began.
  trap 'PG_ADMIN_URL=$(url "$(primary_port)") node tools/ci/postgres-database.mjs drop "$run_database" >/dev/null 2>&1 || true; stop' EXIT
  # What a killed earlier run left behind (its trap never ran) would stop this one from starting.
  stop
  start
  primary=$(primary_port)
  PG_ADMIN_URL=$(url "$primary") node tools/ci/postgres-database.mjs create "$run_database"
  set +e
  REPLICA_DIR="$dir" TEST_DATABASE_URL=$(url "$primary" "$run_database") TEST_REPLICA_URL=$(url "$port" "$run_database") "$@"
  status=$?
  set -e
  return "$status"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  server-down) server_down ;;
  server-up) server_up ;;
  run)
    shift
    [ "${1:-}" = "--" ] && shift
    [ $# -gt 0 ] || { echo "Usage: $0 run -- COMMAND..." >&2; exit 2; }
    run "$@"
    ;;
  *)
    echo "Usage: $0 start|stop|run -- COMMAND...|server-down|server-up" >&2
    exit 2
    ;;
esac
