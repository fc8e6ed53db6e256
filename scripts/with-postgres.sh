#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster, then stops and deletes it.
#
#   scripts/with-postgres.sh <command> [args...]   run the command with TEST_DATABASE_URL (and PG_URL) set
#   scripts/with-postgres.sh --serve               print "READY <url>" on stdout, keep the cluster until stdin closes
#                                                  (before it, "REPLICATION <url> <folder>": a replication role and
#                                                  where a replica may go, stopped with the cluster)
#
# The cluster lives in a mktemp folder, listens on 127.0.0.1 on a free port (unix socket in the same
# folder) and runs as the `postgres` user when we are root (initdb refuses root). Like production, it is no
# open door to other local users: connections over TCP need a password (scram-sha-256; the superuser's is
# random, in the URL given to the command), the socket only takes its own OS user (peer). --serve (the stand)
# hands out an ordinary role instead, `skin` with its own random password, owning the database `skin`. When the server
# binaries are missing and we are root, Debian's `postgresql` package is installed with apt-get.
#
# Env: PG_FAST=1 (default) turns fsync and synchronous commit off: right for tests, wrong for
# durability benchmarks (the bench sets PG_FAST=0). PG_BINDIR: use the binaries there instead of
# searching /usr/lib/postgresql/*/bin and PATH. PG_UNAVAILABLE_FILE: where to write the reason
# when no cluster can be had (the script then exits 77). PG_LOG_COPY: copy the server log there
# before the cluster is deleted.
set -euo pipefail

EXIT_UNAVAILABLE=77

unavailable() {
  echo "with-postgres: PostgreSQL not available: $*" >&2
  if [[ -n "${PG_UNAVAILABLE_FILE:-}" ]]; then printf '%s\n' "$*" >"$PG_UNAVAILABLE_FILE"; fi
  exit "$EXIT_UNAVAILABLE"
}

find_bindir() {
  local d
  if [[ -n "${PG_BINDIR:-}" ]]; then
    [[ -x "$PG_BINDIR/initdb" && -x "$PG_BINDIR/pg_ctl" ]] && echo "$PG_BINDIR"
    return
  fi
  # Debian keeps the server binaries out of PATH, one folder per major version; take the newest.
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k4 -V -r); do
    if [[ -x "$d/initdb" && -x "$d/pg_ctl" && -x "$d/postgres" ]]; then
      echo "$d"
      return 0
    fi
  done
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(command -v initdb)"
    return 0
  fi
  return 1
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

BINDIR="$(find_bindir || true)"
if [[ -z "$BINDIR" ]]; then
  if [[ "$(id -u)" -ne 0 ]]; then
    unavailable "the server binaries (initdb, pg_ctl) are missing and installing Debian's postgresql needs root"
  fi
  if ! command -v apt-get >/dev/null 2>&1; then
    unavailable "the server binaries are missing and there is no apt-get to install them"
  fi
  echo "with-postgres: installing Debian's postgresql (apt-get)..." >&2
  export DEBIAN_FRONTEND=noninteractive
  # npm test runs sections side by side: APT_LOCK_FILE keeps its apt-get installs one at a time.
  if ! (
    [[ -n "${APT_LOCK_FILE:-}" ]] && command -v flock >/dev/null 2>&1 && flock 9
    apt-get update -qq && apt-get install -y -qq --no-install-recommends postgresql
  ) 9>"${APT_LOCK_FILE:-/dev/null}" >&2; then
    unavailable "apt-get install postgresql failed"
  fi
  BINDIR="$(find_bindir || true)"
  [[ -n "$BINDIR" ]] || unavailable "postgresql was installed but initdb/pg_ctl were not found"
fi

# initdb and postgres refuse to run as root: use the `postgres` user (apt creates it) or make one.
RUN_AS=()
if [[ "$(id -u)" -eq 0 ]]; then
  if ! id postgres >/dev/null 2>&1; then
    useradd --system --no-create-home --shell /usr/sbin/nologin postgres \
      || unavailable "cannot create an unprivileged user to run PostgreSQL"
  fi
  if command -v runuser >/dev/null 2>&1; then
    RUN_AS=(runuser -u postgres --)
  else
    RUN_AS=(su postgres -s /bin/sh -c)
  fi
fi
as_pg() {
  if [[ ${#RUN_AS[@]} -eq 0 ]]; then
    "$@"
  elif [[ "${RUN_AS[0]}" == runuser ]]; then
    "${RUN_AS[@]}" "$@"
  else
    "${RUN_AS[@]}" "$(printf '%q ' "$@")"
  fi
}

TMP="$(mktemp -d "${TMPDIR:-/tmp}/skin-pg.XXXXXX")"
PGDATA_DIR="$TMP/data"
STARTED=0
cleanup() {
  local rc=$?
  # The stand's streaming replicas (server/test/replica.ts) live under replicas/: stopped with their primary,
  # however whoever made them ended.
  local replica
  for replica in "$TMP"/replicas/*/data; do
    if [[ -f "$replica/postmaster.pid" ]]; then
      as_pg "$BINDIR/pg_ctl" -D "$replica" -m immediate -w stop >/dev/null 2>&1 || true
    fi
  done
  if [[ "$STARTED" -eq 1 ]]; then
    as_pg "$BINDIR/pg_ctl" -D "$PGDATA_DIR" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  if [[ -n "${PG_LOG_COPY:-}" ]]; then cp "$TMP/server.log" "$PG_LOG_COPY" 2>/dev/null || true; fi
  rm -rf "$TMP"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if [[ "$(id -u)" -eq 0 ]]; then chown postgres: "$TMP"; fi

# URL-safe random passwords (no / + = to escape).
random_password() { head -c 48 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' | head -c 32; }
SUPER_PASSWORD="$(random_password)"
(umask 077 && printf '%s\n' "$SUPER_PASSWORD" >"$TMP/pwfile")
if [[ "$(id -u)" -eq 0 ]]; then chown postgres: "$TMP/pwfile"; fi
if ! as_pg "$BINDIR/initdb" -D "$PGDATA_DIR" -U postgres --auth-host=scram-sha-256 --auth-local=peer \
  --pwfile="$TMP/pwfile" -E UTF8 --locale=C --no-sync >"$TMP/initdb.log" 2>&1; then
  cat "$TMP/initdb.log" >&2
  unavailable "initdb failed (log above)"
fi

PORT="$(free_port)"
OPTS="-c listen_addresses=127.0.0.1 -p $PORT -k $TMP -c max_connections=200 -c shared_buffers=128MB"
if [[ "${PG_FAST:-1}" == 1 ]]; then
  OPTS="$OPTS -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
fi
if ! as_pg "$BINDIR/pg_ctl" -D "$PGDATA_DIR" -o "$OPTS" -l "$TMP/server.log" -w -t 60 start >/dev/null; then
  cat "$TMP/server.log" >&2 || true
  unavailable "pg_ctl start failed (log above)"
fi
STARTED=1

rm -f "$TMP/pwfile"
URL="postgres://postgres:$SUPER_PASSWORD@127.0.0.1:$PORT/postgres"
VERSION="$("$BINDIR/postgres" --version 2>/dev/null || echo postgres)"
echo "with-postgres: $VERSION on 127.0.0.1:$PORT (data in $TMP, fast=${PG_FAST:-1})" >&2

if [[ "${1:-}" == "--serve" ]]; then
  # The application's role, as production has one: not a superuser, its own password, owner of its database.
  # The SQL goes through stdin, so no password is ever on a command line (ps).
  # And a role that may only stream the WAL, for a replica made with pg_basebackup (initdb's pg_hba.conf lets
  # replication connections in from 127.0.0.1 with a password): its URL and the folder replicas go in (stopped
  # with the cluster) are the REPLICATION line.
  APP_PASSWORD="$(random_password)"
  REPL_PASSWORD="$(random_password)"
  if ! PGPASSWORD="$SUPER_PASSWORD" "$BINDIR/psql" -q -X -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$PORT" -U postgres \
    -d postgres >/dev/null <<SQL
create role skin login password '$APP_PASSWORD';
create database skin owner skin;
create role replicator login replication password '$REPL_PASSWORD';
SQL
  then
    unavailable "could not create the roles skin and replicator"
  fi
  mkdir -p "$TMP/replicas"
  if [[ "$(id -u)" -eq 0 ]]; then chown postgres: "$TMP/replicas"; fi
  echo "REPLICATION postgres://replicator:$REPL_PASSWORD@127.0.0.1:$PORT/postgres $TMP/replicas"
  echo "READY postgres://skin:$APP_PASSWORD@127.0.0.1:$PORT/skin"
  # Keep the cluster until whoever started us closes our stdin (or exits).
  cat >/dev/null || true
  exit 0
fi

if [[ $# -eq 0 ]]; then
  echo "usage: $0 <command> [args...] | --serve" >&2
  exit 2
fi

export TEST_DATABASE_URL="$URL" PG_URL="$URL"
set +e
"$@"
rc=$?
set -e
exit "$rc"
