#!/usr/bin/env bash
# Held-out evaluation of Trustroom (vendor Q: Tallowmere, held out). Re-runnable: ./run.sh (bench/vendors/shared/run-vendor.sh)
HERE="$(cd "$(dirname "$0")" && pwd)"
PORT=3417 TR_VENDOR_LABEL="vendor Q, held out" TR_REQUESTOR="held-out evaluation" exec "$HERE/../shared/run-vendor.sh" "$HERE"
