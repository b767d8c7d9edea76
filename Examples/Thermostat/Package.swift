// swift-tools-version: 6.0
// Thermostat: an example panel app built on Faceplate — the shape docs/BOARD-BUILDS.md walks through.
import PackageDescription

// SwiftPM names a path dependency after its folder: "faceplate" for a clone next to your app (write
// `package: "faceplate"` there). This example sits inside the Faceplate checkout, whose folder may have
// any name, so it reads the name from its own location.
let faceplate = Context.packageDirectory.split(separator: "/").dropLast(2).last.map { $0.lowercased() } ?? "faceplate"

let package = Package(
    name: "Thermostat",
    products: [
        // The product name is the installed command, the .deb's name and its /usr/share/thermostat/boards.
        .executable(name: "thermostat", targets: ["Thermostat"]),
    ],
    dependencies: [
        .package(path: "../.."),
    ],
    targets: [
        .executableTarget(name: "Thermostat", dependencies: [
            .product(name: "FaceplateLinux", package: faceplate),   // the entry point, the widgets, the Linux backends
            .product(name: "FaceplateMQTT", package: faceplate),    // Home Assistant over MQTT, the room sensor
        ]),
        // What the screen reader says on the app, against text goldens (scripts/test-examples spoken).
        .testTarget(name: "ThermostatTests", dependencies: [
            "Thermostat",
            .product(name: "FaceplateAccessibility", package: faceplate),
        ]),
    ]
)
