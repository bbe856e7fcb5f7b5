#!/usr/bin/env bash
# npm test: typecheck, lint, unit and integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
# then the Playwright journeys against a production build on a fresh embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== typecheck"
npx tsc --noEmit

echo "== lint (ESLint: Next's rules and typescript-eslint, zero warnings; Prettier: every file formatted)"
npx eslint . --max-warnings 0
npx prettier --check . --log-level warn

echo "== unit + integration (PGlite)"
npx vitest run

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== integration (PostgreSQL at ${TEST_DATABASE_URL%%\?*})"
  TEST_ENGINE=postgres npx vitest run --project integration
fi

echo "== end-to-end (Playwright, Chromium)"
SKIP_BUILD_TYPECHECK=1 npx playwright test
