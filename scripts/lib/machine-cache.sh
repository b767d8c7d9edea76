# shellcheck shell=bash
# Sourced by scripts/test: a machine-level copy of the slow caches under .cache/ — downloaded .debs,
# the cross sysroot and the board's trixie toolchain root (cross), the board images' base roots (board),
# the VM's kernel, initramfs and sysroot (vm) — so that a fresh clone on the same machine (CI clones
# anew for every run) starts from them instead of downloading and bootstrapping again. The checkout's
# own .cache/ stays the working copy: the scripts read and write only there, as before.
#
#   machine_cache_dir                  prints the directory: $FACEPLATE_MACHINE_CACHE, else
#                                      /var/cache/faceplate for root, else ${XDG_CACHE_HOME:-~/.cache}/faceplate
#   machine_cache_restore ME NAME...   for each NAME with no .cache/NAME yet, copies the machine's copy in
#   machine_cache_store ME NAME...     replaces the machine's copy of each NAME with .cache/NAME
#
# Copies are real copies, not hard links: the scripts rewrite some files in place (stamps, package
# lists), which through a link would change the machine's copy under a clone that is still running.
# Run outputs (vm/out) are left out. A store writes NAME.new and renames it, so an
# interrupted store leaves the previous copy whole; a failed restore or store is said and never fails
# the run: the caches only save time. FACEPLATE_MACHINE_CACHE=off turns both off.

machine_cache_dir() {
    if [ -n "${FACEPLATE_MACHINE_CACHE:-}" ]; then echo "$FACEPLATE_MACHINE_CACHE"
    elif [ "$(id -u)" = 0 ]; then echo /var/cache/faceplate
    else echo "${XDG_CACHE_HOME:-$HOME/.cache}/faceplate"; fi
}

# _mc_copy FROM TO: TO (absent) becomes a copy of FROM.
_mc_copy() { cp -a "$1" "$2"; }

machine_cache_restore() {
    local me=$1 dir name; shift
    dir=$(machine_cache_dir)
    [ "$dir" = off ] && return 0
    for name in "$@"; do
        [ -e ".cache/$name" ] && continue
        [ -d "$dir/$name" ] || continue
        mkdir -p .cache
        if _mc_copy "$dir/$name" ".cache/$name"; then
            echo "$me: .cache/$name from the machine's cache $dir/$name" >&2
        else
            rm -rf ".cache/$name"
            echo "$me: could not copy $dir/$name into .cache/$name; the stage makes it anew" >&2
        fi
    done
}

machine_cache_store() {
    local me=$1 dir name entry; shift
    dir=$(machine_cache_dir)
    [ "$dir" = off ] && return 0
    mkdir -p "$dir" 2>/dev/null || { echo "$me: cannot create the machine's cache $dir; not stored" >&2; return 0; }
    for name in "$@"; do
        [ -d ".cache/$name" ] || continue
        (
            flock 9
            rm -rf "$dir/$name.new"; mkdir -p "$dir/$name.new"
            for entry in ".cache/$name"/* ".cache/$name"/.[!.]*; do
                [ -e "$entry" ] || continue
                case ${entry##*/} in out|.lock) continue ;; esac
                _mc_copy "$entry" "$dir/$name.new/${entry##*/}" || exit 1
            done
            rm -rf "$dir/$name.old"
            [ ! -e "$dir/$name" ] || mv "$dir/$name" "$dir/$name.old"
            mv "$dir/$name.new" "$dir/$name" && rm -rf "$dir/$name.old"
        ) 9>"$dir/.lock" || { rm -rf "$dir/$name.new"; echo "$me: storing .cache/$name in $dir failed; the next clone makes it anew" >&2; }
    done
    return 0
}
