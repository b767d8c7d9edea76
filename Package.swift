// swift-tools-version: 6.0
// Faceplate: UIKit's event model for Linux touch panels, drawn straight into DRM/KMS.
// Folders are layers: C shims -> graphics/text -> UI core -> widgets -> Linux backends -> CLI.
import PackageDescription

let package = Package(
    name: "Faceplate",
    products: [
        .library(name: "Faceplate", targets: ["Faceplate"]),
        .library(name: "FaceplateGraphics", targets: ["FaceplateGraphics"]),
        .library(name: "FaceplateWidgets", targets: ["FaceplateWidgets"]),
    ],
    targets: [
        // Graphics: geometry, pixel buffers, the software canvas. Pure Swift.
        .target(name: "FaceplateGraphics"),
        // UI core: responders, views, touches, controls, target-action, gesture recognizers. Pure Swift.
        .target(name: "Faceplate", dependencies: ["FaceplateGraphics"]),
        // Widgets: Button, Label, Slider, Switch, ... built on Control.
        .target(name: "FaceplateWidgets", dependencies: ["Faceplate"]),

        // Test support: counts mallocs on the calling thread, to prove zero-allocation paths.
        .target(name: "CMallocCounter", path: "Tests/CMallocCounter"),
        .testTarget(name: "FaceplateGraphicsTests", dependencies: ["FaceplateGraphics"]),
        .testTarget(name: "FaceplateTests", dependencies: ["Faceplate", "FaceplateWidgets", "CMallocCounter"]),
    ]
)
