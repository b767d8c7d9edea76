// Panel-24 (Benchmarks/panel-24.md) under ordo-one's package-benchmark: the same scene and
// operations as `faceplate-bench` (FaceplateBenchKit.Panel24Bench; DemoScrollBench for the scroll
// frame), timed and with the benchmark package's malloc counters. Repaint, tap and scroll must
// allocate nothing once warm: their thresholds are absolute zeros, so `swift package benchmark thresholds check` fails on a single allocation.
//
// Faceplate is main-actor code and the runner calls benchmarks off the main actor: each sample hops
// to the main actor once and starts and stops its measurement there, so only the operations count.
import Benchmark
import FaceplateBenchKit
import FaceplateGraphics

/// Holds the scroll benchmark's demo scene between its setup, its samples and its teardown.
@MainActor final class ScrollHolder {
    var bench: DemoScrollBench?
    nonisolated init() {}
    func make(_ format: PixelFormat) { let b = DemoScrollBench(format: format); b.warmUp(); bench = b }
}

/// Holds one benchmark's scene between its setup, its samples and its teardown.
@MainActor final class SceneHolder {
    var bench: Panel24Bench?
    nonisolated init() {}
    func make(_ format: PixelFormat) { let b = Panel24Bench(format: format); b.warmUp(); bench = b }
}

/// Allocations must stay at zero at every percentile (an absolute tolerance of 0 against a baseline of
/// 0). Wall time is not checked: on a shared 2-core machine it moves by more than any useful tolerance;
/// scripts/bench --check guards the instruction counts instead.
var zeroAllocations: [BenchmarkMetric: BenchmarkThresholds] { [
    .mallocCountTotal: .init(absolute: [.p0: 0, .p25: 0, .p50: 0, .p75: 0, .p90: 0, .p99: 0, .p100: 0]),
    .wallClock: .init(relative: BenchmarkThresholds.Relative.none, absolute: BenchmarkThresholds.Absolute.none),
] }

/// Only wall time and the malloc count: the CPU-time and instruction metrics make the harness itself
/// allocate inside the measured span (16 allocations per sample here), which would hide ours.
var operationMetrics: [BenchmarkMetric] { [.wallClock, .mallocCountTotal] }

func operation(_ name: String, _ format: PixelFormat, scaling: BenchmarkScalingFactor,
               thresholds: [BenchmarkMetric: BenchmarkThresholds]?, _ body: @escaping @MainActor (Panel24Bench) -> Void) {
    let holder = SceneHolder()
    Benchmark("\(name) \(format.rawValue)",
              configuration: .init(metrics: operationMetrics, scalingFactor: scaling, maxDuration: .seconds(3),
                                   maxIterations: 200, thresholds: thresholds,
                                   setup: { await MainActor.run { holder.make(format) } },
                                   teardown: { await MainActor.run { holder.bench = nil } })) { benchmark async in
        // The closure runs off the main actor: hop once, and start and stop the measurement on the
        // main actor itself, so neither the hop's time nor its allocations are counted.
        nonisolated(unsafe) let measured = benchmark
        await MainActor.run {
            let b = holder.bench!
            measured.startMeasurement()
            for _ in measured.scaledIterations { body(b) }
            measured.stopMeasurement()
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    for format in [PixelFormat.xrgb8888, .rgb565] {
        operation("frame", format, scaling: .one, thresholds: nil) { $0.fullFrame() }
        operation("repaint", format, scaling: .one, thresholds: zeroAllocations) { $0.repaintButton() }
        operation("tap", format, scaling: .one, thresholds: zeroAllocations) { b in
            let before = b.presses
            b.tap()
            precondition(b.presses == before + 1, "a tap did not reach Button 9's action")
        }
        // The demo's 50-row schedule scrolled by 7 points and rendered (DemoScrollBench): no allocation.
        let scroll = ScrollHolder()
        Benchmark("scroll \(format.rawValue)",
                  configuration: .init(metrics: operationMetrics, maxDuration: .seconds(3), maxIterations: 200,
                                       thresholds: zeroAllocations,
                                       setup: { await MainActor.run { scroll.make(format) } },
                                       teardown: { await MainActor.run { scroll.bench = nil } })) { benchmark async in
            nonisolated(unsafe) let measured = benchmark
            await MainActor.run {
                let b = scroll.bench!
                measured.startMeasurement()
                for _ in measured.scaledIterations { b.scrollFrame() }
                measured.stopMeasurement()
            }
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
