import Faceplate

extension TableViewCell {
    /// The room the editing control takes at the leading edge, by which the content indents.
    static let editingControlWidth = 38.0
    /// The room the reorder control takes at the trailing edge.
    static let reorderControlWidth = 44.0

    /// The accessory drawn now: ``editingAccessoryType`` while editing, else ``accessoryType``.
    var shownAccessoryType: AccessoryType { isEditing ? editingAccessoryType : accessoryType }

    /// How far the indentation level puts the content (and the editing control) from the leading edge.
    private var levelIndent: Double { Double(Swift.max(indentationLevel, 0)) * indentationWidth }

    /// How far the content view starts from the leading edge: the indentation level, and the editing
    /// control's room while editing when the cell and the delegate let it indent.
    var contentIndent: Double {
        levelIndent + (isEditing && shouldIndentWhileEditing && delegateIndents ? TableViewCell.editingControlWidth : 0)
    }

    /// A grey ring, or a disc in the tint colour with a white tick when the row is selected.
    private func drawSelectionCircle(_ disc: Rect, in canvas: inout Canvas) {
        guard isSelected else {
            canvas.strokeRoundedRect(disc, radius: disc.width / 2, lineWidth: 1.5, color: theme.secondaryText.withAlpha(0.6))
            return
        }
        canvas.fillRoundedRect(disc, radius: disc.width / 2, color: accent(theme))
        theme.smallFont.draw("✓", in: disc, color: Color(hex: 0xFFFFFF), alignment: .center, into: &canvas)
    }

    /// The trailing room the reorder control takes: none unless editing with the control shown.
    var reorderWidth: Double { isEditing && showsReorderControl ? TableViewCell.reorderControlWidth : 0 }

    /// The editing control's tappable rectangle, in the cell's coordinates; empty when none shows.
    var editingControlRect: Rect {
        guard isEditing, editingStyle != .none else { return .zero }
        return Rect(x: levelIndent, y: 0, width: TableViewCell.editingControlWidth + 6, height: bounds.height)
    }

    /// The reorder control's rectangle, in the cell's coordinates; empty when none shows.
    var reorderControlRect: Rect {
        let w = reorderWidth
        return w > 0 ? Rect(x: bounds.width - w, y: 0, width: w, height: bounds.height) : .zero
    }

    /// UIKit's editing controls: a red minus or green plus disc (or the selection circle) at the leading
    /// edge, three grey lines at the trailing one.
    func drawEditingControls(in canvas: inout Canvas) {
        let b = bounds, cy = b.midY.rounded()
        let d = 22.0
        let disc = Rect(x: levelIndent + (TableViewCell.editingControlWidth - d) / 2 + 2, y: cy - d / 2, width: d, height: d)
        if showsSelectionCircle { drawSelectionCircle(disc, in: &canvas) }
        if editingStyle != .none {
            let dark = theme.style == .dark
            let color = editingStyle == .delete ? Color(hex: dark ? 0xFF453A : 0xFF3B30) : Color(hex: dark ? 0x30D158 : 0x34C759)
            canvas.fillRoundedRect(disc, radius: d / 2, color: color)
            let white = Color(hex: 0xFFFFFF)
            canvas.fill(Rect(x: disc.minX + 5, y: cy - 1, width: d - 10, height: 2), color: white)
            if editingStyle == .insert { canvas.fill(Rect(x: disc.midX - 1, y: disc.minY + 5, width: 2, height: d - 10), color: white) }
        }
        if reorderWidth > 0 {
            let grip = theme.secondaryText.withAlpha(0.6)
            let x = b.maxX - reorderWidth + (reorderWidth - 18) / 2
            var line = -1.0
            while line <= 1 {
                canvas.fill(Rect(x: x, y: cy - 1 + line * 5, width: 18, height: 2), color: grip)
                line += 1
            }
        }
    }
}
