// swift-tools-version: 6.0
// Faceplate: UIKit's event model for Linux touch panels, drawn straight into DRM/KMS.
// Folders are layers: C shims -> graphics/text -> UI core -> widgets -> Linux backends -> CLI.
import PackageDescription

let package = Package(
    name: "Faceplate",
    products: [
        .library(name: "Faceplate", targets: ["Faceplate"]),
        .library(name: "FaceplateGraphics", targets: ["FaceplateGraphics"]),
        .library(name: "FaceplatePNG", targets: ["FaceplatePNG"]),  // graphics helper
    ],
    targets: [
        // Graphics: geometry, pixel buffers, the software canvas. Pure Swift.
        .target(name: "FaceplateGraphics"),
        // UI core: responders, views, touches, controls, target-action, gesture recognizers. Pure Swift.
        .target(name: "Faceplate", dependencies: ["FaceplateGraphics"]),

        // Test support: counts mallocs on the calling thread, to prove zero-allocation paths.
        .target(name: "CMallocCounter", path: "Tests/CMallocCounter"),

        // ---- BEGIN graphics helper block: PNG I/O, golden-image test support, graphics tests ----
        // libpng, as a system library: module.modulemap + shim header with non-longjmp'ing helpers.
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // PNG read/write of Images and PixelBuffers (goldens, screenshots, image assets).
        .target(name: "FaceplatePNG", dependencies: ["FaceplateGraphics", "CPNG"]),
        // Golden-image comparison, shared by every test target that draws.
        .target(name: "FaceplateTestSupport", dependencies: ["FaceplateGraphics", "FaceplatePNG"],
                path: "Tests/FaceplateTestSupport"),
        .testTarget(name: "FaceplateGraphicsTests",
                    dependencies: ["FaceplateGraphics", "FaceplatePNG", "FaceplateTestSupport", "CMallocCounter"]),
        // The reference frame (24 shadowed buttons, a slider, a switch) for callgrind: the render budget's yardstick.
        .executableTarget(name: "graphics-bench", dependencies: ["FaceplateGraphics", "FaceplatePNG"],
                          path: "Benchmarks/GraphicsBench"),
        // ---- END graphics helper block ----
        .testTarget(name: "FaceplateTests", dependencies: ["Faceplate", "CMallocCounter"]),
    ]
)
