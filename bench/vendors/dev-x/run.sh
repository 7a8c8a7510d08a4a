#!/usr/bin/env bash
# Development-set evaluation of Trustroom (vendor X: Brightkeel Observability, Inc., development set). Re-runnable: ./run.sh (bench/vendors/shared/run-vendor.sh)
HERE="$(cd "$(dirname "$0")" && pwd)"
PORT=3424 TR_VENDOR_LABEL="vendor X, development set" TR_REQUESTOR="dev-x evaluation" exec "$HERE/../shared/run-vendor.sh" "$HERE"
