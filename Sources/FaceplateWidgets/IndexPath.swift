/// A row's address in a ``TableView``: its section and its row within the section (UIKit's
/// `IndexPath` as table views use it, made as `IndexPath(row:section:)`).
///
/// Foundation's `IndexPath` is a list of any length; a table needs two numbers, and boards have no
/// Foundation, so this is a small value of its own. Index paths order by section, then row, the
/// order rows appear in.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section, counted from 0.
    public var section: Int
    /// The row within ``section``, counted from 0.
    public var row: Int

    /// The path of `row` in `section`.
    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    /// Whether `a` comes before `b` in the table: an earlier section, or an earlier row of the same one.
    public static func < (a: IndexPath, b: IndexPath) -> Bool {
        a.section != b.section ? a.section < b.section : a.row < b.row
    }

    /// `[section, row]`, as Foundation prints an index path.
    public var description: String { "[\(section), \(row)]" }
}
