import CMallocCounter
import Faceplate
import FaceplateAccessibility
import FaceplateBenchKit
import FaceplateGraphics
import Glibc

// `faceplate-bench tap-reader-off FORMAT [--iterations N] [--batches B]`: the `tap` operation with a
// screen reader attached and off, as `faceplate run` always attaches one (so a three-finger triple tap
// can start it). Every touch record passes the reader's `consume` first, which takes nothing while it is
// off; this operation shows what that costs a tap. Output as the other operations'.

/// The only code callgrind counts for tap-reader-off (--toggle-collect): `n` taps on Button 9.
@inline(never) @MainActor @_silgen_name("faceplate_bench_tap_reader_off_measured")
func faceplateBenchTapReaderOffMeasured(_ bench: Panel24Bench, _ n: Int) {
    var i = 0
    while i < n { bench.tap(); i += 1 }
}

/// Runs `batches` batches of `iterations` taps with the reader attached and off; exit 1 when a tap did
/// not reach its action or the reader took it.
@MainActor func runTapReaderOff(format: PixelFormat, iterations: Int, batches: Int) -> Int32 {
    let n = iterations > 0 ? iterations : 1000, b = batches > 0 ? batches : 5
    let bench = Panel24Bench(format: format)
    let reader = ScreenReader(application: bench.application, speech: SpokenLog())
    bench.warmUp()
    let pressesBefore = bench.presses
    var times: [UInt64] = []
    times.reserveCapacity(b)
    var allocations: Int64 = 0
    for _ in 0..<b {
        faceplate_malloc_count_start()
        let t0 = nanoseconds()
        faceplateBenchTapReaderOffMeasured(bench, n)
        let t1 = nanoseconds()
        allocations += faceplate_malloc_count_stop()
        times.append((t1 - t0) / UInt64(n))
        bench.settle()
    }
    let pressed = bench.presses - pressesBefore
    guard pressed == b * n, !reader.isRunning else {
        writeError("faceplate-bench: \(b * n) taps with the reader off ran \(pressed) actions\n")
        return 1
    }
    times.sort()
    print("op=tap-reader-off format=\(format.rawValue) ops=\(b * n) allocations=\(allocations) "
          + "median_ns=\(times[times.count / 2]) min_ns=\(times[0]) presses=\(pressed)")
    return 0
}
