// swift-tools-version: 6.0
// Faceplate: UIKit's event model for Linux touch panels, drawn straight into DRM/KMS.
// Folders are layers: C shims -> graphics/text -> UI core -> widgets; C shims -> graphics -> UI core -> Linux
// drivers; widgets + drivers -> the app shell (FaceplateLinux) -> CLI.
import PackageDescription

// `import UIKit` on Linux: Faceplate's core, widgets and app shell under UIKit's names, with Foundation,
// for apps written for iOS. The one target under Sources/ that imports Foundation (its job is Foundation
// interop), so a package building only Faceplate's own products never compiles or links Foundation. Linux
// only: on Apple platforms the name is the real UIKit's. Its tests are UIKit apps ported with `import UIKit`.
#if os(Linux)
let uikitProducts: [Product] = [.library(name: "UIKit", targets: ["UIKit"])]
let uikitTargets: [Target] = [
    .target(name: "UIKit", dependencies: ["Faceplate", "FaceplateGraphics", "FaceplateText", "FaceplateWidgets", "FaceplateLinux"]),
    // Swift Testing declares a cross-import overlay for Testing + UIKit (`_Testing_UIKit`, Apple platforms
    // only): with both imported the compiler looks for it, so these tests turn cross-import overlays off.
    // The UIKit stopwatch port as an app on the real entry point: UIKitTests runs it headless with
    // recorded taps (Foundation's Timer fires on the panel's loop only in an app's own main thread), and
    // scripts/test builds it for the board and runs it under qemu. Under Tests/: it imports UIKit.
    .executableTarget(name: "uikit-stopwatch", dependencies: ["UIKit"], path: "Tests/UIKitStopwatch"),
    .testTarget(name: "UIKitTests", dependencies: ["UIKit", "uikit-stopwatch"],
                swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
]
#else
let uikitProducts: [Product] = []
let uikitTargets: [Target] = []
#endif

let package = Package(
    name: "Faceplate",
    products: [
        .library(name: "Faceplate", targets: ["Faceplate"]),
        .library(name: "FaceplateGraphics", targets: ["FaceplateGraphics"]),
        .library(name: "FaceplatePNG", targets: ["FaceplatePNG"]),
        .library(name: "FaceplateJPEG", targets: ["FaceplateJPEG"]),
        .library(name: "FaceplateText", targets: ["FaceplateText"]),
        .library(name: "FaceplateWidgets", targets: ["FaceplateWidgets"]),
        .library(name: "FaceplateEcho", targets: ["FaceplateEcho"]),
        .library(name: "FaceplateSystem", targets: ["FaceplateSystem"]),
        .library(name: "FaceplateDrivers", targets: ["FaceplateDrivers"]),
        .library(name: "FaceplateLinux", targets: ["FaceplateLinux"]),
        .library(name: "FaceplateMQTT", targets: ["FaceplateMQTT"]),
        .library(name: "FaceplateAccessibility", targets: ["FaceplateAccessibility"]),
        .library(name: "FaceplateSpeech", targets: ["FaceplateSpeech"]),
        // bench: the panel-24 benchmark scene and operations, for the Benchmarks/ package.
        .library(name: "FaceplateBenchKit", targets: ["FaceplateBenchKit"]),
        .library(name: "FaceplateScenes", targets: ["FaceplateScenes"]),
        .executable(name: "faceplate", targets: ["faceplate"]),
    ] + uikitProducts,
    targets: [
        // C shims (system libraries through pkg-config, with the Debian packages that provide them).
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CDRM", pkgConfig: "libdrm", providers: [.apt(["libdrm-dev"])]),
        // epoll, timerfd, signalfd, eventfd: Linux headers Glibc's module does not export.
        .systemLibrary(name: "CLinuxEvents", path: "Sources/CLinuxEvents"),
        // libdispatch's main-queue hooks (CoreFoundation's run loop uses them on Linux): declared, exported
        // by the toolchain's libdispatch, which every Swift program on Linux links already.
        .systemLibrary(name: "CMainQueue", path: "Sources/CMainQueue"),
        // CoreFoundation's main run loop calls (Foundation's Timer), weak: present only in an app that
        // links Foundation, null otherwise; nothing to link.
        .systemLibrary(name: "CRunLoopTimers", path: "Sources/CRunLoopTimers"),
        .systemLibrary(name: "CInput", pkgConfig: "libinput", providers: [.apt(["libinput-dev"])]),
        .systemLibrary(name: "CUdev", pkgConfig: "libudev", providers: [.apt(["libudev-dev"])]),
        .systemLibrary(name: "CSeat", pkgConfig: "libseat", providers: [.apt(["libseat-dev"])]),
        .systemLibrary(name: "CJSON", pkgConfig: "json-c", providers: [.apt(["libjson-c-dev"])]),
        // SDL2's ABI, declared (not linked): FaceplateDrivers dlopens libSDL2 for `--backend window` only, so
        // no build needs libsdl2-dev and no binary has SDL in its DT_NEEDED.
        .systemLibrary(name: "CSDL", path: "Sources/CSDL"),
        // Text for every market: font discovery, shaping, bidirectional text, UAX #14 line breaking.
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(name: "CUnibreak", pkgConfig: "libunibreak", providers: [.apt(["libunibreak-dev"])]),
        // Speech for the screen reader (FaceplateSpeech): espeak-ng synthesizes, ALSA plays.
        .systemLibrary(name: "CEspeak", pkgConfig: "espeak-ng", providers: [.apt(["libespeak-ng-dev"])]),
        .systemLibrary(name: "CALSA", pkgConfig: "alsa", providers: [.apt(["libasound2-dev"])]),
        // MQTT for apps that talk to their machine (FaceplateMQTT).
        .systemLibrary(name: "CMosquitto", pkgConfig: "libmosquitto", providers: [.apt(["libmosquitto-dev"])]),

        // Graphics: geometry, pixel buffers, the software canvas. Pure Swift.
        .target(name: "FaceplateGraphics", dependencies: ["FaceplateEcho"]),
        .target(name: "FaceplatePNG", dependencies: ["FaceplateGraphics", "CPNG"]),
        .target(name: "FaceplateJPEG", dependencies: ["FaceplateGraphics", "CTurboJPEG"]),
        // Text: fontconfig discovery, FreeType faces with a fallback chain, HarfBuzz shaping, FriBidi
        // reordering, libunibreak line breaking; a fixed glyph cache, allocation-free drawing.
        .target(name: "FaceplateText",
                dependencies: ["FaceplateGraphics", "CFreeType", "CFontconfig", "CHarfBuzz", "CFriBidi", "CUnibreak"]),
        // UI core: responders, views, touches, controls, target-action, gesture recognizers. Pure Swift.
        .target(name: "Faceplate", dependencies: ["FaceplateGraphics", "CMainQueue"]),
        // Widgets: Button, Label, Slider, Switch, ... built on Control.
        // SystemIcons/ holds the Bootstrap Icons SVG files that SystemIcons.swift embeds, with their licence.
        .target(name: "FaceplateWidgets", dependencies: ["Faceplate", "FaceplateText", "FaceplatePNG", "FaceplateJPEG"],
                exclude: ["SystemIcons"]),

        // How every error quotes a value from the command line or a file: used by the argument parser and by
        // the drivers' file parsers (evemu recordings, board profiles). No dependencies.
        .target(name: "FaceplateEcho"),

        // What drivers and the shell share about the kernel: an owned file descriptor and the one error a
        // failed system call throws (swift-system's shape, written here: builds reach no package registry).
        .target(name: "FaceplateSystem", dependencies: ["FaceplateEcho"]),

        // Linux drivers, one folder each: Input (libinput, the evemu replay), Display (DRM/KMS with its
        // buffers, fbdev, headless, the SDL preview window), Board (profiles), Seat (libseat), Loop (epoll).
        // Below the widgets and the command line: they know the core's records and the graphics' buffers only.
        .target(name: "FaceplateDrivers",
                dependencies: ["Faceplate", "FaceplateGraphics", "FaceplatePNG", "FaceplateEcho", "FaceplateSystem",
                               "CDRM", "CLinuxEvents", "CMainQueue", "CRunLoopTimers", "CInput", "CUdev", "CSeat", "CJSON", "CSDL"]),
        // The app shell: the entry point (ApplicationDelegate, ApplicationMain), the launch options, the panel
        // runner with its idle, warm-up and latency report. `import FaceplateLinux` is all an app needs.
        .target(name: "FaceplateLinux",
                dependencies: ["Faceplate", "FaceplateGraphics", "FaceplateWidgets", "FaceplateArguments", "FaceplateDrivers",
                               "FaceplateAccessibility", "FaceplateSpeech", "CLinuxEvents"]),

        // The machine's side of an app: MQTT through libmosquitto, pumped by any event loop (no thread of
        // its own), Home Assistant's climate conventions, and a room-temperature reader for hwmon and IIO.
        // No UI: a model the app binds to.
        .target(name: "FaceplateMQTT", dependencies: ["FaceplateEcho", "FaceplateSystem", "CMosquitto"]),

        // The screen reader: UIKit's accessibility attributes of the core and widgets, read aloud with
        // VoiceOver's gestures through any speech output (the shell wires it; tests record the words).
        .target(name: "FaceplateAccessibility", dependencies: ["Faceplate", "FaceplateGraphics", "FaceplateWidgets"]),

        // The screen reader's voice: espeak-ng on a thread of its own, played through ALSA.
        .target(name: "FaceplateSpeech", dependencies: ["Faceplate", "FaceplateAccessibility", "CEspeak", "CALSA"]),

        // The built-in scenes: panel-24 (the benchmark scene shared with LVGL) and the demo panel.
        .target(name: "FaceplateScenes", dependencies: ["Faceplate", "FaceplateWidgets", "FaceplateText"]),

        // CLI: an argument parser of our own (swift-argument-parser needs Foundation, which boards lack).
        .target(name: "FaceplateArguments", dependencies: ["FaceplateEcho"]),
        .executableTarget(name: "faceplate",
                          dependencies: ["FaceplateArguments", "FaceplateScenes", "FaceplateLinux", "FaceplatePNG", "FaceplateWidgets"]),

        // Tools.
        // Prints the records libinput (or an evemu replay) produces; the VM guest test diffs the two.
        .executableTarget(name: "faceplate-inputcheck", dependencies: ["FaceplateDrivers"]),
        // Real-kernel check of DRMDisplay (run in the VM by scripts/vm/e2e): flips, screendumps, CRTC restore,
        // and a malloc count of the frame cycle on the real kernel.
        .executableTarget(name: "faceplate-kmscheck", dependencies: ["FaceplateDrivers", "CMallocCounter"]),
        // An app on the entry point whose tasks, Dispatch blocks, timers and descriptor reach the screen
        // without input (FaceplateCLITests runs it headless).
        .executableTarget(name: "faceplate-loopcheck", dependencies: ["FaceplateLinux", "FaceplateWidgets"]),
        // An app on the entry point that imports Foundation and schedules Foundation Timers (FaceplateCLITests
        // runs it headless). Under Tests/: Faceplate's Sources/ never import Foundation.
        .executableTarget(name: "faceplate-timercheck", dependencies: ["FaceplateLinux", "FaceplateWidgets"],
                          path: "Tests/FaceplateTimerCheck"),

        // ---- bench: panel-24 against LVGL (BENCHMARKS.md, scripts/bench, Benchmarks/) ----
        // The panel-24 scene and its three measured operations, shared by faceplate-bench and the
        // Benchmarks/ package (which depends on this package by path).
        // With the panel's loop and runner for the main-queue operations (work from other threads to a frame).
        .target(name: "FaceplateBenchKit", dependencies: ["Faceplate", "FaceplateGraphics", "FaceplateScenes", "FaceplateWidgets",
                                                          "FaceplateDrivers", "FaceplateLinux", "CLinuxEvents"]),
        // Runs one operation N times for callgrind (scripts/bench) and counts its allocations.
        .executableTarget(name: "faceplate-bench", dependencies: ["FaceplateBenchKit", "CMallocCounter",
                                                                  "FaceplateAccessibility", "FaceplateSpeech"]),
        // ---- end bench ----

        // Test support: counts mallocs on the calling thread; golden-image comparison.
        .target(name: "CMallocCounter", path: "Tests/CMallocCounter"),
        // Test support: libevdev's uinput helpers, to make a real multi-touch device for libinput.
        .systemLibrary(name: "CEvdev", path: "Tests/CEvdev", pkgConfig: "libevdev", providers: [.apt(["libevdev-dev"])]),
        // expectNoAllocations: asserted in release builds (scripts/test's "Allocat" stage), recorded in debug.
        .target(name: "FaceplateAllocationTesting", dependencies: ["CMallocCounter"],
                path: "Tests/FaceplateAllocationTesting"),
        .target(name: "FaceplateTestSupport", dependencies: ["FaceplateGraphics", "FaceplatePNG"],
                path: "Tests/FaceplateTestSupport"),
        .testTarget(name: "FaceplateGraphicsTests",
                    dependencies: ["FaceplateGraphics", "FaceplatePNG", "FaceplateJPEG", "FaceplateTestSupport", "CMallocCounter",
                                   "FaceplateAllocationTesting"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "FaceplateTextTests", dependencies: ["FaceplateText", "CFreeType", "CMallocCounter", "FaceplateAllocationTesting"]),
        // Test support: a tappable pad control and panel-24's grid, for the core, driver and runner tests.
        .target(name: "FaceplatePanelTestSupport", dependencies: ["Faceplate", "FaceplateGraphics"],
                path: "Tests/FaceplatePanelTestSupport"),
        .testTarget(name: "FaceplateDriversTests",
                    dependencies: ["FaceplateDrivers", "FaceplateEcho", "FaceplatePanelTestSupport", "CDRM", "CInput", "CJSON", "CMallocCounter", "CEvdev", "FaceplateAllocationTesting"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "FaceplateLinuxTests",
                    dependencies: ["FaceplateLinux", "FaceplateDrivers", "FaceplatePanelTestSupport", "CMallocCounter",
                                   "FaceplateAllocationTesting"]),
        .testTarget(name: "FaceplateScenesTests",
                    dependencies: ["FaceplateScenes", "FaceplateWidgets", "FaceplateTestSupport", "CMallocCounter", "FaceplateAllocationTesting",
                                   "FaceplateBenchKit"]),
        .testTarget(name: "FaceplateArgumentsTests", dependencies: ["FaceplateArguments"]),
        .testTarget(name: "FaceplateEchoTests", dependencies: ["FaceplateEcho"]),
        // Starts a real mosquitto broker on 127.0.0.1 (Debian package mosquitto) for the MQTT tests.
        .testTarget(name: "FaceplateMQTTTests", dependencies: ["FaceplateMQTT"]),
        // The demo scene on the entry point with a Boost action that traps (the flight recorder's crash
        // test in FaceplateCLITests). Under Tests/: a crash on purpose is no product.
        .executableTarget(name: "faceplate-crashcheck", dependencies: ["FaceplateLinux", "FaceplateScenes"],
                          path: "Tests/FaceplateCrashCheck"),
        // Runs the built `faceplate` binary (built alongside the tests by `swift build --build-tests`).
        .testTarget(name: "FaceplateCLITests", dependencies: ["faceplate", "faceplate-loopcheck", "faceplate-timercheck",
                                                               "faceplate-crashcheck"]),
        .testTarget(name: "FaceplateWidgetsTests",
                    dependencies: ["FaceplateWidgets", "FaceplateText", "FaceplateTestSupport", "CMallocCounter", "FaceplateAllocationTesting"]),
        .testTarget(name: "FaceplateAccessibilityTests",
                    dependencies: ["FaceplateAccessibility", "FaceplateWidgets", "FaceplateScenes", "FaceplateTestSupport", "CMallocCounter",
                                   "FaceplateAllocationTesting"]),
        .testTarget(name: "FaceplateSpeechTests",
                    dependencies: ["FaceplateSpeech", "FaceplateAccessibility", "FaceplateWidgets", "FaceplateScenes", "FaceplateTestSupport",
                                   "CMallocCounter", "FaceplateAllocationTesting"]),
        .testTarget(name: "FaceplateTests", dependencies: ["Faceplate", "FaceplateWidgets", "CMallocCounter", "FaceplateAllocationTesting",
                                                          "FaceplatePanelTestSupport"]),
    ] + uikitTargets
)

