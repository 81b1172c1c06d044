#!/usr/bin/env bash
# `npm test`: every test, in an order that keeps both cores busy without starving a test of time.
#  1. The unit projects (shared, functions, infra, web): CPU-bound, two Vitest workers.
#  2. Side by side: the integration tests against one local stack (then four suites again AWS-like), and the browser
#     tests against another. Both mostly wait on their stacks (each run's stack has its own data and ports).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/side-by-side.sh

npx vitest run --project shared --project functions --project infra --project web --maxWorkers=2
side_by_side 'integration tests, then AWS-like' 'npx vitest run --project integration && npm run test:aws-like' \
  'browser tests' 'npx playwright test'
