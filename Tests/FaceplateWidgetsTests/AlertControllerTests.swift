import Testing
import Faceplate
import FaceplateWidgets

@Suite @MainActor struct AlertControllerTests {
    @Test func anAlertIsACentredPanelOverADimmedScreenAndItsActionDismissesThenCallsTheHandler() throws {
        let driver = TestDriver(size: Size(480, 320))
        let log = ControllerLog()
        let home = LoggingController("Home", log: log)
        home.view.backgroundColor = .white
        driver.window.rootViewController = home
        let alert = AlertController(title: "Delete schedule?", message: "This cannot be undone.", preferredStyle: .alert, theme: Themes.light)
        var order: [String] = []
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in order.append("cancel") })
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { action in
            order.append("handler: " + (action.title ?? "") + (alert.presentingViewController == nil ? ", dismissed" : ", still shown"))
        })
        log.clear()
        home.present(alert, animated: true)
        driver.settle(0.5)
        // Over full screen: the presenter stays and gets no disappearance calls (UIKit's alerts).
        #expect(log.appearance.isEmpty)
        #expect(home.view.window === driver.window)
        // A 270-point panel in the middle; the cancel action on the leading side of the two.
        let panel = alert.panel.frame
        #expect(panel.width == AlertController.panelWidth)
        #expect(abs(panel.midX - 240) <= 0.5 && abs(panel.midY - 160) <= 0.5)
        let cancel = try #require(driver.element("Cancel")), delete = try #require(driver.element("Delete"))
        #expect(cancel.frame.minX == 0 && delete.frame.minX == panel.width / 2)

        let frame = render(driver)
        // The screen outside the panel is dimmed (white under 40 % black), the panel is light.
        let dim = frame.pixel(x: 10, y: 10) & 0xFF
        #expect(dim > 130 && dim < 170)
        #expect(frame.pixel(x: 240, y: Int(panel.minY) + 4) & 0xFF > 200)

        try driver.tap("Delete")
        #expect(order.isEmpty)   // the handler waits for the dismissal
        driver.settle(0.5)
        #expect(order == ["handler: Delete, dismissed"])
        #expect(alert.viewIfLoaded?.window == nil && home.presentedViewController == nil)
        #expect(log.appearance.isEmpty)
    }

    @Test func threeActionsStackWithCancelLast() throws {
        let driver = TestDriver()
        let home = ViewController()
        driver.window.rootViewController = home
        let alert = AlertController(title: "Mode", message: nil, preferredStyle: .alert, theme: Themes.light)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Heat", style: .default))
        alert.addAction(AlertAction(title: "Cool", style: .default))
        home.present(alert, animated: false)
        let cancel = try #require(driver.element("Cancel")), heat = try #require(driver.element("Heat")), cool = try #require(driver.element("Cool"))
        #expect(heat.frame.minY < cool.frame.minY && cool.frame.minY < cancel.frame.minY)
        #expect(cancel.frame.maxY == alert.panel.bounds.height)
    }
}
