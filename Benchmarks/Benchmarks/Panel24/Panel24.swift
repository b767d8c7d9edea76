// Panel-24 (shared/reference/panel-24.md) under ordo-one's package-benchmark: the same scene and
// operations as `faceplate-bench` (FaceplateBenchKit.Panel24Bench), timed and with the benchmark
// package's malloc counters. Repaint and tap must allocate nothing once warm: their thresholds are
// absolute zeros, so `swift package benchmark thresholds check` fails on a single allocation.
//
// Faceplate is main-actor code; each sample hops to the main actor once and runs a thousand
// operations there (scalingFactor .kilo), so the hop is noise next to what is measured.
import Benchmark
import FaceplateBenchKit
import FaceplateGraphics

/// Holds one benchmark's scene between its setup, its samples and its teardown.
@MainActor final class SceneHolder {
    var bench: Panel24Bench?
    nonisolated init() {}
    func make(_ format: PixelFormat) { let b = Panel24Bench(format: format); b.warmUp(); bench = b }
}

/// Allocation metrics that must stay at zero, at every percentile.
var zeroAllocations: [BenchmarkMetric: BenchmarkThresholds] { [
    .mallocCountTotal: .init(absolute: [.p0: 0, .p25: 0, .p50: 0, .p75: 0, .p90: 0, .p99: 0, .p100: 0]),
] }

var operationMetrics: [BenchmarkMetric] { [.wallClock, .cpuTotal, .instructions, .mallocCountTotal, .memoryLeaked] }

func operation(_ name: String, _ format: PixelFormat, scaling: BenchmarkScalingFactor,
               thresholds: [BenchmarkMetric: BenchmarkThresholds]?, _ body: @escaping @MainActor (Panel24Bench) -> Void) {
    let holder = SceneHolder()
    Benchmark("\(name) \(format.rawValue)",
              configuration: .init(metrics: operationMetrics, scalingFactor: scaling, maxDuration: .seconds(3),
                                   maxIterations: 200, thresholds: thresholds,
                                   setup: { await MainActor.run { holder.make(format) } },
                                   teardown: { await MainActor.run { holder.bench = nil } })) { benchmark async in
        let iterations = benchmark.scaledIterations
        await MainActor.run {
            let b = holder.bench!
            for _ in iterations { body(b) }
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    for format in [PixelFormat.xrgb8888, .rgb565] {
        operation("frame", format, scaling: .one, thresholds: nil) { $0.fullFrame() }
        operation("repaint", format, scaling: .kilo, thresholds: zeroAllocations) { $0.repaintButton() }
        operation("tap", format, scaling: .kilo, thresholds: zeroAllocations) { b in
            let before = b.presses
            b.tap()
            precondition(b.presses == before + 1, "a tap did not reach Button 9's action")
        }
    }

    // Start-up to the first frame: the theme's fonts (shared after the first run), the scene, the
    // compositor and one full render.
    Benchmark("startup to first frame",
              configuration: .init(metrics: [.wallClock, .instructions, .mallocCountTotal],
                                   maxDuration: .seconds(5), maxIterations: 100)) { benchmark async in
        let iterations = benchmark.scaledIterations
        await MainActor.run {
            for _ in iterations {
                let b = Panel24Bench(format: .xrgb8888)
                b.compositor.render(into: b.buffer, age: 0)
                blackHole(b)
            }
        }
    }

    // Resident memory with the scene built and drawn: the benchmark process's peak resident set.
    let holder = SceneHolder()
    Benchmark("rss with scene",
              configuration: .init(metrics: [.peakMemoryResident], maxIterations: 1,
                                   setup: { await MainActor.run { holder.make(.xrgb8888) } },
                                   teardown: { await MainActor.run { holder.bench = nil } })) { benchmark async in
        await MainActor.run { blackHole(holder.bench!.presses) }
    }
}
