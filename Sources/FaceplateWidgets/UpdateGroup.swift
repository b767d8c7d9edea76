/// The changes a table or collection view is collecting for one animated update: UIKit applies every
/// change made inside `performBatchUpdates` (or between `beginUpdates` and `endUpdates`), however
/// deeply nested, as one, when the outermost group ends. A change made outside any group is a group
/// of its own.
struct UpdateGroup {
    /// How many groups are open.
    private(set) var depth = 0
    private var batch = TableUpdateBatch()

    /// Opens a group (nested in any open one).
    mutating func begin() { depth += 1 }

    /// Adds one change to the open groups' batch.
    mutating func record(_ change: (inout TableUpdateBatch) -> Void) { change(&batch) }

    /// Closes the innermost group. A nested group's completion waits for the outer group's animation;
    /// closing the outermost hands back the whole batch (with every completion) to apply, and starts
    /// afresh. Precondition: a group is open.
    mutating func end(_ completion: ((Bool) -> Void)?) -> TableUpdateBatch? {
        precondition(depth > 0, "an update group ended that was never begun")
        depth -= 1
        if let completion { batch.completions.append(completion) }
        guard depth == 0 else { return nil }
        defer { batch = TableUpdateBatch() }
        return batch
    }
}
