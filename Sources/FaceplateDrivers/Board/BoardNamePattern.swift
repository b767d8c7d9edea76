import Glibc

/// Matching of connector and input-device names against a board profile's shell-style patterns.
///
/// Names vary by kernel and overlay ("raspberrypi-ts" on the firmware driver, "generic ft5x06 (79)"
/// on edt-ft5x06), so profiles list patterns with `*` and `?` (fnmatch(3)); a pattern without wildcards
/// must match the whole name exactly.
public enum BoardNamePattern {
    /// Whether `name` matches `pattern`.
    public static func matches(_ pattern: String, _ name: String) -> Bool {
        fnmatch(pattern, name, 0) == 0
    }

    /// How specific a pattern is: its number of literal (non-wildcard) characters. An exact name beats
    /// `DSI-*`, which beats `*`.
    public static func specificity(_ pattern: String) -> Int {
        pattern.reduce(0) { $0 + ($1 == "*" || $1 == "?" ? 0 : 1) }
    }
}
