import FaceplateLinux

/// The schedule screen: the day's setpoint changes in a table (time, temperature); a swipe on a row
/// reveals Delete, a full swipe deletes at once, and Done goes back to the home screen.
final class ScheduleController: ViewController, TableViewDataSource, TableViewDelegate {
    /// One change of the setpoint: at `minutes` past midnight, to `celsius`.
    struct Entry { var minutes: Int; var celsius: Double }

    let thermostat: Thermostat
    private(set) var entries = [Entry(minutes: 6 * 60 + 30, celsius: 21), Entry(minutes: 8 * 60 + 15, celsius: 17),
                                Entry(minutes: 17 * 60, celsius: 21.5), Entry(minutes: 22 * 60 + 30, celsius: 16)]
    let titleLabel = Label(frame: Rect(40, 28, 400, 40))
    let doneButton = Button(title: "Done", frame: Rect(600, 24, 160, 52))
    let table = TableView(frame: Rect(0, 90, 800, 390), style: .insetGrouped)

    init(thermostat: Thermostat) { self.thermostat = thermostat; super.init() }

    override func loadView() {
        let theme = Theme.current
        let root = View(frame: Rect(0, 0, 800, 480))
        root.backgroundColor = table.backgroundColor       // the grouped background, under the title too
        titleLabel.text = "Schedule"
        titleLabel.font = theme.titleFont
        doneButton.accessibilityIdentifier = "schedule done"
        doneButton.addTarget(nil, action: .showHome, for: .primaryActionTriggered)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.register(TableViewCell.self, forCellReuseIdentifier: "entry")
        table.dataSource = self
        table.delegate = self
        for v: View in [table, titleLabel, doneButton] { root.addSubview(v) }
        view = root
    }

    /// The table shows the temperatures in the unit the settings chose.
    func refresh() { table.reloadData() }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { entries.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath)
        let entry = entries[indexPath.row]
        var content = ListContentConfiguration.valueCell()
        content.text = (entry.minutes / 60 < 10 ? "0" : "") + "\(entry.minutes / 60):" + (entry.minutes % 60 < 10 ? "0" : "") + "\(entry.minutes % 60)"
        content.secondaryText = thermostat.format(entry.celsius)
        cell.contentConfiguration = content
        cell.selectionStyle = .none
        return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Every day" }

    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            guard let self, indexPath.row < self.entries.count else { return done(false) }
            self.entries.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }
}
