/// The views waiting to be reused, one pool per reuse identifier (and element kind), shared by
/// ``TableView`` and ``CollectionView``: a view that scrolled away goes in, the next one to scroll in
/// comes out, and the pools never hold more than the most views on screen at once so far.
///
/// Pools are classes found by a linear search (there are few), so taking a view out changes its pool
/// in place: a dictionary's in-place change of an array value goes through a heap-allocated
/// accessor frame on every call, and a scroll frame must not allocate.
@MainActor final class ReuseQueue<Cell: View> {
    /// The views of one identifier and how to make a new one.
    final class Pool {
        let kind: String
        let identifier: String
        var make: (@MainActor () -> Cell)?
        var cells: [Cell] = []
        init(kind: String, identifier: String) { self.kind = kind; self.identifier = identifier }
    }

    private var pools: [Pool] = []
    /// How many views a pool keeps; it rises with the most views on screen at once.
    private(set) var bound = 0
    /// How many views past ``bound`` a pool keeps: the views of a row or column about to come in.
    let slack: Int

    /// A queue whose pools keep `slack` views more than were ever on screen at once.
    init(slack: Int) { self.slack = slack }

    /// The pool of `identifier` (of `kind`: an empty kind for cells), or nil.
    func pool(kind: String = "", _ identifier: String) -> Pool? {
        for p in pools where p.identifier == identifier && p.kind == kind { return p }
        return nil
    }

    private func makePool(kind: String, _ identifier: String) -> Pool {
        if let p = pool(kind: kind, identifier) { return p }
        let p = Pool(kind: kind, identifier: identifier)
        p.cells.reserveCapacity(bound + slack)
        pools.append(p)
        return p
    }

    /// Makes `make` the maker of new views for `identifier`; nil unregisters it.
    func register(kind: String = "", _ identifier: String, make: (@MainActor () -> Cell)?) {
        makePool(kind: kind, identifier).make = make
    }

    /// A pooled view of `identifier` (the caller prepares it for reuse: `fresh` is false), else a new
    /// one from the registered maker (`fresh`), else nil when `identifier` has no maker.
    func dequeue(kind: String = "", _ identifier: String) -> (cell: Cell, fresh: Bool)? {
        guard let p = pool(kind: kind, identifier) else { return nil }
        if let cell = p.cells.popLast() { return (cell, false) }
        guard let make = p.make else { return nil }
        return (make(), true)
    }

    /// Puts `cell` back in its pool; false when the pool is full (the caller lets the view go).
    func retire(_ cell: Cell, kind: String = "", identifier: String) -> Bool {
        let p = makePool(kind: kind, identifier)
        guard p.cells.count < bound + slack else { return false }
        p.cells.append(cell)
        return true
    }

    /// Raises the bound to `onScreen` views if it is more, giving the pools the room now so returning
    /// views never grows them during a scroll.
    func noteOnScreen(_ onScreen: Int) {
        guard onScreen > bound else { return }
        bound = onScreen
        for p in pools { p.cells.reserveCapacity(bound + slack) }
    }
}
