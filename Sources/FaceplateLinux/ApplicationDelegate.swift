#if canImport(Glibc)
import Glibc
#endif
import FaceplateArguments
import FaceplateWidgets
import FaceplateDrivers

/// A Faceplate app: its delegate and, through `@main`, its entry point — UIKit's
/// `UIApplicationDelegate` with `UIApplicationMain`.
///
/// A complete app:
///
/// ```swift
/// import FaceplateLinux
///
/// @main
/// final class AppDelegate: Responder, ApplicationDelegate {
///     var window: Window?
///
///     func application(_ application: Application, didFinishLaunchingWithOptions options: LaunchOptions) throws {
///         window?.rootViewController = HomeController()
///     }
/// }
/// ```
///
/// `static func main()` (provided) does what `UIApplicationMain` does, for a panel: it blocks the
/// termination signals before anything can start a thread, makes the delegate, parses the standard
/// options (``LaunchOptions``; `--help` lists them and the app's own), finds the board profile, opens the
/// seat, the display (DRM, else fbdev, else headless PNG frames, saying why) and the input (libinput with
/// the board's rotation and calibration, or a replayed recording), makes the ``Application`` and a
/// ``Window`` covering the display, and calls
/// ``application(_:didFinishLaunchingWithOptions:)``, then ``applicationDidBecomeActive(_:)``; the other
/// lifecycle calls come at the panel's moments (the display taken away and given back, idle blanking
/// and waking). Then it runs the event loop until SIGINT,
/// SIGTERM, SIGHUP or SIGQUIT (or `--frames`, or the end of `--replay`), gives the console back, calls
/// ``applicationWillTerminate(_:)`` and exits: 0, or 128 + n for SIGHUP/SIGQUIT (``PanelRunner/exitCode``),
/// 1 when the launch failed or a headless frame could not be written, 2 for a bad command line.
///
/// As in UIKit, the delegate is the last responder of the chain when it is a `Responder`: nil-targeted
/// actions nobody else handles reach it (`Application.next` is its delegate).
@MainActor public protocol ApplicationDelegate: AnyObject {
    /// Creates the delegate. The entry point makes exactly one, first (UIKit instantiates the delegate
    /// class named to `UIApplicationMain`).
    init()

    /// The app's window. The entry point makes it before launch finishes — covering the display,
    /// key and visible, with the theme's background — and sets it here (UIKit's main-storyboard window);
    /// set its `rootViewController` in ``application(_:didFinishLaunchingWithOptions:)``.
    var window: Window? { get set }

    /// The app's name: `--help`, messages, the board directory `/usr/share/NAME/boards`, the default
    /// frame directory. Default: the executable's file name (the package's product, as `scripts/package`
    /// installs it).
    var name: String { get }
    /// One line for `--help`.
    var summary: String { get }
    /// The app's version, written into its flight recordings (the board profile's `flightRecorder`) and
    /// its journal entries (`--journal`). Default: the installed package's (``InstalledVersion``), else
    /// "unversioned".
    var version: String { get }
    /// The board profile used when `--board` is not given. Default: ``BoardChoice/matching``.
    var board: BoardChoice { get }
    /// The colour theme used when `--theme` is not given. Default: light.
    var theme: Theme.Style { get }
    /// Where board profiles are looked for. Default: ``BoardLibrary/standard(for:)`` of ``name``.
    var boardLibrary: BoardLibrary { get }
    /// The app's own command-line options, after the standard ones; their values are in the launch
    /// options. Default: none.
    var additionalOptions: [Option] { get }

    /// Launch is done: set the window's root view controller (UIKit's
    /// `application(_:didFinishLaunchingWithOptions:)`). `Theme.current` is the chosen theme already.
    /// Throwing ends the launch: the error is printed and the app exits 1.
    func application(_ application: Application, didFinishLaunchingWithOptions options: LaunchOptions) throws

    /// The app is about to exit — a termination signal, `--frames`, the end of `--replay` — and the
    /// display is already given back: save state (UIKit's `applicationWillTerminate(_:)`). Default: nothing.
    func applicationWillTerminate(_ application: Application)

    /// The app stops being active: the display is being taken away, or the panel blanks while idle
    /// (UIKit's `applicationWillResignActive(_:)`): pause what the user was watching. Default: nothing.
    func applicationWillResignActive(_ application: Application)
    /// The display was taken away — a VT switch, another program took DRM master, the seat was disabled
    /// — so nothing is drawn or touched (UIKit's `applicationDidEnterBackground(_:)`). Default: nothing.
    func applicationDidEnterBackground(_ application: Application)
    /// The display is being given back (UIKit's `applicationWillEnterForeground(_:)`). Default: nothing.
    func applicationWillEnterForeground(_ application: Application)
    /// The app is active: once after launch, and again when the display is back or the panel wakes
    /// (UIKit's `applicationDidBecomeActive(_:)`). Default: nothing.
    func applicationDidBecomeActive(_ application: Application)
}

/// Which board profile an app runs with when `--board` is not given.
public enum BoardChoice: Sendable, Equatable {
    /// The profile of the app's board directories that matches this machine's connectors and input
    /// devices; none (the display's own mode, unrotated) when none matches.
    case matching
    /// This profile (a name in the app's board directories, or a path); `--board` still overrides it.
    case named(String)

    /// The name or path, for ``named(_:)``.
    public var name: String? {
        if case .named(let n) = self { return n }
        return nil
    }
}

extension ApplicationDelegate {
    /// The executable's file name.
    public var name: String { ApplicationMain.executableName() }
    /// A generic line; say what your app does.
    public var summary: String { "a Faceplate panel app" }
    /// The version of the installed package (`share/NAME/version`, written by `scripts/package`), else
    /// "unversioned".
    public var version: String { InstalledVersion.read(for: name) ?? "unversioned" }
    /// Match this machine against the app's board profiles.
    public var board: BoardChoice { .matching }
    /// The light theme.
    public var theme: Theme.Style { .light }
    /// `./boards`, `../share/NAME/boards` next to the executable, `/usr/share/NAME/boards`.
    public var boardLibrary: BoardLibrary { .standard(for: name) }
    /// No options beyond the standard ones.
    public var additionalOptions: [Option] { [] }
    /// Nothing to save.
    public func applicationWillTerminate(_ application: Application) {}
    /// Nothing to pause.
    public func applicationWillResignActive(_ application: Application) {}
    /// Nothing to do.
    public func applicationDidEnterBackground(_ application: Application) {}
    /// Nothing to do.
    public func applicationWillEnterForeground(_ application: Application) {}
    /// Nothing to resume.
    public func applicationDidBecomeActive(_ application: Application) {}

    /// Calls this delegate's lifecycle method for `event` (the entry point wires it to
    /// ``Faceplate/Application/lifecycleObserver``).
    public func applicationLifecycle(_ event: Application.LifecycleEvent, of application: Application) {
        switch event {
        case .willResignActive: applicationWillResignActive(application)
        case .didEnterBackground: applicationDidEnterBackground(application)
        case .willEnterForeground: applicationWillEnterForeground(application)
        case .didBecomeActive: applicationDidBecomeActive(application)
        }
    }
    /// The entry point `@main` calls: runs the app with the process's arguments and exits with
    /// ``ApplicationMain/main(_:arguments:)``'s code.
    public static func main() {
        exit(ApplicationMain.main(Self.self))
    }
}
