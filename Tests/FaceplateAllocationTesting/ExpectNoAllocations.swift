// The one place an allocation test decides whether its count is a claim. The zero-allocation promise is
// about the optimized build a board runs; an unoptimized build allocates for reasons the shipped code
// does not have (unspecialized generics, reabstraction thunks, coroutine frames), and shaping hot code to
// please it is not the goal. So: a release build (scripts/test's "Allocat" stage) asserts the
// count; a debug build still runs the code path and every behaviour check, and records a nonzero count
// as a known issue — shown in the test output with the count, never a failure.
import CMallocCounter
import Testing

/// Checks that the code measured with `faceplate_malloc_count_start` / `faceplate_malloc_count_stop`
/// made no heap allocations: asserted in optimized builds, recorded as a known issue in debug builds.
/// Call it only from a test whose suite or test name contains "Allocat", so the release stage runs it.
public func expectNoAllocations(_ allocations: Int64, _ comment: Comment? = nil,
                                sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(faceplate_malloc_counter_active() != 0, "the malloc interposer is not linked",
            sourceLocation: sourceLocation)
    #if DEBUG
    withKnownIssue("debug build: allocation counts are asserted only in the release stage (scripts/test)",
                   isIntermittent: true, sourceLocation: sourceLocation) {
        #expect(allocations == 0, comment, sourceLocation: sourceLocation)
    }
    #else
    #expect(allocations == 0, comment, sourceLocation: sourceLocation)
    #endif
}
