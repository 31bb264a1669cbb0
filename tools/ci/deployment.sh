#!/usr/bin/env bash
# CI: the deployment of deploy/ on this machine (docs/operations.md#deployment, deploy/README.md):
# a PostgreSQL database seeded with the demo data, two instances of the built server, nginx in
# front with deploy/nginx/ondine.conf, and a person's journey through it in Chromium while a
# collector reports and one instance stops (e2e/src/deployment/two-instances.deployment.test.ts).
#   npm run build && bash tools/ci/deployment.sh
# Needs nginx, openssl and chromium (installed here when missing, as .ci/run does for chromium) and
# the PostgreSQL server of PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres).
# The journey cleans up after itself; this script's trap does it again for a run that died (its
# processes by the pid files in the run folder, its database by name).
set -euo pipefail
cd "$(dirname "$0")/../.."

missing=()
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v openssl >/dev/null || missing+=(openssl)
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
if [ "${#missing[@]}" -gt 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if [ ! -f apps/server/dist/main.js ] || [ ! -f tools/dist/seed.js ] || [ ! -f apps/web/dist/index.html ]; then
  echo "Build first: npm run build" >&2
  exit 1
fi

run_dir="$(mktemp -d "${TMPDIR:-/tmp}/ondine-deployment-XXXXXX")"
database="ondine_deployment_$(date +%s)_$$"
clean_up() {
  local status=$?
  for pid_file in "$run_dir"/*.pid "$run_dir"/nginx/nginx.pid; do
    [ -f "$pid_file" ] || continue
    pid="$(cat "$pid_file")"
    # Only if it is still the process the run started: a pid may have been given to another since.
    if [ -n "$pid" ] && grep -qE 'nginx|apps/server/dist/main.js' "/proc/$pid/cmdline" 2>/dev/null; then
      kill -TERM "$pid" 2>/dev/null || true
    fi
  done
  node tools/ci/postgres-database.mjs drop "$database" || true
  rm -rf "$run_dir"
  exit "$status"
}
trap clean_up EXIT

(cd e2e && DEPLOYMENT_RUN_DIR="$run_dir" DEPLOYMENT_DATABASE="$database" npx vitest run --config vitest.deployment.config.ts)
