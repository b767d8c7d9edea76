#if canImport(Glibc)
import Glibc
#endif

/// The storage of a cache that is allocated whole and fills as it is used (a glyph atlas, a shadow-mask
/// arena): an anonymous mapping of its own (`munmap` in `deinit`) on which the kernel may not use
/// transparent huge pages (`MADV_NOHUGEPAGE`).
///
/// Why: such a cache is
/// allocated at start-up so that drawing never allocates, and only the cells of what is drawn are ever
/// written. With 4 KiB pages only those pages are resident: the demo writes a small part of its fonts'
/// glyph atlases. But Debian's arm64 kernel backs any anonymous mapping with 2 MiB pages
/// (`CONFIG_TRANSPARENT_HUGEPAGE_ALWAYS=y`): when an aligned 2 MiB range lies inside such a block (or
/// inside the neighbouring blocks the kernel merged it with — malloc maps each block of 128 KiB or more
/// on its own), the first write in that range, or khugepaged later, gives it a whole 2 MiB page of RAM,
/// nearly all zeros. Where the block lands is up to address-space randomisation, so the same binary on
/// the same board can differ by megabytes of anonymous memory from one start to the next. A mapping of
/// its own that refuses huge pages keeps the cache's resident cost what it writes, on every start.
///
/// The bytes start zeroed. Should the mapping fail, the storage comes from malloc instead (the cache
/// still works; only the huge-page guard is missing).
package final class SparseCacheMemory {
    /// The first byte; `count` bytes follow.
    package let base: UnsafeMutablePointer<UInt8>
    /// The size in bytes (> 0).
    package let count: Int
    /// Whether `base` is this object's own mapping (else malloc's).
    package let isOwnMapping: Bool

    /// Maps `count` bytes (`count` > 0: a cache's size is a product of positive capacities).
    package init(count: Int) {
        precondition(count > 0, "a cache needs at least one byte")
        self.count = count
        let mapped = mmap(nil, count, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        if let mapped, mapped != MAP_FAILED {
            // Advice only: a kernel without transparent huge pages rejects it (EINVAL), and then there
            // is nothing to refuse.
            _ = madvise(mapped, count, MADV_NOHUGEPAGE)
            base = mapped.bindMemory(to: UInt8.self, capacity: count)
            isOwnMapping = true
        } else {
            base = .allocate(capacity: count)
            base.initialize(repeating: 0, count: count)
            isOwnMapping = false
        }
    }

    deinit {
        if isOwnMapping { munmap(UnsafeMutableRawPointer(base), count) } else { base.deallocate() }
    }
}
