#!/usr/bin/env bash
# A rolling upgrade, end to end (docs/operations.md#upgrades): the previous release keeps serving while this
# tree's code migrates the database it uses, and starts again on that schema.
#   tools/ci/previous-release.sh [PREVIOUS_REF]
# PREVIOUS_REF: the release in production, by default released.json's releasedCommit
# (apps/server/drizzle/released.json). Skipped when the migrations journal is the same in both: nothing a
# rolling upgrade could break (ALWAYS=1 runs it anyway); HEAD tries uncommitted migrations.
# Needs a PostgreSQL server (PG_ADMIN_URL, default postgres@127.0.0.1:5432) and this tree installed (npm ci).
# It never changes this tree: the previous release is cloned, installed and built in a temporary folder.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
cd "$repo"
journey() { node "$repo/tools/ci/previous-release-journey.mjs" "$@"; }
journal=apps/server/drizzle/meta/_journal.json

ref=${1:-$(journey released-commit)}
# A clone of depth 1 lacks the release: deepen it once; if it still lacks it, say so and leave the
# migrations to the static check (apps/server/src/db/migrations-compatible.test.ts).
if ! git rev-parse --verify --quiet "$ref^{commit}" >/dev/null && [ "$(git rev-parse --is-shallow-repository)" = true ]; then
  git fetch --quiet --unshallow 2>/dev/null || true
  if ! git rev-parse --verify --quiet "$ref^{commit}" >/dev/null; then
    echo "Skipped: this shallow clone does not hold the release in production ($ref), and could not fetch it."
    exit 0
  fi
fi
previous=$(git rev-parse --verify --quiet "$ref^{commit}") || {
  echo "No commit $ref to take as the previous release (released.json's releasedCommit?)" >&2
  exit 2
}
if [ "${ALWAYS:-}" != 1 ] && git show "$previous:$journal" | cmp --silent - "$journal"; then
  echo "No migration since ${previous:0:12}: nothing a rolling upgrade could break (ALWAYS=1 runs it anyway)."
  exit 0
fi

started=$SECONDS
work=$(mktemp -d "${TMPDIR:-/tmp}/ondine-previous-release.XXXXXX")
database="ondine_prev_$(date +%s)_$$"
server_pids=()
cleanup() {
  local status=$?
  for pid in "${server_pids[@]}"; do kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null || true; done
  node tools/ci/postgres-database.mjs drop "$database" >/dev/null 2>&1 || true
  if [ "$status" -ne 0 ]; then
    for log in "$work"/*.log; do [ -f "$log" ] && printf '\n--- %s (last lines)\n' "$log" && tail -n 30 "$log" | cut -c1-600; done
  fi
  rm -rf "$work"
  printf '%d s in all (%s)\n' "$((SECONDS - started))" "$([ "$status" -eq 0 ] && echo passed || echo "failed, exit $status")"
}
trap cleanup EXIT
step() { printf '==> %4d s  %s\n' "$((SECONDS - started))" "$*"; }

step "Clone the previous release ${previous:0:12} ($(git show -s --format=%s "$previous" | cut -c1-70))"
git clone --quiet --no-checkout "$repo" "$work/previous"
git -C "$work/previous" checkout --quiet --detach "$previous"

if cmp --silent package-lock.json "$work/previous/package-lock.json"; then
  # Same packages: link this tree's installed ones (each node_modules entry) instead of a minute of npm ci.
  # The workspace links (@ondine/*) are made anew, relative, so that they name the clone's own sources.
  step "Link its packages (same package-lock.json as this tree)"
  while IFS= read -r modules; do
    mkdir -p "$work/previous/$modules"
    for entry in "$modules"/* "$modules"/.bin; do
      [ -e "$entry" ] && [ "$(basename "$entry")" != "@ondine" ] && ln -s "$repo/$entry" "$work/previous/$entry"
    done
    if [ -d "$modules/@ondine" ]; then
      mkdir -p "$work/previous/$modules/@ondine"
      for link in "$modules"/@ondine/*; do ln -s "$(readlink "$link")" "$work/previous/$link"; done
    fi
  done < <(find . -maxdepth 3 -name node_modules -type d -not -path './node_modules/*' -printf '%P\n')
else
  step "Install its packages (npm ci: its package-lock.json differs from this tree's)"
  (cd "$work/previous" && npm ci --no-audit --no-fund --prefer-offline >"$work/npm-ci.log" 2>&1)
fi

step "Build its server (esbuild)"
(cd "$work/previous" && node tools/build-node.mjs >"$work/build.log" 2>&1)

node tools/ci/postgres-database.mjs create "$database"
admin_url=${PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}
database_url=$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.href)' \
  "$admin_url" "$database")

# start_server NAME DIR COMMAND...: starts a server on a free port with the run's database; sets $base_url.
start_server() {
  local name=$1 dir=$2
  shift 2
  local port
  port=$(journey free-port)
  (cd "$dir" && DATABASE_URL="$database_url" PORT="$port" HOST=127.0.0.1 NODE_ENV=production LOG_LEVEL=warn \
    exec "$@" >>"$work/$name.log" 2>&1) &
  server_pids+=("$!")
  base_url="http://127.0.0.1:$port"
  journey wait-healthy "$base_url"
}
previous_migrations=$(grep -c '"tag"' "$work/previous/$journal")
new_migrations=$(grep -c '"tag"' "$journal")

step "Start the previous release on an empty database (it applies its $previous_migrations migrations)"
start_server previous "$work/previous" node apps/server/dist/main.js
previous_url=$base_url
previous_pid=${server_pids[-1]}
organism=$(journey prepare "$database_url")
journey journey "$previous_url" "$organism" "previous release, before the upgrade"

step "Start this tree's release beside it (it applies migrations $((previous_migrations + 1)) to $new_migrations)"
start_server new "$repo" node --import tsx apps/server/src/main.ts
new_url=$base_url
journey journey "$previous_url" "$organism" "previous release, still running, on the new schema"
journey journey "$new_url" "$organism" "new release, beside it"

step "Restart the previous release on the new schema"
kill "$previous_pid" && wait "$previous_pid" 2>/dev/null || true
start_server previous-restarted "$work/previous" node apps/server/dist/main.js
journey journey "$base_url" "$organism" "previous release, started again on the new schema"
