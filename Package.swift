// swift-tools-version: 6.0
// Faceplate: UIKit's event model for Linux touch panels, drawn straight into DRM/KMS.
// Folders are layers: C shims -> graphics/text -> UI core -> widgets -> Linux backends -> CLI.
import PackageDescription

let package = Package(
    name: "Faceplate",
    products: [
        .library(name: "Faceplate", targets: ["Faceplate"]),
        .library(name: "FaceplateGraphics", targets: ["FaceplateGraphics"]),
        // --- text (branch `text`) ---
        .library(name: "FaceplateText", targets: ["FaceplateText"]),
        // --- end text ---
    ],
    targets: [
        // Graphics: geometry, pixel buffers, the software canvas. Pure Swift.
        .target(name: "FaceplateGraphics"),
        // --- text (branch `text`): FreeType glyphs, glyph cache, line layout ---
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .target(name: "FaceplateText", dependencies: ["FaceplateGraphics", "CFreeType"]),
        .testTarget(name: "FaceplateTextTests", dependencies: ["FaceplateText", "CFreeType", "CMallocCounter"]),
        // --- end text ---
        // UI core: responders, views, touches, controls, target-action, gesture recognizers. Pure Swift.
        .target(name: "Faceplate", dependencies: ["FaceplateGraphics"]),

        // Test support: counts mallocs on the calling thread, to prove zero-allocation paths.
        .target(name: "CMallocCounter", path: "Tests/CMallocCounter"),
        .testTarget(name: "FaceplateGraphicsTests", dependencies: ["FaceplateGraphics"]),
        .testTarget(name: "FaceplateTests", dependencies: ["Faceplate", "CMallocCounter"]),
    ]
)
