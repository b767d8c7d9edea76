// swift-tools-version: 6.1
// Faceplate's benchmarks with ordo-one's package-benchmark: panel-24's full frame, Button 9's repaint
// and a tap dispatch in XRGB8888 and RGB565, start-up to the first frame and resident memory, with the
// package's malloc metrics (its MallocInterposer trait) and thresholds that hold the repaint and the
// dispatch at zero allocations once warm. A package of its own so the main package keeps its 6.0
// floor and its users never resolve the benchmark's dependencies. BENCHMARKS.md has the figures.
//
//   cd Benchmarks && swift package benchmark                 run everything
//   swift package benchmark --filter "tap.*"                 one group
//   swift package --allow-writing-to-package-directory benchmark baseline update main
//   swift package benchmark baseline check main              fails on any allocation in repaint or tap
import PackageDescription

let package = Package(
    name: "FaceplateBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
        .package(name: "Faceplate", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "Panel24",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "FaceplateBenchKit", package: "Faceplate"),
            ],
            path: "Benchmarks/Panel24",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
