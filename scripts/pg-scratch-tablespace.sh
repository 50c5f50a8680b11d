#!/usr/bin/env bash
# Makes (or repairs) the tablespace on tmpfs where the server tests' scratch databases live, and
# prints its name; prints nothing when it cannot (not root, no tmpfs, no psql). Used by .ci/run,
# which exports the name as TEST_PG_TABLESPACE (apps/server/test/test-database.ts).
#
# Why: every server test file copies the migrated template into a database of its own (~1,000
# files) and drops it after. On the machine's ext4 that churn sent half of the CPU into the
# kernel's inode allocator (perf: ext4_create -> recently_deleted), more as the run went on; on
# tmpfs the PostgreSQL run of the server suite took 112 s instead of 167 s (docs/testing.md).
# Only scratch databases of tests go there: tmpfs is lost at a reboot, and so may they be.
set -uo pipefail

url="${1:?usage: pg-scratch-tablespace.sh <postgres url>}"
name=lw_test_scratch
dir=/dev/shm/lw-pg-scratch

[ "$(id -u)" = 0 ] || exit 0
[ -d /dev/shm ] && command -v psql >/dev/null || exit 0
q() { psql "$url" -qAtX -v ON_ERROR_STOP=1 -c "$1"; }

location=$(q "SELECT pg_tablespace_location(oid) FROM pg_tablespace WHERE spcname = '$name'") || exit 0
if [ -n "$location" ] && ! ls -d "$location"/PG_* >/dev/null 2>&1; then
  # Its folder went with a reboot: drop what the catalogue still lists there, then the tablespace.
  for db in $(q "SELECT datname FROM pg_database d JOIN pg_tablespace t ON t.oid = d.dattablespace WHERE t.spcname = '$name'"); do
    q "DROP DATABASE IF EXISTS \"$db\" WITH (FORCE)" >/dev/null 2>&1
  done
  q "DROP TABLESPACE IF EXISTS $name" >/dev/null 2>&1 || exit 0
  location=""
fi
if [ -z "$location" ]; then
  mkdir -p "$dir" && chown postgres:postgres "$dir" && chmod 700 "$dir" || exit 0
  q "CREATE TABLESPACE $name LOCATION '$dir'" >/dev/null || exit 0
fi
echo "$name"
