#!/usr/bin/env bash
# Development-set evaluation of Trustroom (vendor R: Isarwerk Personalsoftware GmbH, development set). Re-runnable: ./run.sh (bench/vendors/shared/run-vendor.sh)
HERE="$(cd "$(dirname "$0")" && pwd)"
PORT=3418 TR_VENDOR_LABEL="vendor R, development set" TR_REQUESTOR="dev-r evaluation" exec "$HERE/../shared/run-vendor.sh" "$HERE"
