/// A row's address in a ``TableView`` or an item's in a ``CollectionView``: its section and its row
/// (or item) within the section (UIKit's `IndexPath` as table and collection views use it, made as
/// `IndexPath(row:section:)` or `IndexPath(item:section:)`).
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

    /// The path of `item` in `section`: a collection view's name for the same address.
    public init(item: Int, section: Int) {
        self.row = item
        self.section = section
    }

    /// The item within ``section``: ``row`` under the name collection views use.
    public var item: Int {
        get { row }
        set { row = newValue }
    }

    /// `[section, row]`, as Foundation prints an index path.
    public var description: String { "[\(section), \(row)]" }
}
