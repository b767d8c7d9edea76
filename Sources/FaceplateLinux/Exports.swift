// An app is written against the widgets and the core, started by this module's entry point, may add
// command-line options of its own and may reach a driver (a board profile, the backlight): `import
// FaceplateLinux` is enough for all of it.
@_exported import FaceplateWidgets
@_exported import FaceplateArguments
@_exported import FaceplateDrivers

/// UIKit's name for ``ApplicationDelegate`` (see FaceplateWidgets' UIKitNames.swift).
@available(*, unavailable, renamed: "ApplicationDelegate")
public typealias UIApplicationDelegate = ApplicationDelegate
