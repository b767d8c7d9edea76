import FaceplateAllocationTesting
import Testing
@testable import FaceplateGraphics

/// The shadow cache's mask arena is allocated whole and filled as shadows are first drawn: its storage
/// is a mapping of its own that refuses transparent huge pages (SparseCacheMemory says why).
@Suite struct ShadowArenaMemoryTests {
    @Test func theMaskArenaIsItsOwnMappingWithoutHugePages() throws {
        let cache = ShadowCache()
        var (buffer, canvas) = makeCanvas(120, 60)
        canvas = Canvas(buffer: buffer, shadowCache: cache)
        canvas.drawShadow(Rect(20, 10, 80, 40), radius: 8, offset: .zero, blur: 6, color: .black)
        #expect(cache.builds == 1)
        #expect(buffer.color(x: 60, y: 52) != .white)          // the mask from the arena was drawn
        #expect(cache.arenaMemory.isOwnMapping && cache.arenaMemory.count == cache.capacity)
        let flags = try #require(mappingFlags(containing: UnsafeRawPointer(cache.arenaMemory.base)))
        if kernelHasTransparentHugePages {
            #expect(flags.contains("nh"), "the arena may be backed by huge pages: VmFlags \(flags.joined(separator: " "))")
        }
    }

    @Test func sparseCacheMemoryStartsZeroed() {
        let memory = SparseCacheMemory(count: 3 * 4096 + 5)
        #expect((0..<memory.count).allSatisfy { memory.base[$0] == 0 })
        memory.base[memory.count - 1] = 7
        #expect(memory.base[memory.count - 1] == 7)
    }
}
