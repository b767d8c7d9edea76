# shellcheck shell=bash
# scripts/lib/common.sh — what the bash scripts under scripts/ share; each sets ME (its name in messages)
# and sources this first. It brings scripts/lib/packages.sh along (install_packages, need_commands: a
# missing command is named with its Debian package from scripts/debian-packages).
#
#   die MESSAGE...       "ME: error: MESSAGE" on standard error, then exit DIE_STATUS (default 1; the
#                        checkers use 2, "could not run", apart from 1, "a check failed"). DIE_PREFIX
#                        replaces "error: " for the scripts whose messages never had it (DIE_PREFIX=).
#   log MESSAGE...       "ME [HH:MM:SS] MESSAGE" on standard error: the progress of a long run
#   exit_on_signals      SIGINT, SIGTERM and SIGHUP end the script with 130, 143 and 129 (128 + the
#                        signal), so that its EXIT trap — the cleanup — runs
#   at_exit COMMAND      runs COMMAND (a string for eval) at exit, after those registered before it; the
#                        EXIT trap is this library's: a script using at_exit sets no EXIT trap of its own
#   temp_dir VAR NAME    VAR becomes a new directory ${TMPDIR:-/tmp}/NAME.XXXXXX, removed at exit
#   write_whole FILE COMMAND...
#                        COMMAND's standard output into FILE through FILE.tmp.PID and a rename: a reader
#                        sees the old file or the whole new one, never half; on failure FILE is untouched
#   check WHAT COMMAND...  a counted check (PASS, FAIL): a failing COMMAND prints "FAIL: WHAT" on
#                        standard error; ok and bad count one directly, has TEXT REGEX is a grep -E test

: "${ME:?set ME, the name messages begin with, before sourcing scripts/lib/common.sh}"
# shellcheck source=scripts/lib/packages.sh
. "$(dirname "${BASH_SOURCE[0]}")/packages.sh"

die() { echo "$ME: ${DIE_PREFIX-error: }$*" >&2; exit "${DIE_STATUS:-1}"; }
log() { printf '%s [%s] %s\n' "$ME" "$(date +%T)" "$*" >&2; }

exit_on_signals() { trap 'exit 130' INT; trap 'exit 143' TERM; trap 'exit 129' HUP; }

_common_at_exit=()
_common_run_at_exit() {
    local c
    for c in "${_common_at_exit[@]}"; do eval "$c" || true; done
}
at_exit() { _common_at_exit+=("$1"); trap _common_run_at_exit EXIT; }

temp_dir() {
    local dir
    dir=$(mktemp -d "${TMPDIR:-/tmp}/$2.XXXXXX") || die "cannot make a temporary directory in ${TMPDIR:-/tmp}"
    printf -v "$1" '%s' "$dir"
    at_exit "rm -rf '$dir'"
}

write_whole() {
    local file=$1; shift
    if "$@" > "$file.tmp.$$"; then mv -f "$file.tmp.$$" "$file"
    else local rc=$?; rm -f "$file.tmp.$$"; return "$rc"; fi
}

PASS=${PASS:-0} FAIL=${FAIL:-0}
ok() { PASS=$((PASS + 1)); }
bad() { FAIL=$((FAIL + 1)); echo "FAIL: $*" >&2; }
check() { local what=$1; shift; if "$@"; then ok; else bad "$what"; fi; }
has() { grep -qE -- "$2" <<<"$1"; }
