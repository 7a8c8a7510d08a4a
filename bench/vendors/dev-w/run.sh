#!/usr/bin/env bash
# Development-set evaluation of Trustroom (vendor W: Quillmoor Learning Ltd, development set). Re-runnable: ./run.sh (bench/vendors/shared/run-vendor.sh)
HERE="$(cd "$(dirname "$0")" && pwd)"
PORT=3423 TR_VENDOR_LABEL="vendor W, development set" TR_REQUESTOR="dev-w evaluation" exec "$HERE/../shared/run-vendor.sh" "$HERE"
