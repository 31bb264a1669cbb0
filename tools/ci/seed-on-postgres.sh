#!/usr/bin/env bash
# The seed's PostgreSQL-only test: two `--if-empty` seeds of one empty database
# at once (docs/operations.md#instances). The tools project runs in CI's unit
# step, without TEST_DATABASE_URL, where that test is skipped.
#   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/NAME bash tools/ci/seed-on-postgres.sh
set -euo pipefail
: "${TEST_DATABASE_URL:?set TEST_DATABASE_URL to a database on the PostgreSQL server (tests create their own beside it)}"
cd "$(dirname "$0")/../.."
exec npx vitest run --project tools --maxWorkers=1 tools/seed/src/seed-database.test.ts
