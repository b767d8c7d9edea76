import FaceplateLinux

extension Selector {
    /// Sent by any control up the responder chain (a nil target): the screens controller, the parent of
    /// every screen, performs it — the control needs no reference to who switches screens.
    static let showSettings = Selector.method("showSettings", of: ScreensController.self) { screens, _, _ in
        screens.show(screens.settings)
    }
    /// To the schedule screen (from the settings).
    static let showSchedule = Selector.method("showSchedule", of: ScreensController.self) { screens, _, _ in
        screens.show(screens.schedule)
    }
    /// Back to the home screen, from anywhere below the screens controller.
    static let showHome = Selector.method("showHome", of: ScreensController.self) { screens, _, _ in
        screens.show(screens.home)
    }
}

/// The window's root: holds the screens as child controllers and shows one at a time.
final class ScreensController: ViewController {
    let home: HomeController
    let settings: SettingsController
    let schedule: ScheduleController

    init(thermostat: Thermostat) {
        home = HomeController(thermostat: thermostat)
        settings = SettingsController(thermostat: thermostat)
        schedule = ScheduleController(thermostat: thermostat)
        super.init()
        addChild(home)
        addChild(settings)
        addChild(schedule)
    }

    override func loadView() {
        let root = View(frame: Rect(0, 0, 800, 480))
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = root
        show(home)
    }

    /// Puts `screen`'s view in place of the one shown.
    func show(_ screen: ViewController) {
        for child in children where child !== screen { child.viewIfLoaded?.removeFromSuperview() }
        screen.view.frame = view.bounds
        screen.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(screen.view)
        (screen as? HomeController)?.refresh()
        (screen as? ScheduleController)?.refresh()
    }
}
