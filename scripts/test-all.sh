#!/usr/bin/env bash
# `npm test`: every check the project has, stopping at the first failure.
#
#   deps -> lint + typecheck -> unit (contract + web components) -> API on PGlite -> API on PostgreSQL
#        \-> browser (Playwright + Chromium), from the start, beside all of them
#
# Sections run in parallel where it pays on a 2-core machine (docs/benchmarks.md "The test command's time"):
# lint (Biome, knip: one core) beside typecheck (tsc: one core); the browser tests (two browsers, the longest
# section, so the command's time is theirs) from the start, beside lint, typecheck, unit, API on PGlite and API on
# PostgreSQL (one after another: each is two Vitest workers). A section starts once the sections it follows
# have passed (or were skipped or not selected). Each section's output goes to its own log, printed whole when
# the section ends, in the order above; a failed section stops the ones still running (`stopped` in the summary)
# and nothing new starts. Each section's end line gives its wall time and its CPU time (user + system).
#
# PostgreSQL: TEST_DATABASE_URL when given, else a throwaway cluster from scripts/with-postgres.sh
# (which installs Debian's postgresql when it is missing and we are root). Chromium: /usr/bin/chromium-headless-shell,
# installed from Debian when missing and we are root. When either cannot be had the section says
# why; under CI=true that is a failure, elsewhere the section is skipped.
#
# Ends with one plain line `N passed, M failed[, K skipped]` counting sections; the exit code is non-zero when
# any section failed.
#
#   npm test                          every section
#   npm test -- unit api-postgres     only the named sections (deps always runs)
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

IS_CI=0
case "${CI:-}" in true | 1 | yes) IS_CI=1 ;; esac

SECTIONS=(deps lint typecheck unit api-pglite api-postgres e2e)
TITLES=(
  "dependencies (npm ci when node_modules is missing)"
  "lint + format check (biome check .), README config table (scripts/check-docs.mjs), API document (scripts/lint-openapi.mjs), unused files, exports and dependencies (knip), deploy recipe (deploy/check.mjs)"
  "typecheck (tsc in every workspace)"
  "unit + web component tests (vitest: contract, web)"
  "API integration tests on PGlite (vitest: server)"
  "API integration tests on PostgreSQL (vitest: server, TEST_DATABASE_URL)"
  "browser tests (Playwright + Chromium: npm run e2e -w web)"
)
FUNCS=(s_deps s_lint s_typecheck s_unit s_api_pglite s_api_postgres s_e2e)
# The sections each one starts after.
declare -A AFTER=(
  [deps]=""
  [lint]="deps"
  [typecheck]="deps"
  [unit]="lint typecheck"
  [api-pglite]="unit"
  [api-postgres]="api-pglite"
  [e2e]="deps"
)
declare -A RESULT=() NOTE=() TIME=() CPU=() PID=() START=() PRINTED=()
PASSED=0
FAILED=0
SKIPPED=0
T0=$(date +%s)
# apt-get (nginx, chromium, postgresql) from sections running at the same time: one at a time.
export APT_LOCK_FILE="${TMPDIR:-/tmp}/skin-test-apt.lock"

now_ms() { date +%s%3N; }
fmt_secs() { awk -v ms="$1" 'BEGIN { printf "%.1fs", ms / 1000 }'; }
clock() { local t=$(($(date +%s) - T0)); printf '%dm%02ds' $((t / 60)) $((t % 60)); }

summary() {
  local total=$(($(date +%s) - T0)) i name
  echo
  echo "==================== summary ($((total / 60))m $((total % 60))s) ===================="
  for i in "${!SECTIONS[@]}"; do
    name="${SECTIONS[$i]}"
    printf '  %-13s %-8s %8s  %s\n' "$name" "${RESULT[$name]:-not run}" "${TIME[$name]:-}" "${NOTE[$name]:-}"
  done
  echo
  if [[ $SKIPPED -gt 0 ]]; then
    echo "$PASSED passed, $FAILED failed, $SKIPPED skipped"
  else
    echo "$PASSED passed, $FAILED failed"
  fi
}

# Something needed cannot be had: fail under CI, skip elsewhere. Runs inside a section (a subshell): the note
# reaches the summary through the section's .note file.
cannot() {
  local name=$1 why=$2
  note "$name" "$why"
  if [[ $IS_CI -eq 1 ]]; then
    echo "!! $why (CI=true, so this is a failure)" >&2
    return 1
  fi
  echo "!! $why (not CI, so the section is skipped)" >&2
  return 3
}
note() { printf '%s' "$2" >"$LOGS/$1.note"; }

apt_install() {
  export DEBIAN_FRONTEND=noninteractive
  (
    command -v flock >/dev/null 2>&1 && flock 9
    apt-get update -qq && apt-get install -y -qq --no-install-recommends "$@"
  ) 9>"$APT_LOCK_FILE"
}

# --- sections -----------------------------------------------------------------

s_deps() {
  if [[ -d node_modules ]]; then
    echo "node_modules present"
    if [[ package-lock.json -nt node_modules/.package-lock.json ]]; then
      echo "!! package-lock.json is newer than the installed tree: run 'npm ci' if tests fail on imports"
    fi
    return 0
  fi
  npm ci --no-audit --no-fund
}

s_lint() {
  npx --no-install biome check . && node scripts/check-docs.mjs && node scripts/lint-openapi.mjs && npx --no-install knip || return 1
  # deploy/check.mjs runs `nginx -t` on the stand's configuration: under CI, Debian's nginx is installed
  # when missing (as root), elsewhere that one check is skipped without it.
  if [[ $IS_CI -eq 1 && ! -x /usr/sbin/nginx && "$(id -u)" -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
    echo "installing Debian's nginx (apt-get) for deploy/check.mjs..."
    apt_install nginx || echo "!! apt-get install nginx failed: nginx -t is skipped"
  fi
  node deploy/check.mjs
}

s_typecheck() { npm run typecheck; }

s_unit() { npx --no-install vitest run --project contract --project 'web*'; }

s_api_pglite() { env -u TEST_DATABASE_URL npx --no-install vitest run --project server; }

s_api_postgres() {
  if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
    echo "using TEST_DATABASE_URL"
    npx --no-install vitest run --project server
    return
  fi
  local reason_file rc
  reason_file="$(mktemp)"
  PG_UNAVAILABLE_FILE="$reason_file" bash scripts/with-postgres.sh npx --no-install vitest run --project server
  rc=$?
  if [[ $rc -eq 77 ]]; then
    local why
    why="$(cat "$reason_file" 2>/dev/null)"
    rm -f "$reason_file"
    echo "PostgreSQL suite NOT run: ${why:-no PostgreSQL could be started}"
    cannot api-postgres "PostgreSQL suite NOT run: ${why:-no PostgreSQL could be started}"
    return
  fi
  rm -f "$reason_file"
  return $rc
}

s_e2e() {
  if ! ls web/playwright.config.* >/dev/null 2>&1; then
    note e2e "no web/playwright.config.* yet: no browser tests to run"
    return 3
  fi
  # Debian's headless shell (web/playwright.config.ts: the full browser in headless mode takes twice the time).
  if [[ ! -x /usr/bin/chromium-headless-shell ]]; then
    if [[ "$(id -u)" -ne 0 ]] || ! command -v apt-get >/dev/null 2>&1; then
      echo "Browser tests NOT run: /usr/bin/chromium-headless-shell is missing and it cannot be installed (needs root and apt-get)"
      cannot e2e "Browser tests NOT run: /usr/bin/chromium-headless-shell missing, cannot install (needs root + apt-get)"
      return
    fi
    echo "installing Debian's chromium-headless-shell and fonts (apt-get)..."
    if ! apt_install chromium-headless-shell fonts-wqy-microhei fonts-thai-tlwg fonts-liberation ||
      [[ ! -x /usr/bin/chromium-headless-shell ]]; then
      echo "Browser tests NOT run: apt-get install chromium-headless-shell failed"
      cannot e2e "Browser tests NOT run: apt-get install chromium-headless-shell failed"
      return
    fi
  fi
  # CJK and Thai glyphs (wqy-microhei has no Thai), and Arial's metrics for Latin text (Liberation): without them
  # those texts are drawn in other widths, and the specs that check every column fits (fit.spec.ts, with a Thai
  # address in the demo data) measure another console. A failed install warns here; those specs then say which
  # table scrolls.
  local fonts=() f
  if command -v dpkg >/dev/null 2>&1; then
    for f in fonts-wqy-microhei fonts-thai-tlwg fonts-liberation; do dpkg -s "$f" >/dev/null 2>&1 || fonts+=("$f"); done
  fi
  if [[ ${#fonts[@]} -gt 0 ]]; then
    if [[ "$(id -u)" -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
      echo "installing Debian's ${fonts[*]} (apt-get)..."
      apt_install "${fonts[@]}" || echo "!! ${fonts[*]} not installed: CJK or Thai text shows as boxes (fit.spec.ts will fail)"
    else
      echo "!! ${fonts[*]} missing (not root): CJK or Thai text shows as boxes (fit.spec.ts will fail)"
    fi
  fi
  # web/playwright.config.ts builds the console once; each of its workers starts a real server on a fresh DATA_DIR.
  npm run e2e -w web
}

# `types` is another name for the typecheck section (`npm test -- lint types unit api-pglite`).
ARGS=()
for arg in "$@"; do
  [[ $arg == types ]] && arg=typecheck
  ARGS+=("$arg")
done
set -- "${ARGS[@]}"
ONLY="$*"
for arg in "$@"; do
  if [[ " ${SECTIONS[*]} " != *" $arg "* ]]; then
    echo "unknown section '$arg'; sections: ${SECTIONS[*]}" >&2
    exit 2
  fi
done

# --- running them ---------------------------------------------------------------

# Job control: every section runs in its own process group, so stopping one stops everything it started.
set -m
LOGS="$(mktemp -d "${TMPDIR:-/tmp}/npm-test.XXXXXX")"

# Stops the sections still running: an interrupt first, as Ctrl-C would (Playwright then stops the server it
# started in a process group of its own; on SIGTERM it leaves it running), then SIGTERM after 20 s.
stop_running() {
  local name i
  for name in "${!PID[@]}"; do
    kill -INT -- "-${PID[$name]}" 2>/dev/null
  done
  for i in $(seq 1 20); do
    any_running || break
    sleep 1
  done
  for name in "${!PID[@]}"; do
    kill -TERM -- "-${PID[$name]}" 2>/dev/null
    wait "${PID[$name]}" 2>/dev/null
  done
}
any_running() {
  local name
  for name in "${!PID[@]}"; do
    kill -0 "${PID[$name]}" 2>/dev/null && return 0
  done
  return 1
}
trap 'stop_running; rm -rf "$LOGS"' EXIT
trap 'exit 130' INT TERM

start() {
  local i=$1 name="${SECTIONS[$1]}"
  (
    trap - EXIT INT TERM
    "${FUNCS[$i]}" >"$LOGS/$name.log" 2>&1
    rc=$?
    times >"$LOGS/$name.times"
    exit $rc
  ) &
  PID[$name]=$!
  START[$name]=$(now_ms)
  RESULT[$name]=running
  echo "[$(clock)] started $name"
}

# The CPU time (user + system) of everything a section ran, from `times` in its subshell.
cpu_of() {
  awk 'NR == 2 {
    t = 0
    for (i = 1; i <= 2; i++) { split($i, p, "m"); t += p[1] * 60 + p[2] }
    printf "%.0fs", t
  }' "$LOGS/$1.times" 2>/dev/null
}

# finish <name> <exit code>: records how the section ended. 0 passed, 3 skipped (the section wrote its note),
# anything else failed.
finish() {
  local name=$1 rc=$2
  unset "PID[$name]"
  TIME[$name]=$(fmt_secs $(($(now_ms) - START[$name])))
  CPU[$name]=$(cpu_of "$name")
  [[ -f "$LOGS/$name.note" ]] && NOTE[$name]="$(cat "$LOGS/$name.note")"
  case $rc in
    0) RESULT[$name]=passed PASSED=$((PASSED + 1)) ;;
    3) RESULT[$name]=SKIPPED SKIPPED=$((SKIPPED + 1)) ;;
    *) RESULT[$name]=FAILED FAILED=$((FAILED + 1)) RC[$name]=$rc ;;
  esac
}
declare -A RC=()

# Prints, in section order, the log of every section that has ended, up to the first one still running or waiting.
flush() {
  local i name
  for i in "${!SECTIONS[@]}"; do
    name="${SECTIONS[$i]}"
    [[ -n "${PRINTED[$name]:-}" || ${RESULT[$name]} == - ]] && continue
    case ${RESULT[$name]} in waiting | running) return ;; esac
    PRINTED[$name]=1
    [[ ${RESULT[$name]} == "not run" ]] && continue
    echo
    echo "==> [$((i + 1))/${#SECTIONS[@]}] $name: ${TITLES[$i]}"
    cat "$LOGS/$name.log"
    case ${RESULT[$name]} in
      passed) echo "<== $name passed in ${TIME[$name]} (CPU ${CPU[$name]})" ;;
      SKIPPED) echo "<== $name SKIPPED: ${NOTE[$name]:-}" ;;
      stopped) echo "<== $name STOPPED after ${TIME[$name]}: ${NOTE[$name]}" ;;
      *) echo "<== $name FAILED (exit ${RC[$name]}) after ${TIME[$name]} (CPU ${CPU[$name]})" ;;
    esac
  done
}

# Whether every section `name` follows has ended well (passed or skipped); for one not selected, the ones it follows.
ready() {
  local dep
  for dep in ${AFTER[$1]}; do
    case ${RESULT[$dep]} in
      passed | SKIPPED) ;;
      -) ready "$dep" || return 1 ;;
      *) return 1 ;;
    esac
  done
}

echo "npm test: ${#SECTIONS[@]} sections (CI=${CI:-unset}, node $(node --version), $(nproc) cores)"
for i in "${!SECTIONS[@]}"; do
  name="${SECTIONS[$i]}"
  if [[ $i -gt 0 && -n "$ONLY" && " $ONLY " != *" $name "* ]]; then
    RESULT[$name]="-"
    NOTE[$name]="not selected"
  else
    RESULT[$name]=waiting
  fi
done

while :; do
  for i in "${!SECTIONS[@]}"; do
    name="${SECTIONS[$i]}"
    [[ ${RESULT[$name]} == waiting ]] && ready "$name" && start "$i"
  done
  [[ ${#PID[@]} -eq 0 ]] && break
  wait -n -p ended "${PID[@]}"
  rc=$?
  for name in "${!PID[@]}"; do
    if [[ ${PID[$name]} == "$ended" ]]; then
      finish "$name" "$rc"
      break
    fi
  done
  echo "[$(clock)] ${name} ${RESULT[$name]} (${TIME[$name]})"
  if [[ ${RESULT[$name]} == FAILED ]]; then
    for name in "${!PID[@]}"; do
      RESULT[$name]=stopped
      TIME[$name]=$(fmt_secs $(($(now_ms) - START[$name])))
      NOTE[$name]="another section failed"
    done
    stop_running
    PID=()
    for name in "${SECTIONS[@]}"; do
      [[ ${RESULT[$name]} == waiting ]] && RESULT[$name]="not run"
    done
  fi
  flush
done
flush
summary
[[ $FAILED -eq 0 ]]
