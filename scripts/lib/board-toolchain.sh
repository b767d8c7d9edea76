# shellcheck shell=bash
# Sourced by scripts/cross-build: the board's own Swift compiler (Debian trixie's `swiftlang` 6.0.3,
# the amd64 build) in a private trixie root, for aarch64 builds of apps that import Foundation.
#
# Why: trixie's arm64 Foundation modules ship as binary .swiftmodule files only (no .swiftinterface),
# and a compiler reads only binary modules of its own version: the host's 6.3.1 stops with "module
# compiled with Swift 6.0.3 cannot be imported by the Swift 6.3.1 compiler". The same 6.0.3 compiler
# that built them reads them, and it compiles Faceplate too (which proves the Swift 6.0 floor).
#
#   board_toolchain_packages               the root's package list (what its cache is keyed by)
#   board_toolchain_key MIRROR             the cache key: suite, mirror, package list, recipe
#   board_toolchain_root ME DIR MIRROR KEYRING
#                                          makes DIR/root-KEY once (mmdebstrap; .debs kept in DIR/debs,
#                                          roots of other keys removed) and prints its path
#   board_resources ME DIR DEB             the aarch64 Swift resources (modules, swiftrt.o, static
#                                          runtime, clang 17 headers) of trixie's arm64 swiftlang DEB,
#                                          binary modules kept, into DIR/resources-HASH; prints the path
#   board_toolchain_wanted PKG             "board" when a Swift file under PKG/Sources imports Foundation
#                                          (or FoundationEssentials, ..., or UIKit, which re-exports it),
#                                          else "host"
#   board_write_bundle DIR ID TRIPLE RES RTDIR
#                                          the Swift SDK bundle DIR/sdks/ID.artifactbundle: DIR/../sysroot
#                                          (cross-build's) with the Swift resources in RES
#   board_toolchain_run ROOTFS BIND... -- COMMAND...
#                                          runs COMMAND in ROOTFS (chroot) in a private mount namespace
#                                          with /proc, /dev, resolv.conf and each BIND directory at the
#                                          same path as outside; the mounts end with the namespace, also
#                                          on INT/TERM or a kill. Returns COMMAND's status.
# Needs root (mmdebstrap's root mode, mount, chroot).

BOARD_TC_SUITE=trixie
# swiftlang: swift, swift-build, clang-17, lld (cross links); its Depends bring gcc and binutils.
# libc6-dev: only a Recommends of gcc, but the manifest and host tools need glibc's headers.
# pkg-config: SwiftPM asks it for the systemLibrary targets' flags (sysroot .pc files).
BOARD_TC_PACKAGES="swiftlang libc6-dev pkg-config"
# Bump when the way the root is made changes: it forces a new root.
BOARD_TC_RECIPE=1

board_toolchain_packages() { echo "$BOARD_TC_PACKAGES"; }

board_toolchain_key() {
    printf '%s\n' "$BOARD_TC_SUITE" "$1" "$BOARD_TC_PACKAGES" "amd64" "recipe $BOARD_TC_RECIPE" | sha256sum | cut -c1-16
}

board_toolchain_root() {
    local me=$1 dir=$2 mirror=$3 keyring=$4 key root new old t0=$SECONDS
    key=$(board_toolchain_key "$mirror")
    root=$dir/root-$key
    if [ -x "$root/usr/bin/swift-build" ] && [ -f "$root/.faceplate-root-key" ]; then echo "$root"; return 0; fi
    [ "$(id -u)" = 0 ] || { echo "$me: error: making the board toolchain's root (mmdebstrap, chroot) needs root" >&2; return 1; }
    mkdir -p "$dir/debs"
    new=$dir/root.new
    rm -rf "$new"
    echo "$me: making a $BOARD_TC_SUITE amd64 root with $BOARD_TC_PACKAGES in $root (mmdebstrap; .debs cached in $dir/debs)" >&2
    # The .debs go through a cache folder outside the root: a new root (another key) downloads only
    # what changed (mmdebstrap's documented sync-in/sync-out hooks).
    if ! mmdebstrap --quiet --mode=root --variant=minbase --architectures=amd64 --keyring="$keyring" \
            --include="${BOARD_TC_PACKAGES// /,}" --aptopt='Acquire::Languages "none"' \
            --setup-hook='mkdir -p "$1"/var/cache/apt/archives/' \
            --setup-hook="sync-in $dir/debs /var/cache/apt/archives/" \
            --customize-hook="sync-out /var/cache/apt/archives $dir/debs" \
            "$BOARD_TC_SUITE" "$new" "$mirror" >&2; then
        rm -rf "$new"
        echo "$me: error: mmdebstrap of $BOARD_TC_SUITE amd64 ($BOARD_TC_PACKAGES) from $mirror failed" >&2
        return 1
    fi
    [ -x "$new/usr/bin/swift-build" ] || { echo "$me: error: the new root has no /usr/bin/swift-build" >&2; rm -rf "$new"; return 1; }
    echo "$key" > "$new/.faceplate-root-key"
    for old in "$dir"/root-*; do [ -e "$old" ] && [ "$old" != "$root" ] && rm -rf "$old"; done
    rm -rf "$root"; mv "$new" "$root"
    echo "$me: board toolchain root ready in $((SECONDS - t0)) s: $(board_toolchain_run "$root" -- swift --version 2>&1 | head -n1)" >&2
    echo "$root"
}

board_toolchain_wanted() {
    # import Foundation, @preconcurrency import FoundationEssentials, import struct Foundation.Date, ...;
    # import UIKit (Faceplate's, which re-exports Foundation). Faceplate's own Sources/UIKit is left out:
    # it is built only for an app that imports it, so it says nothing about what the package's product needs.
    if grep -rqsE --include='*.swift' --exclude-dir=UIKit \
        '^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]+([a-z]+[[:space:]]+)?(Foundation(Essentials|Internationalization|Networking|XML)?|UIKit)([.[:space:]]|$)' \
        "$1/Sources"; then echo board; else echo host; fi
}

board_write_bundle() {
    local dir=$1 id=$2 triple=$3 res=$4 rtdir=$5 v
    v=$dir/sdks/$id.artifactbundle/$id/$triple
    mkdir -p "$v"
    # relative links: the cache directory can be moved
    ln -sfn ../../../../../sysroot "$v/sysroot"
    ln -sfn "../../../../${res##*/}" "$v/resources"
    cat > "$dir/sdks/$id.artifactbundle/info.json" <<EOF
{ "schemaVersion": "1.0",
  "artifacts": { "$id": { "type": "swiftSDK", "version": "6.0.3",
      "variants": [ { "path": "$id/$triple" } ] } } }
EOF
    cat > "$v/swift-sdk.json" <<EOF
{ "schemaVersion": "4.0",
  "targetTriples": { "$triple": {
      "sdkRootPath": "sysroot",
      "swiftResourcesPath": "resources/usr/libexec/swift/lib/swift",
      "swiftStaticResourcesPath": "resources/usr/libexec/swift/lib/swift_static",
      "toolsetPaths": ["toolset.json"] } } }
EOF
    # As cross-build's host SDK: lld (swiftlang has it next to swift), Debian's runtime path as RUNPATH.
    cat > "$v/toolset.json" <<EOF
{ "schemaVersion": "1.0",
  "swiftCompiler": { "extraCLIOptions": ["-use-ld=lld", "-no-toolchain-stdlib-rpath"] },
  "linker": { "extraCLIOptions": ["-rpath", "/$rtdir/swift/linux"] } }
EOF
}

board_resources() {
    local me=$1 dir=$2 deb=$3 h res new k
    h=$( (basename "$deb"; echo "resources recipe $BOARD_TC_RECIPE") | sha256sum | cut -c1-16)
    res=$dir/resources-$h
    if [ -f "$res/.faceplate-stamp" ]; then echo "$res"; return 0; fi
    [ -f "$deb" ] || { echo "$me: error: no arm64 swiftlang .deb at $deb" >&2; return 1; }
    new=$dir/resources.new
    rm -rf "$new"; mkdir -p "$new"
    echo "$me: extracting the aarch64 Swift 6.0.3 modules and runtime from $(basename "$deb")" >&2
    # lib/swift/clang -> ../clang/17: the 6.0.3 clang's own builtin headers come along.
    dpkg-deb --fsys-tarfile "$deb" | tar -x -C "$new" ./usr/libexec/swift/lib/swift ./usr/libexec/swift/lib/swift_static \
        ./usr/libexec/swift/lib/clang || { echo "$me: error: cannot extract $deb" >&2; rm -rf "$new"; return 1; }
    for k in swift swift_static; do   # arm64 compiler plugins and PackageDescription: of no use here
        rm -rf "$new/usr/libexec/swift/lib/$k/host" "$new/usr/libexec/swift/lib/$k/pm" "$new/usr/libexec/swift/lib/$k/migrator"
    done
    echo "$h" > "$new/.faceplate-stamp"
    for k in "$dir"/resources-*; do [ -e "$k" ] && rm -rf "$k"; done
    mv "$new" "$res"
    echo "$res"
}

# Sends TERM to every process of session SID (the ones board_toolchain_run started), then KILL to those
# still there after 5 s.
board_toolchain_end_session() {
    local sid=$1 left i
    for i in 1 2 3 4 5 6; do
        left=$(ps -eo pid=,sid= | awk -v s="$sid" '$2 == s { print $1 }')
        [ -n "$left" ] || return 0
        # shellcheck disable=SC2086
        if [ "$i" = 6 ]; then kill -KILL $left 2>/dev/null; else kill -TERM $left 2>/dev/null; sleep 1; fi
    done
    return 0
}

board_toolchain_run() {
    local rootfs=$1; shift
    local binds=() b pid rc
    while [ $# -gt 0 ] && [ "$1" != -- ]; do binds+=("$1"); shift; done
    [ "${1:-}" = -- ] || { echo "board_toolchain_run: no -- before the command" >&2; return 2; }
    shift
    for b in "${binds[@]}"; do
        case $b in /*) ;; *) echo "board_toolchain_run: '$b' is not an absolute path" >&2; return 2 ;; esac
    done
    # A private mount namespace (unshare --mount, private propagation): every bind mount below exists
    # only while this one process tree lives — nothing to unmount by hand, nothing left after a kill.
    # setsid: its own process group, which INT/TERM below end as a whole (swift build, its compilers).
    setsid unshare --mount --propagation private /bin/sh -euc '
        r=$1; shift
        mount -t proc proc "$r/proc"
        mount --rbind /dev "$r/dev"
        if [ -f /etc/resolv.conf ]; then   # name lookups as on the host (a mount point must exist)
            [ -e "$r/etc/resolv.conf" ] || : > "$r/etc/resolv.conf"
            mount --bind /etc/resolv.conf "$r/etc/resolv.conf"
        fi
        while [ "$1" != -- ]; do mkdir -p "$r$1"; mount --bind "$1" "$r$1"; shift; done
        shift
        exec chroot "$r" /usr/bin/env -i PATH=/usr/bin:/bin HOME=/root LANG=C.UTF-8 TERM="${TERM:-dumb}" \
            PKG_CONFIG_SYSROOT_DIR="${PKG_CONFIG_SYSROOT_DIR:-}" "$@"
    ' board-toolchain "$rootfs" "${binds[@]}" -- "$@" &
    pid=$!
    # INT/TERM end the whole build: its session, which setsid made with the id $pid. Not only its process
    # group — SwiftPM (llbuild) starts every compiler in a process group of its own, and compilers left
    # running would also keep the namespace, and so the mounts, alive.
    trap 'board_toolchain_end_session "$pid"' INT TERM
    rc=0; wait "$pid" || rc=$?
    # wait returns early when a trapped signal arrives: wait for the build to end too.
    while kill -0 "$pid" 2>/dev/null; do wait "$pid" || rc=$?; done
    trap - INT TERM
    # SwiftPM ended by a signal may leave compilers behind; the session must be empty on return.
    board_toolchain_end_session "$pid"
    return "$rc"
}
