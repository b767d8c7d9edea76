# shellcheck shell=bash
# Sourced by Faceplate's scripts: Debian packages from the one list, scripts/debian-packages.
# Everything it says goes to stderr (cross-build --print-env is eval'd from its stdout).
#
#   install_packages ME STAGE...   installs the packages of these stages that are missing (one apt-get
#                                  update, --no-install-recommends; through sudo when not root); returns 1
#                                  (having said why) when it cannot
#   need_commands ME COMMAND...    for each command not on PATH, one line naming it and the package that
#                                  has it; returns 1 if any was missing
# Callers end with `|| exit N`: the exit code is theirs to choose (vm/run keeps 1 for the guest's result).
#   apt_update_once ME [quiet]     apt-get update, at most once per script run
#   list_packages STAGE...         the list's entries of these stages (PACKAGE[|ALT...]), one per line
# ME is how the script names itself in messages ("scripts/test", "vm/setup", ...).
# FACEPLATE_PACKAGE_LIST overrides the list's path (scripts/check-scripts uses that).

FACEPLATE_PACKAGE_LIST=${FACEPLATE_PACKAGE_LIST:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/debian-packages}
_fp_apt_updated=0

# The list without comments and blank lines: "SPEC STAGES COMMAND..." with single spaces.
_fp_entries() {
    [ -r "$FACEPLATE_PACKAGE_LIST" ] || { echo "packages.sh: cannot read $FACEPLATE_PACKAGE_LIST" >&2; return 1; }
    sed -e 's/#.*//' -e 's/[[:space:]][[:space:]]*/ /g' -e 's/^ //' -e 's/ $//' "$FACEPLATE_PACKAGE_LIST" | grep -v '^$'
}

list_packages() {
    local stages=" $* " spec st rest s
    _fp_entries | while read -r spec st rest; do
        for s in ${st//,/ }; do
            if [[ $stages == *" $s "* ]]; then echo "$spec"; break; fi
        done
    done
}

# Names dpkg has installed, and the virtual names they provide (trixie's libcurl4t64 provides libcurl4).
_fp_installed_names() {
    dpkg-query -W -f='${db:Status-Abbrev}|${Package}|${Provides}\n' 2>/dev/null | awk -F'|' '
        $1 ~ /^ii/ { print $2; n = split($3, p, ",")
                     for (i = 1; i <= n; i++) { s = p[i]; sub(/\(.*/, "", s); sub(/:.*/, "", s); gsub(/[ \t]/, "", s)
                                                if (s != "") print s } }'
}

# The entries of STAGE... of which no alternative is installed.
_fp_missing() {
    local installed spec a alts found
    installed=$(_fp_installed_names)
    while read -r spec; do
        IFS='|' read -ra alts <<<"$spec"
        found=0
        for a in "${alts[@]}"; do
            if grep -qxF -- "$a" <<<"$installed"; then found=1; break; fi
        done
        [ "$found" = 1 ] || echo "$spec"
    done < <(list_packages "$@")
}

# sudo when not root; fails (with the reason on stderr) when neither works.
_fp_sudo=()
_fp_need_root() {
    local me=$1 what=$2
    _fp_sudo=()
    [ "$(id -u)" = 0 ] && return 0
    if command -v sudo >/dev/null 2>&1; then _fp_sudo=(sudo); return 0; fi
    echo "$me: $what needs root (and there is no sudo): run it as root${3:+, or as root: apt-get install --no-install-recommends $3}" >&2
    return 1
}

apt_update_once() {
    local me=$1
    [ "$_fp_apt_updated" = 1 ] && return 0
    _fp_need_root "$me" "apt-get update" "" || return 1
    [ "${2:-}" = quiet ] || echo "$me: apt-get update" >&2
    "${_fp_sudo[@]}" apt-get update -qq -o DPkg::Lock::Timeout=300 >&2 || { echo "$me: apt-get update failed" >&2; return 1; }
    _fp_apt_updated=1
}

# The first alternative of SPEC that apt can install (after apt-get update); SPEC itself if none can.
_fp_choose() {
    local spec=$1 a alts
    [[ $spec == *"|"* ]] || { echo "$spec"; return; }
    IFS='|' read -ra alts <<<"$spec"
    for a in "${alts[@]}"; do
        if apt-get install -s -qq --no-install-recommends "$a" >/dev/null 2>&1; then echo "$a"; return; fi
    done
    echo "${alts[0]}"
}

install_packages() {
    local me=$1; shift
    local missing=() chosen=() spec out
    mapfile -t missing < <(_fp_missing "$@")
    [ ${#missing[@]} -eq 0 ] && return 0
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "$me: missing ${missing[*]} (scripts/debian-packages) and no apt-get: this is not Debian; install them yourself" >&2
        return 1
    fi
    for spec in "${missing[@]}"; do chosen+=("$(_fp_choose "$spec")"); done
    _fp_need_root "$me" "installing ${chosen[*]} (scripts/debian-packages)" "${chosen[*]}" || return 1
    echo "$me: installing from scripts/debian-packages (apt-get update, install): ${chosen[*]}" >&2
    apt_update_once "$me" quiet || return 1
    # Alternatives are chosen again now that the lists are fresh.
    chosen=(); for spec in "${missing[@]}"; do chosen+=("$(_fp_choose "$spec")"); done
    if ! out=$("${_fp_sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
                 -o DPkg::Lock::Timeout=300 "${chosen[@]}" 2>&1); then
        echo "$out" | tail -n 15 >&2
        echo "$me: apt-get install ${chosen[*]} failed (output above)" >&2
        return 1
    fi
}

# The list's package for COMMAND ("a or b" for alternatives), or nothing.
_fp_package_of() {
    local spec st rest c
    while read -r spec st rest; do
        for c in $rest; do
            if [ "$c" = "$1" ]; then echo "${spec//|/ or }"; return; fi
        done
    done < <(_fp_entries)
}

need_commands() {
    local me=$1; shift
    local c p bad=0
    for c in "$@"; do
        command -v "$c" >/dev/null 2>&1 && continue
        p=$(_fp_package_of "$c")
        if [ -n "$p" ]; then
            echo "$me: $c: command not found; it is in the Debian package $p (scripts/debian-packages): apt-get install ${p%% or *}" >&2
        elif [ "$c" = swift ] || [[ $c == swift-* ]]; then
            echo "$me: $c: command not found; install a Swift 6 toolchain (swift.org) and put its usr/bin on PATH" >&2
        else
            echo "$me: $c: command not found (not in scripts/debian-packages: add the package that has it)" >&2
        fi
        bad=1
    done
    [ "$bad" = 0 ] || return 1
}
