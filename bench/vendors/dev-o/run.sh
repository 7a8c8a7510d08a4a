#!/usr/bin/env bash
# Development evaluation of Trustroom (vendor dev-o: Flagwise, development set). Re-runnable: ./run.sh (bench/vendors/shared/run-vendor.sh)
HERE="$(cd "$(dirname "$0")" && pwd)"
PORT=3415 TR_VENDOR_LABEL="vendor dev-o: Flagwise, development set" TR_REQUESTOR="development evaluation" exec "$HERE/../shared/run-vendor.sh" "$HERE"
