#!/usr/bin/env bash
# `npm test`: every check the project has, in order, stopping at the first failure.
#
#   deps -> lint -> typecheck -> unit (contract + web components) -> API on PGlite
#   -> API on PostgreSQL -> browser (Playwright + Chromium)
#
# PostgreSQL: TEST_DATABASE_URL when given, else a throwaway cluster from scripts/with-postgres.sh
# (which installs Debian's postgresql when it is missing and we are root). Chromium: /usr/bin/chromium,
# installed from Debian when missing and we are root. When either cannot be had the section says
# why; under CI=true that is a failure, elsewhere the section is skipped.
#
# Ends with one plain line `N passed, M failed[, K skipped]` counting sections.
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
declare -A RESULT=() NOTE=() TIME=()
PASSED=0
FAILED=0
SKIPPED=0
APT_UPDATED=0
T0=$(date +%s)

now_ms() { date +%s%3N; }
fmt_secs() { awk -v ms="$1" 'BEGIN { printf "%.1fs", ms / 1000 }'; }

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

# run_section <index> <function>: runs it, records the outcome; stops everything on failure.
# The function returns 0 (pass), 1 (fail) or 3 (skipped: it has set NOTE[name]).
run_section() {
  local i=$1 fn=$2 name="${SECTIONS[$1]}" start rc
  if [[ $i -gt 0 && -n "$ONLY" && " $ONLY " != *" $name "* ]]; then
    RESULT[$name]="-"
    NOTE[$name]="not selected"
    return 0
  fi
  echo
  echo "==> [$((i + 1))/${#SECTIONS[@]}] $name: ${TITLES[$i]}"
  start=$(now_ms)
  "$fn"
  rc=$?
  TIME[$name]=$(fmt_secs $(($(now_ms) - start)))
  case $rc in
    0)
      RESULT[$name]=passed
      PASSED=$((PASSED + 1))
      echo "<== $name passed in ${TIME[$name]}"
      ;;
    3)
      RESULT[$name]=SKIPPED
      SKIPPED=$((SKIPPED + 1))
      echo "<== $name SKIPPED: ${NOTE[$name]:-}"
      ;;
    *)
      RESULT[$name]=FAILED
      FAILED=$((FAILED + 1))
      echo "<== $name FAILED (exit $rc) after ${TIME[$name]}"
      summary
      exit 1
      ;;
  esac
}

# Something needed cannot be had: fail under CI, skip elsewhere.
cannot() {
  local name=$1 why=$2
  NOTE[$name]="$why"
  if [[ $IS_CI -eq 1 ]]; then
    echo "!! $why (CI=true, so this is a failure)" >&2
    return 1
  fi
  echo "!! $why (not CI, so the section is skipped)" >&2
  return 3
}

apt_install() {
  export DEBIAN_FRONTEND=noninteractive
  if [[ $APT_UPDATED -eq 0 ]]; then
    apt-get update -qq || return 1
    APT_UPDATED=1
  fi
  apt-get install -y -qq --no-install-recommends "$@"
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

s_unit() { npx --no-install vitest run --project contract --project web; }

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
    NOTE[e2e]="no web/playwright.config.* yet: no browser tests to run"
    return 3
  fi
  if [[ ! -x /usr/bin/chromium ]]; then
    if [[ "$(id -u)" -ne 0 ]] || ! command -v apt-get >/dev/null 2>&1; then
      echo "Browser tests NOT run: /usr/bin/chromium is missing and it cannot be installed (needs root and apt-get)"
      cannot e2e "Browser tests NOT run: /usr/bin/chromium missing, cannot install (needs root + apt-get)"
      return
    fi
    echo "installing Debian's chromium and fonts (apt-get)..."
    if ! apt_install chromium fonts-wqy-microhei fonts-thai-tlwg fonts-liberation || [[ ! -x /usr/bin/chromium ]]; then
      echo "Browser tests NOT run: apt-get install chromium failed"
      cannot e2e "Browser tests NOT run: apt-get install chromium failed"
      return
    fi
  fi
  # CJK and Thai glyphs (wqy-microhei has no Thai): without them those texts are drawn as wider boxes, and
  # the specs that check every column fits (fit.spec.ts, with a Thai address in the demo data) fail in some
  # languages. A failed install warns here; those specs then say which table scrolls.
  local fonts=() f
  if command -v dpkg >/dev/null 2>&1; then
    for f in fonts-wqy-microhei fonts-thai-tlwg; do dpkg -s "$f" >/dev/null 2>&1 || fonts+=("$f"); done
  fi
  if [[ ${#fonts[@]} -gt 0 ]]; then
    if [[ "$(id -u)" -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
      echo "installing Debian's ${fonts[*]} (apt-get)..."
      apt_install "${fonts[@]}" || echo "!! ${fonts[*]} not installed: CJK or Thai text shows as boxes (fit.spec.ts will fail)"
    else
      echo "!! ${fonts[*]} missing (not root): CJK or Thai text shows as boxes (fit.spec.ts will fail)"
    fi
  fi
  # web/playwright.config.ts builds the console and starts the real server on a fresh DATA_DIR itself.
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

echo "npm test: ${#SECTIONS[@]} sections (CI=${CI:-unset}, node $(node --version), $(nproc) cores)"
run_section 0 s_deps
run_section 1 s_lint
run_section 2 s_typecheck
run_section 3 s_unit
run_section 4 s_api_pglite
run_section 5 s_api_postgres
run_section 6 s_e2e
summary
[[ $FAILED -eq 0 ]]
