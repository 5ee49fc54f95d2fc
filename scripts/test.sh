#!/usr/bin/env bash
# The README's test command: type check, lint, unit + API integration (PGlite, and PostgreSQL when
# TEST_DATABASE_URL is set), then end-to-end in Chromium against the built app on the real server.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

step "type check"
npm run typecheck
step "lint"
npm run lint
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  bash scripts/ensure-postgres.sh
else
  echo "(TEST_DATABASE_URL not set: the integration suite runs on PGlite only)"
fi
bash scripts/ensure-redis.sh
step "unit, component and API integration tests (vitest)"
npx vitest run
step "build, then end-to-end tests (Playwright, Debian Chromium)"
npm run test:e2e
