// The UIKit module: `import UIKit` on a Linux panel, for code written for iOS.
//
// It re-exports Faceplate's core, widgets and app shell under UIKit's names (UIKitNames.swift) and
// Foundation, as iOS's UIKit does, so a programmatic UIKit app compiles with its import unchanged; an app
// that prefers Faceplate's own names imports FaceplateLinux instead and keeps them. This is the one module
// under Sources/ that imports Foundation: its whole job is to give apps what `import UIKit` gives on iOS.
//
// Why full Foundation and not swift-foundation's FoundationEssentials: Essentials has `Date`, `Data`,
// `URL`, `UUID`, `IndexPath`, `JSONDecoder` and `JSONEncoder`, but not `Timer`, `RunLoop`, `NSCoder`,
// `NumberFormatter`, `DateFormatter`, `String(format:)` or `NSString` — the types a UIKit app names first.
// Foundation brings Essentials and Internationalization with it, and with them ICU, whose data is most of
// what Foundation adds to a board's binary or shared libraries (docs/BOARD-BUILDS.md, "What Foundation
// costs on the board", has the sizes). An app that cannot afford it imports FaceplateLinux.
//
// Foundation's `Timer` fires on the panel's loop: FaceplateLinux's entry point runs the main run loop's
// timers when they are due (docs/PORTING.md, "Run loop, timers, GCD").
@_exported import Foundation
@_exported import Faceplate
@_exported import FaceplateGraphics
@_exported import FaceplateText
@_exported import FaceplateWidgets
@_exported import FaceplateLinux
