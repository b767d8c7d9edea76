// swift-tools-version: 6.0
// libFuzzer targets for Faceplate's parsers of outside input: evemu recordings (with the replay behind
// them), flight recordings, board profiles, the thermostat's MQTT commands, JPEG images and SVG icons. A package of its own, built only by scripts/fuzz, because the targets need
// AddressSanitizer, coverage instrumentation and libFuzzer's runtime, which `swift build` of the main
// package must not get:
//
//   scripts/fuzz evemu 60        fuzz the evemu parser and replay for 60 seconds
//   scripts/fuzz flight 60       fuzz the flight recording parser and the replay source behind it
//   scripts/fuzz board 60        fuzz the board-profile parser
//   scripts/fuzz climate 60      fuzz the MQTT command parser and its effect on the climate model
//   scripts/fuzz jpeg 60         fuzz the JPEG decoder
//   scripts/fuzz svg 60          fuzz the SVG parser and the drawing of what it accepts
import PackageDescription

let package = Package(
    name: "FaceplateFuzz",
    dependencies: [
        .package(name: "Faceplate", path: ".."),
    ],
    targets: [
        // Declares libFuzzer's LLVMFuzzerRunDriver (its runtime is linked by scripts/fuzz).
        .target(name: "CFuzzerDriver"),
        // Hands control to libFuzzer and checks what every target checks: error messages are one short line.
        .target(name: "FuzzSupport", dependencies: [
            "CFuzzerDriver",
            .product(name: "FaceplateEcho", package: "Faceplate"),
        ]),
        .executableTarget(name: "fuzz-evemu", dependencies: [
            "FuzzSupport",
            .product(name: "FaceplateDrivers", package: "Faceplate"),
        ]),
        .executableTarget(name: "fuzz-flight", dependencies: [
            "FuzzSupport",
            .product(name: "FaceplateDrivers", package: "Faceplate"),
        ]),
        .executableTarget(name: "fuzz-board", dependencies: [
            "FuzzSupport",
            .product(name: "FaceplateDrivers", package: "Faceplate"),
        ]),
        .executableTarget(name: "fuzz-climate", dependencies: [
            "FuzzSupport",
            .product(name: "FaceplateMQTT", package: "Faceplate"),
        ]),
        .executableTarget(name: "fuzz-jpeg", dependencies: [
            "FuzzSupport",
            .product(name: "FaceplateGraphics", package: "Faceplate"),
            .product(name: "FaceplateJPEG", package: "Faceplate"),
        ]),
        .executableTarget(name: "fuzz-svg", dependencies: [
            "FuzzSupport",
            .product(name: "FaceplateGraphics", package: "Faceplate"),
        ]),
    ]
)
