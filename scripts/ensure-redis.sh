#!/usr/bin/env bash
# The realtime and rate-limit tests pass events and counters between two app instances through Redis on
# 127.0.0.1:6379. On our machines it is Debian's redis-server, which may have stopped: start it when it is
# down. Without one the tests say so and run only their in-process parts; this never fails the run.
set -uo pipefail
if command -v redis-cli >/dev/null && redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then exit 0; fi
if command -v redis-server >/dev/null; then
  echo "Redis at 127.0.0.1:6379 is not answering; starting a local one (nothing kept on disk)..."
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null || true
  for _ in $(seq 1 20); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && exit 0; sleep 0.5; done
fi
echo "Redis is not reachable at 127.0.0.1:6379 (apt-get install redis-server to run the two-instance tests); they will be skipped."
exit 0
