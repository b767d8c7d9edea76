/// A section's header or footer in a ``TableView`` (UIKit's `UITableViewHeaderFooterView`): a text
/// label in a ``contentView``. The table shows one of these for each section title
/// (`titleForHeaderInSection`, `titleForFooterInSection`), reusing them as sections scroll by; a
/// delegate may return its own from `viewForHeaderInSection`.
@MainActor open class TableViewHeaderFooterView: View {
    /// The identifier the view is reused under; nil for one that is not reused.
    public let reuseIdentifier: String?
    /// The view the content goes in.
    public let contentView = View()
    /// The title label, made on first use (UIKit's is optional too).
    public var textLabel: Label? {
        if let label { return label }
        let l = Label()
        l.font = theme.smallFont
        l.textColor = theme.secondaryText
        contentView.addSubview(l)
        label = l
        setNeedsLayout()
        return l
    }
    private var label: Label?

    /// The colours and fonts; ``Theme/current`` unless set.
    public var theme: Theme

    /// Where the table shows the view, which decides how the title sits.
    enum Placement { case plainHeader, groupedHeader, plainFooter, groupedFooter }
    var placement = Placement.plainHeader { didSet { if placement != oldValue { setNeedsLayout() } } }
    /// The leading inset of the title: the table's content margin (plus an inset-grouped section's inset).
    var titleInset = TableViewCell.margin { didSet { if titleInset != oldValue { setNeedsLayout() } } }

    /// Creates a header or footer view reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        theme = Theme.current
        super.init(frame: Rect(x: 0, y: 0, width: 320, height: 28))
        addSubview(contentView)
    }

    /// Places the content view over the bounds and the title by placement: centred in a plain
    /// table's bar, just above the rows for a grouped header, just below them for a grouped footer.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        contentView.frame = Rect(x: 0, y: 0, width: b.width, height: b.height)
        guard let label else { return }
        let line = label.font.lineHeight
        let w = Swift.max(b.width - 2 * titleInset, 0)
        switch placement {
        case .plainHeader, .plainFooter:
            label.frame = Rect(x: titleInset, y: 0, width: w, height: b.height)
        case .groupedHeader:
            label.frame = Rect(x: titleInset, y: Swift.max(b.height - line - 6, 0), width: w, height: line)
        case .groupedFooter:
            label.frame = Rect(x: titleInset, y: 6, width: w, height: Swift.min(line, b.height))
        }
    }
}
