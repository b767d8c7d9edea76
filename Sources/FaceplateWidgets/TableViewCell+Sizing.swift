// The height a cell's built-in content needs: what a self-sizing row measures when the content view
// has no constraints of its own.

extension TableViewCell {
    /// UIKit's standard row height.
    static let standardHeight = 44.0
    /// The space above and below the built-in labels in a self-sizing row (UIKit's list cells keep
    /// 11 points).
    static let verticalMargin = 11.0

    /// The height `label` takes at `width`: its font's line for a one-line label (no text layout, so a
    /// scroll over new rows measures them for free), its wrapped text's for a multi-line one; 0 for none.
    static func lineHeight(of label: Label?, width: Double) -> Double {
        guard let label, let text = label.text, !text.isEmpty else { return 0 }
        if label.numberOfLines == 1 { return label.font.lineHeight }
        return label.sizeThatFits(Size(width: Swift.max(width, 1), height: 0)).height
    }

    /// The height the built-in labels and image need in a content view `width` wide, margins
    /// included and at least the standard height; 0 when they show nothing.
    func builtInContentHeight(width: Double) -> Double {
        let picture = image?.image
        let hasText = !(label?.text ?? "").isEmpty || !(detailLabel?.text ?? "").isEmpty
        guard hasText || picture != nil else { return 0 }
        let m = TableViewCell.margin
        let leading = picture.map { m + Double($0.width) + m } ?? m
        let textWidth = Swift.max(width - leading - (accessoryWidth > 0 ? 0 : m), 0)
        let text = TableViewCell.lineHeight(of: label, width: textWidth)
        let detail = TableViewCell.lineHeight(of: detailLabel, width: textWidth)
        var content: Double
        switch layoutStyle {
        case .default: content = text
        case .subtitle: content = text + detail
        case .value1, .value2: content = Swift.max(text, detail)
        }
        content = Swift.max(content, picture.map { Double($0.height) } ?? 0)
        return Swift.max(TableViewCell.standardHeight, (content + 2 * TableViewCell.verticalMargin).rounded(.up))
    }
}
