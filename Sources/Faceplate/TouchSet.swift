/// A set of touches, delivered to responders and gesture recognizers (UIKit's `Set<UITouch>`).
///
/// It is a bit mask over the application's fixed touch pool, so building, filtering and iterating one
/// allocates nothing.
public struct TouchSet: Sequence {
    let table: TouchTable?
    /// One bit per touch, by ``Touch/index``.
    public let mask: UInt32

    init(table: TouchTable?, mask: UInt32) { self.table = table; self.mask = mask }
    /// The empty set.
    public static var empty: TouchSet { TouchSet(table: nil, mask: 0) }

    /// How many touches.
    public var count: Int { mask.nonzeroBitCount }
    /// Whether there are none.
    public var isEmpty: Bool { mask == 0 }
    /// Any one of the touches (the lowest index), as UIKit's `touches.first`.
    public var first: Touch? { mask == 0 ? nil : table?.touches[mask.trailingZeroBitCount] }
    /// Whether `touch` is in the set.
    public func contains(_ touch: Touch) -> Bool { mask & (1 << touch.index) != 0 }
    /// The touches in both sets.
    public func intersection(_ other: TouchSet) -> TouchSet { TouchSet(table: table ?? other.table, mask: mask & other.mask) }
    /// The touches of this set that match `predicate`.
    @MainActor public func filtered(_ predicate: (Touch) -> Bool) -> TouchSet {
        var m: UInt32 = 0
        for t in self where predicate(t) { m |= 1 << t.index }
        return TouchSet(table: table, mask: m)
    }

    /// Iterates in index order.
    public struct Iterator: IteratorProtocol {
        let table: TouchTable?
        var rest: UInt32
        public mutating func next() -> Touch? {
            guard rest != 0, let table else { return nil }
            let i = rest.trailingZeroBitCount
            rest &= rest - 1
            return table.touches[i]
        }
    }
    public func makeIterator() -> Iterator { Iterator(table: table, rest: mask) }
    public var underestimatedCount: Int { count }
}
