#!/usr/bin/env bash
# Development-set evaluation of Trustroom (vendor S: Quayline Payments, Inc., development set). Re-runnable: ./run.sh (bench/vendors/shared/run-vendor.sh)
HERE="$(cd "$(dirname "$0")" && pwd)"
PORT=3419 TR_VENDOR_LABEL="vendor S: Quayline Payments, development set" TR_REQUESTOR="dev-s evaluation" exec "$HERE/../shared/run-vendor.sh" "$HERE"
