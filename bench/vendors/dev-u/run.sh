#!/usr/bin/env bash
# Development-set evaluation of Trustroom (vendor U: Ironbark Cyber Pty Ltd, development set). Re-runnable: ./run.sh (bench/vendors/shared/run-vendor.sh)
HERE="$(cd "$(dirname "$0")" && pwd)"
PORT=3421 TR_VENDOR_LABEL="vendor U, development set" TR_REQUESTOR="dev-u evaluation" exec "$HERE/../shared/run-vendor.sh" "$HERE"
