#!/usr/bin/env bash
# Development-set evaluation of Trustroom (vendor V: Sealwright, Inc., development set). Re-runnable: ./run.sh (bench/vendors/shared/run-vendor.sh)
HERE="$(cd "$(dirname "$0")" && pwd)"
PORT=3422 TR_VENDOR_LABEL="vendor V, development set" TR_REQUESTOR="dev-v evaluation" exec "$HERE/../shared/run-vendor.sh" "$HERE"
