#!/usr/bin/env bash
# Re-runnable evaluation of Trustroom's drafting through its HTTP API (port 3411, own DATA_DIR).
set -euo pipefail
cd "$(dirname "$0")"
node build-kb.mjs
node build-questionnaires.mjs
node driver.mjs "$@"
node report.mjs
