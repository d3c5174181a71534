#!/usr/bin/env bash
# Runs a command with TMPDIR set to a new folder that is removed afterwards,
# whatever the outcome: the tests' stores, screenshots and packages (a debug
# .deb is 170 MB) never pile up in /tmp across runs.
#   scripts/with-scratch-folder.sh swift test --skip-build
set -euo pipefail
scratch=$(mktemp -d "${TMPDIR:-/tmp}/tiltquiz-tests.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
# As /tmp is: the tests that run the game as another user (permission errors) reach their folders.
chmod 1777 "$scratch"
TMPDIR=$scratch "$@"
