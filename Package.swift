// swift-tools-version: 6.0
// Faceplate: UIKit's event model for Linux touch panels, drawn straight into DRM/KMS.
// Folders are layers: C shims -> graphics/text -> UI core -> widgets -> Linux backends -> CLI.
import PackageDescription

let package = Package(
    name: "Faceplate",
    products: [
        .library(name: "Faceplate", targets: ["Faceplate"]),
        .library(name: "FaceplateGraphics", targets: ["FaceplateGraphics"]),
        // ---- linux display backends (helper: display) ----
        .library(name: "FaceplateLinux", targets: ["FaceplateLinux"]),
        .executable(name: "faceplate-kmscheck", targets: ["faceplate-kmscheck"]),
        // ---- end linux display backends ----
    ],
    targets: [
        // Graphics: geometry, pixel buffers, the software canvas. Pure Swift.
        .target(name: "FaceplateGraphics"),
        // UI core: responders, views, touches, controls, target-action, gesture recognizers. Pure Swift.
        .target(name: "Faceplate", dependencies: ["FaceplateGraphics"]),

        // Test support: counts mallocs on the calling thread, to prove zero-allocation paths.
        .target(name: "CMallocCounter", path: "Tests/CMallocCounter"),
        .testTarget(name: "FaceplateGraphicsTests", dependencies: ["FaceplateGraphics"]),
        .testTarget(name: "FaceplateTests", dependencies: ["Faceplate", "CMallocCounter"]),

        // ---- linux display backends (helper: display) ----
        // libdrm: KMS modesetting, dumb buffers, page-flip events; the shim also brings linux/fb.h + kd.h.
        .systemLibrary(name: "CDRM", pkgConfig: "libdrm", providers: [.apt(["libdrm-dev"])]),
        // Display backends: DRM/KMS dumb buffers, fbdev fallback, headless; probing for `faceplate info`.
        .target(name: "FaceplateLinux", dependencies: ["FaceplateGraphics", "CDRM"]),
        // Real-kernel check of DRMDisplay (run in the VM by scripts/vm/e2e): flips, screendumps, CRTC restore.
        // CMallocCounter: kmscheck proves the DRM frame cycle allocates nothing, on the real kernel.
        .executableTarget(name: "faceplate-kmscheck", dependencies: ["FaceplateLinux", "CMallocCounter"]),
        .testTarget(name: "FaceplateLinuxTests", dependencies: ["FaceplateLinux", "CDRM", "CMallocCounter"]),
        // ---- end linux display backends ----
    ]
)
