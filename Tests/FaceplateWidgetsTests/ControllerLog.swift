import Faceplate

/// Records UIKit's view-controller callbacks, in order, across several controllers.
@MainActor final class ControllerLog {
    var lines: [String] = []
    func clear() { lines.removeAll() }
}

/// A controller that logs each lifecycle call as "name.call".
@MainActor class LoggingController: ViewController {
    let name: String
    let log: ControllerLog
    var sizeInViewDidLoad: Size?

    init(_ name: String, log: ControllerLog) {
        self.name = name
        self.log = log
        super.init()
        title = name
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        sizeInViewDidLoad = view.bounds.size
        log.lines.append(name + ".viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.lines.append(name + ".viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.lines.append(name + ".viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.lines.append(name + ".viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.lines.append(name + ".viewDidDisappear") }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); log.lines.append(name + ".viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); log.lines.append(name + ".viewDidLayoutSubviews") }
    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        log.lines.append(name + ".willMove(toParent: " + (parent.map { ($0 as? LoggingController)?.name ?? "\(type(of: $0))" } ?? "nil") + ")")
    }
    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        log.lines.append(name + ".didMove(toParent: " + (parent.map { ($0 as? LoggingController)?.name ?? "\(type(of: $0))" } ?? "nil") + ")")
    }
}

extension ControllerLog {
    /// The lines without the layout calls (for tests about appearance order).
    var appearance: [String] { lines.filter { !$0.hasSuffix("LayoutSubviews") } }
}
