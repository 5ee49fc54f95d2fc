#!/usr/bin/env bash
# The PostgreSQL integration run needs the server behind TEST_DATABASE_URL; on our machines it is a local
# Debian cluster that may have stopped. Start it when it is down; say so and stop when it cannot be started.
set -euo pipefail
url="${TEST_DATABASE_URL:?TEST_DATABASE_URL is not set}"
if pg_isready -d "$url" -q 2>/dev/null; then exit 0; fi
echo "PostgreSQL at $url is not answering; trying to start the local cluster..."
if command -v pg_ctlcluster >/dev/null && [ -d /etc/postgresql ]; then
  for version in $(ls /etc/postgresql); do
    pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  done
  for _ in $(seq 1 30); do pg_isready -d "$url" -q 2>/dev/null && exit 0; sleep 1; done
fi
echo "PostgreSQL is not reachable at $url. Start it, or unset TEST_DATABASE_URL to test on PGlite only." >&2
exit 1
