import Faceplate

/// The sections and items a list shows at one moment, by identifier (UIKit's
/// `NSDiffableDataSourceSnapshot`): build one, then hand it to a ``TableViewDiffableDataSource``,
/// which works out what changed since the last one and animates the difference.
///
/// Identifiers must be unique across the snapshot. Where UIKit traps on a bad call (an identifier
/// added twice, one that is not there), the snapshot leaves itself unchanged and the process's
/// diagnostics say why in one line.
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [SectionIdentifierType] = []
    private var items: [[ItemIdentifierType]] = []
    /// The section index of every item, for the lookups the changes make.
    private var sectionOfItem: [ItemIdentifierType: Int] = [:]
    /// The items whose cells the next apply replaces, and those it configures again.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items whose cells the next apply configures again in place.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// How many items there are, in every section.
    public var numberOfItems: Int { sectionOfItem.count }
    /// How many sections there are.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    /// The items of `identifier`'s section, in order; empty for a section that is not there.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        indexOfSection(identifier).map { items[$0] } ?? []
    }
    /// How many items `identifier`'s section has; 0 for a section that is not there.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        indexOfSection(identifier).map { items[$0].count } ?? 0
    }
    /// The section holding `identifier`, or nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier].map { sections[$0] }
    }
    /// Where `identifier` is among all items (section after section), or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let s = sectionOfItem[identifier], let row = items[s].firstIndex(of: identifier) else { return nil }
        var before = 0
        for i in 0..<s { before += items[i].count }
        return before + row
    }
    /// Where `identifier` is among the sections, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    /// The item at `path`, or nil outside the snapshot.
    func item(at path: IndexPath) -> ItemIdentifierType? {
        guard path.section >= 0, path.section < items.count, path.row >= 0, path.row < items[path.section].count else { return nil }
        return items[path.section][path.row]
    }
    /// Where `identifier` is, or nil.
    func path(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let s = sectionOfItem[identifier], let row = items[s].firstIndex(of: identifier) else { return nil }
        return IndexPath(row: row, section: s)
    }
    /// The items of section `index`.
    func items(inSectionAt index: Int) -> [ItemIdentifierType] { items[index] }

    // MARK: Sections

    /// Adds `identifiers` as sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }
    /// Inserts `identifiers` as sections before `before`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection before: SectionIdentifierType) {
        guard let i = indexOfSection(before) else { return report("insertSections: section \(before) is not in the snapshot") }
        insertSections(identifiers, at: i)
    }
    /// Inserts `identifiers` as sections after `after`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection after: SectionIdentifierType) {
        guard let i = indexOfSection(after) else { return report("insertSections: section \(after) is not in the snapshot") }
        insertSections(identifiers, at: i + 1)
    }
    /// Removes the sections `identifiers` and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers {
            guard let i = indexOfSection(id) else { report("deleteSections: section \(id) is not in the snapshot"); continue }
            for item in items[i] { sectionOfItem[item] = nil }
            sections.remove(at: i)
            items.remove(at: i)
            reindex(from: i)
        }
    }
    /// Moves section `identifier` to just before `before`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection before: SectionIdentifierType) {
        moveSection(identifier, next: before, after: false)
    }
    /// Moves section `identifier` to just after `after`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection after: SectionIdentifierType) {
        moveSection(identifier, next: after, after: true)
    }
    /// Marks the items of sections `identifiers` to be reloaded at the next apply.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers { reloadItems(itemIdentifiers(inSection: id)) }
    }

    // MARK: Items

    /// Adds `identifiers` at the end of section `section`, or of the last section when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        let s: Int
        if let section {
            guard let i = indexOfSection(section) else { return report("appendItems: section \(section) is not in the snapshot") }
            s = i
        } else {
            guard !sections.isEmpty else { return report("appendItems: there are no sections to append to") }
            s = sections.count - 1
        }
        insertItems(identifiers, section: s, at: items[s].count)
    }
    /// Inserts `identifiers` before item `before`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem before: ItemIdentifierType) {
        guard let p = path(of: before) else { return report("insertItems: item \(before) is not in the snapshot") }
        insertItems(identifiers, section: p.section, at: p.row)
    }
    /// Inserts `identifiers` after item `after`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem after: ItemIdentifierType) {
        guard let p = path(of: after) else { return report("insertItems: item \(after) is not in the snapshot") }
        insertItems(identifiers, section: p.section, at: p.row + 1)
    }
    /// Removes the items `identifiers`.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for id in identifiers {
            guard let p = path(of: id) else { report("deleteItems: item \(id) is not in the snapshot"); continue }
            items[p.section].remove(at: p.row)
            sectionOfItem[id] = nil
        }
    }
    /// Removes every item and section.
    public mutating func deleteAllItems() {
        sections.removeAll(); items.removeAll(); sectionOfItem.removeAll()
        reloadedItemIdentifiers.removeAll(); reconfiguredItemIdentifiers.removeAll()
    }
    /// Moves item `identifier` to just before `before`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem before: ItemIdentifierType) {
        moveItem(identifier, next: before, after: false)
    }
    /// Moves item `identifier` to just after `after`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem after: ItemIdentifierType) {
        moveItem(identifier, next: after, after: true)
    }
    /// Marks `identifiers` so the next apply replaces their cells with new ones from the cell provider.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for id in identifiers {
            guard sectionOfItem[id] != nil else { report("reloadItems: item \(id) is not in the snapshot"); continue }
            if !reloadedItemIdentifiers.contains(id) { reloadedItemIdentifiers.append(id) }
        }
    }
    /// Marks `identifiers` so the next apply hands their cells to the cell provider again, in place
    /// (cheaper than a reload: the cell is kept).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for id in identifiers {
            guard sectionOfItem[id] != nil else { report("reconfigureItems: item \(id) is not in the snapshot"); continue }
            if !reconfiguredItemIdentifiers.contains(id) { reconfiguredItemIdentifiers.append(id) }
        }
    }

    /// Forgets the reload and reconfigure marks (an apply has acted on them).
    mutating func clearMarks() {
        reloadedItemIdentifiers.removeAll()
        reconfiguredItemIdentifiers.removeAll()
    }

    // MARK: Helpers

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        var i = index
        for id in identifiers {
            guard indexOfSection(id) == nil else { report("section \(id) is already in the snapshot"); continue }
            sections.insert(id, at: i)
            items.insert([], at: i)
            i += 1
        }
        reindex(from: index)
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], section: Int, at row: Int) {
        var r = row
        for id in identifiers {
            guard sectionOfItem[id] == nil else { report("item \(id) is already in the snapshot"); continue }
            items[section].insert(id, at: r)
            sectionOfItem[id] = section
            r += 1
        }
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, next: ItemIdentifierType, after: Bool) {
        guard identifier != next else { return }
        guard let from = path(of: identifier), path(of: next) != nil else {
            return report("moveItem: item \(identifier) or \(next) is not in the snapshot")
        }
        items[from.section].remove(at: from.row)
        let to = path(of: next)!
        items[to.section].insert(identifier, at: after ? to.row + 1 : to.row)
        sectionOfItem[identifier] = to.section
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, next: SectionIdentifierType, after: Bool) {
        guard identifier != next else { return }
        guard let from = indexOfSection(identifier), indexOfSection(next) != nil else {
            return report("moveSection: section \(identifier) or \(next) is not in the snapshot")
        }
        let moved = items.remove(at: from)
        sections.remove(at: from)
        let to = indexOfSection(next)! + (after ? 1 : 0)
        sections.insert(identifier, at: to)
        items.insert(moved, at: to)
        reindex(from: 0)
    }

    /// Brings the item-to-section index up to date from section `start` on.
    private mutating func reindex(from start: Int) {
        var s = start
        while s < items.count {
            for item in items[s] { sectionOfItem[item] = s }
            s += 1
        }
    }

    private func report(_ message: String) {
        // A snapshot is a value with no application to report to (UIKit's also stands alone).
        Diagnostics.writeStandardError("faceplate: diffable data source snapshot: \(message); the call is ignored")
    }
}

extension DiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
