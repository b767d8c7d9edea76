import FaceplateLinux

extension Selector {
    /// Sent by any control up the responder chain (a nil target): the screens controller, the parent of
    /// every screen, performs it — the control needs no reference to who switches screens.
    static let showSchedule = Selector.method("showSchedule", of: ScreensController.self) { screens, _, _ in
        screens.selectedViewController = screens.scheduleNavigation
    }
}

/// The window's root: a tab bar between the home screen, the schedule (in a navigation controller,
/// which pushes the time editor) and the settings.
final class ScreensController: TabBarController {
    let home: HomeController
    let settings: SettingsController
    let schedule: ScheduleController
    let scheduleNavigation: NavigationController

    init(thermostat: Thermostat) {
        home = HomeController(thermostat: thermostat)
        settings = SettingsController(thermostat: thermostat)
        schedule = ScheduleController(thermostat: thermostat)
        scheduleNavigation = NavigationController(rootViewController: schedule)
        super.init()
        let strings = Strings.current
        if thermostat.room.isEmpty { thermostat.room = strings.defaultRoom }
        home.title = strings.home
        schedule.title = strings.schedule
        settings.title = strings.settings
        scheduleNavigation.tabBarItem.title = strings.schedule
        viewControllers = [home, scheduleNavigation, settings]
    }
}
