// swift-tools-version: 6.0
// Faceplate: UIKit's event model for Linux touch panels, drawn straight into DRM/KMS.
// Folders are layers: C shims -> graphics/text -> UI core -> widgets -> Linux backends -> CLI.
import PackageDescription

let package = Package(
    name: "Faceplate",
    products: [
        .library(name: "Faceplate", targets: ["Faceplate"]),
        .library(name: "FaceplateGraphics", targets: ["FaceplateGraphics"]),
        // >>> input branch: Linux input backends (libinput, libseat, evemu replay, board profiles)
        .library(name: "FaceplateLinux", targets: ["FaceplateLinux"]),
        .executable(name: "faceplate-inputcheck", targets: ["faceplate-inputcheck"]),
        // <<< input branch
    ],
    targets: [
        // Graphics: geometry, pixel buffers, the software canvas. Pure Swift.
        .target(name: "FaceplateGraphics"),
        // UI core: responders, views, touches, controls, target-action, gesture recognizers. Pure Swift.
        .target(name: "Faceplate", dependencies: ["FaceplateGraphics"]),

        // >>> input branch: C libraries for input and board profiles, and the Linux backend target.
        // FaceplateLinux is shared with the display branch (DRM/fbdev); the lead merges the dependency lists.
        .systemLibrary(name: "CInput", pkgConfig: "libinput", providers: [.apt(["libinput-dev"])]),
        .systemLibrary(name: "CUdev", pkgConfig: "libudev", providers: [.apt(["libudev-dev"])]),
        .systemLibrary(name: "CSeat", pkgConfig: "libseat", providers: [.apt(["libseat-dev"])]),
        .systemLibrary(name: "CJSON", pkgConfig: "json-c", providers: [.apt(["libjson-c-dev"])]),
        .target(name: "FaceplateLinux",
                dependencies: ["Faceplate", "FaceplateGraphics", "CInput", "CUdev", "CSeat", "CJSON"]),
        // Prints the records libinput (or an evemu replay) produces; the VM guest test diffs the two.
        .executableTarget(name: "faceplate-inputcheck", dependencies: ["FaceplateLinux"]),
        .testTarget(name: "FaceplateLinuxInputTests",
                    dependencies: ["FaceplateLinux", "CInput", "CJSON", "CMallocCounter"],
                    exclude: ["Fixtures"]),
        // <<< input branch

        // Test support: counts mallocs on the calling thread, to prove zero-allocation paths.
        .target(name: "CMallocCounter", path: "Tests/CMallocCounter"),
        .testTarget(name: "FaceplateGraphicsTests", dependencies: ["FaceplateGraphics"]),
        .testTarget(name: "FaceplateTests", dependencies: ["Faceplate", "CMallocCounter"]),
    ]
)
