// One `IndexPath` for table and collection views. With `import UIKit`, `IndexPath` is Faceplate's two-number path
// (FaceplateWidgets' `IndexPath`), the type the table and collection views and their protocols take: a
// ported `tableView(_:cellForRowAt indexPath: IndexPath)` names the protocol's own type and satisfies it
// with no ambiguity and no conversion. Foundation's `IndexPath` (a list of any length) stays reachable as
// `Foundation.IndexPath`, with UIKit's `row`/`section` extension and conversions both ways.

/// The index path of a table row: Faceplate's ``FaceplateWidgets/IndexPath``, which the table view's
/// protocols take (it shadows Foundation's `IndexPath`; see ``Foundation/IndexPath/init(_:)``).
public typealias IndexPath = FaceplateWidgets.IndexPath

extension FaceplateWidgets.IndexPath {
    /// The table path of a Foundation index path `[section, row]`; nil when it does not have exactly two
    /// indexes (UIKit stops the app there).
    public init?(_ path: Foundation.IndexPath) {
        guard path.count == 2 else { return nil }
        self.init(row: path[1], section: path[0])
    }
}

extension Foundation.IndexPath {
    /// `[section, row]`, as UIKit's extension makes it.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// `[section, item]`, as UIKit's extension makes it.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// `[path.section, path.row]`.
    public init(_ path: FaceplateWidgets.IndexPath) { self.init(indexes: [path.section, path.row]) }

    /// The first index (UIKit's extension); 0 for an empty path, where UIKit stops the app.
    public var section: Int {
        get { isEmpty ? 0 : self[0] }
        set { if isEmpty { append(newValue) } else { self[0] = newValue } }
    }

    /// The second index (UIKit's extension); 0 for a path shorter than two, where UIKit stops the app.
    public var row: Int {
        get { count < 2 ? 0 : self[1] }
        set {
            while count < 2 { append(0) }
            self[1] = newValue
        }
    }

    /// The second index, by UIKit's collection-view name.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}

extension NSIndexPath {
    /// `[section, row]`, as UIKit's extension makes it (code older than Swift 3's `IndexPath`).
    public convenience init(row: Int, section: Int) {
        let indexes = [section, row]
        self.init(indexes: indexes, length: indexes.count)
    }

    /// The first index (UIKit's extension); 0 for an empty path, where UIKit stops the app.
    public var section: Int { length < 1 ? 0 : index(atPosition: 0) }

    /// The second index (UIKit's extension); 0 for a path shorter than two, where UIKit stops the app.
    public var row: Int { length < 2 ? 0 : index(atPosition: 1) }
}
