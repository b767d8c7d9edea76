import FaceplateLinux

/// The schedule screen: the day's setpoint changes in a table (time, temperature); a tap on a row
/// opens the time editor, a swipe on a row reveals Delete, and a full swipe deletes at once.
final class ScheduleController: ViewController, TableViewDataSource, TableViewDelegate {
    /// One change of the setpoint: at `minutes` past midnight, to `celsius`.
    struct Entry { var minutes: Int; var celsius: Double }

    let thermostat: Thermostat
    private(set) var entries = [Entry(minutes: 6 * 60 + 30, celsius: 21), Entry(minutes: 8 * 60 + 15, celsius: 17),
                                Entry(minutes: 17 * 60, celsius: 21.5), Entry(minutes: 22 * 60 + 30, celsius: 16)]
    let table = TableView(frame: Rect(0, 0, 800, 387), style: .insetGrouped)

    init(thermostat: Thermostat) { self.thermostat = thermostat; super.init() }

    override func loadView() {
        let root = View(frame: Rect(0, 0, 800, 387))
        root.backgroundColor = table.backgroundColor
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.register(TableViewCell.self, forCellReuseIdentifier: "entry")
        table.dataSource = self
        table.delegate = self
        root.addSubview(table)
        view = root
    }

    /// The temperatures show in the unit the settings chose.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        table.reloadData()
    }

    /// "06:30" for 390 minutes past midnight.
    static func clock(_ minutes: Int) -> String {
        (minutes / 60 < 10 ? "0" : "") + "\(minutes / 60):" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)"
    }

    /// What the rows show, top first ("06:30 21.0 °C"): the app prints it when it stops.
    var shownRows: [String] {
        table.visibleCells.compactMap { cell in
            guard let content = cell.contentConfiguration as? ListContentConfiguration else { return nil }
            return (content.text ?? "") + " " + (content.secondaryText ?? "")
        }
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { entries.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath)
        let entry = entries[indexPath.row]
        var content = ListContentConfiguration.valueCell()
        content.text = ScheduleController.clock(entry.minutes)
        content.secondaryText = Strings.current.temperature(thermostat.format(entry.celsius))
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { Strings.current.everyDay }

    /// A tap on a row pushes the editor for its time; saving puts the new time in the row.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard indexPath.row < entries.count else { return }
        let editor = ScheduleEntryController(minutes: entries[indexPath.row].minutes) { [weak self] minutes in
            guard let self, indexPath.row < self.entries.count else { return }
            self.entries[indexPath.row].minutes = minutes
            self.table.reloadRows(at: [indexPath], with: .none)
        }
        navigationController?.pushViewController(editor, animated: true)
    }

    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        let delete = ContextualAction(style: .destructive, title: Strings.current.delete) { [weak self] _, _, done in
            guard let self, indexPath.row < self.entries.count else { return done(false) }
            self.entries.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }
}
