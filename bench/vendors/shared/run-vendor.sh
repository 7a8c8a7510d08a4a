#!/usr/bin/env bash
# One vendor's evaluation of Trustroom, for every vendor folder of the N lineage: its run.sh sets PORT, TR_VENDOR_LABEL
# and TR_REQUESTOR and calls this script with the folder. Re-runnable.
set -euo pipefail
HERE="$(cd "$1" && pwd)"
MAIN="$(cd "$HERE/../../.." && pwd)"
: "${PORT:?set PORT}" "${TR_VENDOR_LABEL:?set TR_VENDOR_LABEL}" "${TR_REQUESTOR:?set TR_REQUESTOR}"
DATA="$HERE/data-run"
LOG="$HERE/results/server.log"
cd "$HERE"
mkdir -p results

# 0. build the test set (deterministic)
python3 qsrc/questions.py >/dev/null
node build/make-kb.cjs >/dev/null
node build/make-questionnaires.cjs >/dev/null
CHECK=(python3 ../shared/check_keys.py "$HERE"); [ -f qsrc/check_keys.py ] && CHECK=(python3 qsrc/check_keys.py)
"${CHECK[@]}" >/dev/null || { echo "answer key evidence check failed"; "${CHECK[@]}"; exit 1; }

# the product: by default a clean read-only export of $MAIN's HEAD commit (git archive; nothing under
# $MAIN is written), so that uncommitted edits in progress there do not move the figures.
# TR_REF=<commit> evaluates another commit; TR_REF=worktree runs $MAIN's working tree as it stands.
TR_REF="${TR_REF:-HEAD}"
REPO=$MAIN
if [ "$TR_REF" != "worktree" ]; then
  SHA=$(git -C $MAIN rev-parse --verify "${TR_REF}^{commit}")
  SNAP="$HERE/product-snapshot/$SHA"
  if [ ! -d "$SNAP" ]; then
    rm -rf "$HERE/product-snapshot"; mkdir -p "$SNAP.tmp"
    git -C $MAIN archive "$SHA" | tar -x -C "$SNAP.tmp"
    ln -s $MAIN/node_modules "$SNAP.tmp/node_modules"
    mv "$SNAP.tmp" "$SNAP"
  fi
  REPO="$SNAP"
  export TR_VERSION="$(git -C $MAIN rev-parse --short "$SHA") (clean export of the commit; uncommitted edits in $MAIN excluded)"
fi
export TR_REPO="$REPO"

# 1. a fresh server of our own on $PORT
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
TR_VENDOR_DIR="$HERE" TR_BASE="http://localhost:$PORT" python3 ../shared/driver.py
