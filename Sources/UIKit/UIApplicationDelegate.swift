/// UIKit's app delegate: an ``ApplicationDelegate`` whose launch method may be written with UIKit's
/// signature, `application(_:didFinishLaunchingWithOptions:) -> Bool` taking
/// `[UIApplication.LaunchOptionsKey: Any]?`.
///
/// ```swift
/// import UIKit
///
/// @main
/// final class AppDelegate: UIResponder, UIApplicationDelegate {
///     var window: UIWindow?
///
///     func application(_ application: UIApplication,
///                      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
///         window?.rootViewController = UINavigationController(rootViewController: ViewController())
///         return true
///     }
/// }
/// ```
///
/// The entry point (`@main`, ``ApplicationDelegate/main()``) makes the window before launch, as UIKit's
/// main storyboard does; the launch options are empty (a panel app is not opened by a URL, a shortcut or a
/// notification), and its command line is ``LaunchOptions``, which the Faceplate form of the method receives.
/// Returning false ends the launch with exit code 1, where iOS ignores the value for a normal launch: a panel
/// has no other way to say it did not start.
///
/// The class is `final` (or declares `required init()`): without Objective-C's runtime, the entry point can
/// make an instance of the delegate class only through a required initializer.
@MainActor public protocol UIApplicationDelegate: ApplicationDelegate {
    /// UIKit's launch method: set the window's root view controller and return true.
    func application(_ application: Application,
                     didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool
}

extension UIApplicationDelegate {
    /// Nothing to do; true.
    public func application(_ application: Application,
                            didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    /// Calls the UIKit form, ``application(_:didFinishLaunchingWithOptions:)-(_,[Application.LaunchOptionsKey:Any]?)``,
    /// with empty launch options, and throws when it returns false.
    public func application(_ application: Application, didFinishLaunchingWithOptions options: LaunchOptions) throws {
        let launchOptions: [Application.LaunchOptionsKey: Any]? = nil
        guard self.application(application, didFinishLaunchingWithOptions: launchOptions) else {
            throw LaunchDeclined()
        }
    }
}

/// A UIKit delegate's launch method returned false.
struct LaunchDeclined: Error, CustomStringConvertible {
    var description: String { "application(_:didFinishLaunchingWithOptions:) returned false" }
}

extension Application {
    /// The key of a launch option (UIKit's `UIApplication.LaunchOptionsKey`). A panel app is launched by its
    /// command line only, so the dictionary an app delegate receives is always empty; the keys are here so
    /// that code reading them compiles.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The URL the app was opened with.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that opened it.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// The remote notification that launched it.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The home-screen quick action that launched it.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }
}
