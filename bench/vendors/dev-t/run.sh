#!/usr/bin/env bash
# Development-set evaluation of Trustroom (vendor T: Cadenza Labs, Inc., development set). Re-runnable: ./run.sh (bench/vendors/shared/run-vendor.sh)
HERE="$(cd "$(dirname "$0")" && pwd)"
PORT=3420 TR_VENDOR_LABEL="vendor T, development set" TR_REQUESTOR="dev-t evaluation" exec "$HERE/../shared/run-vendor.sh" "$HERE"
