# Sourced by scripts that build a package depending on this one by path (Fuzz/, Examples/*, apps).
#
#   fresh_path_dependency_build SCRATCH   removes the scratch folder SCRATCH when Faceplate's own source
#                                         files (their names) changed since it was last used
#
# Why: SwiftPM keeps the file list of a path dependency in the depending package's scratch folder and
# does not notice files added to it later: a source file added to Faceplate after such a build is never
# compiled there, and the build fails with "cannot find 'X' in scope" (seen in the fuzz stage after the
# animation files were added). A class that gained a stored property is not recompiled in dependent
# modules either. Keyed by the sorted list of Sources/ and Package.swift's hash; an unchanged list
# keeps the incremental build.
fresh_path_dependency_build() {
    local scratch=$1 root stamp
    root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
    stamp=$( (cd "$root" && find Sources -type f | LC_ALL=C sort; sha256sum Package.swift) | sha256sum | cut -c1-16)
    if [ -d "$scratch" ] && [ "$(cat "$scratch/.faceplate-sources" 2>/dev/null)" != "$stamp" ]; then
        echo "${0##*/}: Faceplate's source files changed since $scratch was built: building it afresh" >&2
        rm -rf "$scratch"
    fi
    mkdir -p "$scratch" && echo "$stamp" > "$scratch/.faceplate-sources"
}
