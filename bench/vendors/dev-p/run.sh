#!/usr/bin/env bash
# Development-set evaluation of Trustroom (vendor P: Larkspur Health, Inc., development set). Re-runnable: ./run.sh (bench/vendors/shared/run-vendor.sh)
HERE="$(cd "$(dirname "$0")" && pwd)"
PORT=3416 TR_VENDOR_LABEL="vendor P, development set" TR_REQUESTOR="dev-p evaluation" exec "$HERE/../shared/run-vendor.sh" "$HERE"
