// swift-tools-version: 6.0
// ThermostatFoundation: the Thermostat example's status screen written as an iOS developer writes it —
// with Foundation (JSONDecoder, NumberFormatter, DateFormatter, String(format:), Date). Faceplate itself
// uses no Foundation; an app may. `scripts/cross-build` sees the `import Foundation` and builds it for
// the board with Debian trixie's own Swift 6.0.3 (docs/BOARD-BUILDS.md, "Apps that import Foundation").
import PackageDescription

// SwiftPM names a path dependency after its folder (see Examples/Thermostat/Package.swift).
let faceplate = Context.packageDirectory.split(separator: "/").dropLast(2).last.map { $0.lowercased() } ?? "faceplate"

let package = Package(
    name: "ThermostatFoundation",
    products: [
        .executable(name: "thermostat-foundation", targets: ["ThermostatFoundation"]),
    ],
    dependencies: [
        .package(path: "../.."),
    ],
    targets: [
        .executableTarget(name: "ThermostatFoundation", dependencies: [
            .product(name: "FaceplateLinux", package: faceplate),
        ]),
    ]
)
