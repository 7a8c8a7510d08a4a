#!/usr/bin/env bash
# Held-out evaluation of Trustroom (vendor M). Re-runnable: ./run.sh
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
MAIN="$(cd "$HERE/../../.." && pwd)"
PORT=3413
# The product under test. Default: the committed HEAD of $MAIN, exported read-only (git archive) into
# product/<sha>, so that uncommitted edits in progress there do not leak into the figures.
# TR_REPO=$MAIN ./run.sh tests the working tree as it is instead.
if [ -n "${TR_REPO:-}" ]; then REPO="$TR_REPO"
else
  SHA=$(git -C $MAIN rev-parse HEAD)
  REPO="$HERE/product/$SHA"
  if [ ! -f "$REPO/.exported" ]; then
    rm -rf "$HERE/product"; mkdir -p "$REPO"
    git -C $MAIN archive "$SHA" | tar -x -C "$REPO"
    ln -s $MAIN/node_modules "$REPO/node_modules"
    echo "$SHA" > "$REPO/.exported"
  fi
fi
DATA="$HERE/data-run"
LOG="$HERE/results/server.log"
cd "$HERE"
mkdir -p results

# 0. build the test set (deterministic)
python3 qsrc/questions.py >/dev/null
node build/make-kb.cjs >/dev/null
node build/make-questionnaires.cjs >/dev/null

# 1. a fresh server of our own on port 3413
if [ -f results/server.pgid ]; then OLD=$(cat results/server.pgid); if ps -o cmd= -g "$OLD" 2>/dev/null | grep -q "server/main.ts"; then kill -- -"$OLD" 2>/dev/null || true; sleep 2; fi; rm -f results/server.pgid; fi
if curl -s -o /dev/null --max-time 2 "http://localhost:$PORT/"; then echo "port $PORT is busy (not our server?)"; exit 1; fi
rm -rf "$DATA"
rm -f results/server.pgid
# setsid: the server and its children get their own process group, which we (and only we) stop at the end
setsid bash -c 'echo $$ > "$0"; cd "$2" && PORT='"$PORT"' DATA_DIR="$1" exec npx tsx server/main.ts' "$HERE/results/server.pgid" "$DATA" "$REPO" >"$LOG" 2>&1 < /dev/null &
for i in $(seq 1 50); do [ -s results/server.pgid ] && break; sleep 0.1; done
PGID=$(cat results/server.pgid)
[ "$PGID" -gt 1 ] && [ "$PGID" != "$(ps -o pgid= -p $$ | tr -d ' ')" ] || { echo "bad server pgid"; exit 1; }
SPID=$PGID
stop() { kill -- -"$PGID" 2>/dev/null || true; for i in $(seq 1 30); do kill -0 -- -"$PGID" 2>/dev/null || break; sleep 0.5; done; kill -9 -- -"$PGID" 2>/dev/null || true; rm -f "$HERE/results/server.pgid"; echo "server stopped"; }
trap stop EXIT
for i in $(seq 1 120); do
  if curl -s -o /dev/null --max-time 2 "http://localhost:$PORT/api/v1/iam/login/"; then break; fi
  if ! kill -0 "$SPID" 2>/dev/null; then echo "server exited during start-up"; tail -20 "$LOG"; exit 1; fi
  sleep 1
done
grep -q "running on" "$LOG" || { echo "server did not start"; tail -20 "$LOG"; exit 1; }
echo "server up (pgid $PGID)"

# 2. drive and score
TR_REPO="$REPO" TR_BASE="http://localhost:$PORT" python3 lib/driver.py
