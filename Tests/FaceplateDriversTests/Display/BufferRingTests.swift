import CMallocCounter
import FaceplateAllocationTesting
import Testing
@testable import FaceplateDrivers

@Suite struct BufferRingTests {
    /// Drives a ring like DRMDisplay does: the first frame is a modeset (shown at once), later frames are
    /// page flips that complete when `complete` is called.
    struct Driver {
        var ring: BufferRing
        var modeset = false
        init(count: Int) { ring = BufferRing(count: count) }
        mutating func present() {
            if case .flip(let i) = ring.present() { show(i) }
        }
        mutating func show(_ i: Int) {
            if !modeset { ring.shown(i); modeset = true } else { ring.flipQueued(i) }
        }
        mutating func complete() {
            if let next = ring.flipCompleted() { show(next) }
        }
        /// `acquire()` as a value (Testing's macros cannot call mutating members).
        mutating func acquire() -> (index: Int, age: Int)? { ring.acquire() }
    }

    func take(_ d: inout Driver, sourceLocation: SourceLocation = #_sourceLocation) throws -> (index: Int, age: Int) {
        let f = d.acquire()
        return try #require(f, sourceLocation: sourceLocation)
    }
    func take(_ ring: inout BufferRing, sourceLocation: SourceLocation = #_sourceLocation) throws -> (index: Int, age: Int) {
        let f = ring.acquire()
        return try #require(f, sourceLocation: sourceLocation)
    }

    @Test func doubleBufferingAgesAndStates() throws {
        var d = Driver(count: 2)
        let a = try take(&d)
        #expect(a.age == 0)
        #expect(d.ring.states[a.index] == .drawing)
        // Asking again before presenting hands out the same buffer.
        let t1 = try take(&d)

        #expect(t1.index == a.index)
        d.present()
        #expect(d.ring.states[a.index] == .onScreen)

        let b = try take(&d)
        #expect(b.index != a.index)
        #expect(b.age == 0)                                  // never drawn
        d.present()
        #expect(d.ring.states[b.index] == .queued)
        let none = d.acquire()
        #expect(none == nil)                     // one queued, one on screen: nothing to draw into

        d.complete()
        #expect(d.ring.states[b.index] == .onScreen)
        #expect(d.ring.states[a.index] == .free)
        let c = try take(&d)
        #expect(c.index == a.index)
        #expect(c.age == 2)                                  // holds the frame before last
        d.present(); d.complete()
        let t2 = try take(&d)

        #expect(t2.age == 2)                  // steady state of double buffering
    }

    @Test func tripleBufferingAgesAndWaitingFrames() throws {
        var d = Driver(count: 3)
        var seen: [Int] = []
        for _ in 0..<3 {
            let f = try take(&d)
            #expect(f.age == 0)
            seen.append(f.index)
            d.present()
        }
        #expect(Set(seen).count == 3)
        // frame 1 on screen (modeset), frame 2 queued, frame 3 ready behind it; no buffer is free.
        #expect(d.ring.states[seen[0]] == .onScreen)
        #expect(d.ring.states[seen[1]] == .queued)
        #expect(d.ring.states[seen[2]] == .ready)
        let none = d.acquire()
        #expect(none == nil)

        d.complete()                                          // frame 2 lands, frame 3 is flipped next
        #expect(d.ring.states[seen[1]] == .onScreen)
        #expect(d.ring.states[seen[2]] == .queued)
        let f = try take(&d)
        #expect(f.index == seen[0])
        #expect(f.age == 3)                                   // frame 1 of 3 presented
        d.present()
        #expect(d.ring.states[f.index] == .ready)
        d.complete()
        let t3 = try take(&d)

        #expect(t3.age == 3)                   // steady state of triple buffering
    }

    @Test func neverHandsOutABufferTheDisplayMayRead() {
        var d = Driver(count: 3)
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            if Bool.random(using: &rng), let f = d.acquire() {
                #expect(d.ring.states[f.index] == .drawing)
                #expect(d.ring.states.filter { $0 == .drawing }.count == 1)
                d.present()
            } else {
                d.complete()
            }
            #expect(d.ring.states.filter { $0 == .onScreen }.count <= 1)
            #expect(d.ring.states.filter { $0 == .queued }.count <= 1)
        }
    }

    @Test func failedFlipFreesTheBufferAndKeepsItsAge() throws {
        var ring = BufferRing(count: 2)
        _ = ring.acquire()
        guard case .flip(let first) = ring.present() else { Issue.record("expected a flip"); return }
        ring.shown(first)
        let b = try take(&ring)
        guard case .flip(let i) = ring.present() else { Issue.record("expected a flip"); return }
        #expect(i == b.index)
        ring.flipFailed(i)
        #expect(ring.states[i] == .free)
        #expect(ring.states[first] == .onScreen)
        let t4 = try take(&ring)

        #expect(t4.age == 1)                     // it still holds the newest frame
    }

    @Test func copyingDisplaysReuseTheirSingleBufferWithAgeOne() throws {
        var ring = BufferRing(count: 1)
        let t5 = try take(&ring)

        #expect(t5.age == 0)
        guard case .flip(let i) = ring.present() else { Issue.record("expected a flip"); return }
        ring.copiedOut(i)
        let t6 = try take(&ring)

        #expect(t6.age == 1)
        ring.invalidateContents()
        let t7 = try take(&ring)

        #expect(t7.age == 0)
    }

    @Test func presentWithoutDrawingIsReported() {
        var ring = BufferRing(count: 2)
        let submission = ring.present()
        #expect(submission == .nothingDrawn)
    }

    @Test func theFrameCycleAllocatesNothing() {
        var d = Driver(count: 3)
        for _ in 0..<4 { _ = d.ring.acquire(); d.present(); d.complete() }   // warm up
        #expect(faceplate_malloc_counter_active() != 0)
        faceplate_malloc_count_start()
        for _ in 0..<100 { _ = d.ring.acquire(); d.present(); d.complete() }
        let mallocs = faceplate_malloc_count_stop()
        expectNoAllocations(mallocs)
    }
}
