import Faceplate

extension TableView {
    /// What the row swipe does with a finger that just went down.
    enum RowSwipeTouch { case track, consume, ignore }

    /// How far past its buttons a row must be swiped, as a share of its width, for a full swipe.
    static let fullSwipeShare = 0.6
    /// The narrowest action button, and the room either side of its title.
    static let swipeButtonMinimumWidth = 74.0
    static let swipeButtonPadding = 15.0

    // MARK: From the recognizer

    /// A finger went down at `point` (table coordinates). With a row open: a button is tracked for a
    /// tap, the open row may be dragged on, anything else closes it and takes the touch. Otherwise the
    /// swipe follows only over a row with actions.
    func rowSwipeTouchBegan(at point: Point) -> RowSwipeTouch {
        swipeButtonUnderTouch = nil
        editingControlCandidate = nil
        if let open = swipedRow {
            if let i = swipeButtonIndex(at: point) { swipeButtonUnderTouch = i; return .track }
            if indexPathForRow(at: point) == open { return .track }
            closeSwipe(animated: true)
            return .consume
        }
        if editing {
            // Editing rows do not swipe: a finger on a row's editing control may tap it.
            guard let path = indexPathForRow(at: point), let cell = cellForVisibleRow(path),
                  cell.editingControlRect.contains(Point(x: point.x - cell.frame.minX, y: point.y - cell.frame.minY)) else { return .ignore }
            editingControlCandidate = path
            return .track
        }
        guard let path = indexPathForRow(at: point), let delegate = tableDelegate else { return .ignore }
        let trailing = delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: path)
        let leading = delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
        guard trailing?.actions.isEmpty == false || leading?.actions.isEmpty == false else { return .ignore }
        swipeCandidate = path
        swipeTrailing = trailing
        swipeLeading = leading
        return .track
    }

    /// The finger moved across the row toward `dx`'s sign: whether the row follows it.
    func rowSwipeMayBegin(toward dx: Double) -> Bool {
        swipeButtonUnderTouch = nil
        if editingControlCandidate != nil { editingControlCandidate = nil; return false }
        if swipedRow != nil { return true }
        return (dx < 0 ? swipeTrailing : swipeLeading)?.actions.isEmpty == false
    }

    /// The finger lifted without moving: a tapped button acts, a tap on the open row closes it.
    /// Returns whether the tap was the swipe's.
    func rowSwipeTapEnded() -> Bool {
        if let i = swipeButtonUnderTouch {
            swipeButtonUnderTouch = nil
            performSwipeAction(i)
            return true
        }
        if let path = editingControlCandidate {
            editingControlCandidate = nil
            tapEditingControl(path)
            return true
        }
        if swipedRow != nil { closeSwipe(animated: true); return true }
        return false
    }

    /// The row follows the finger, and settles open, closed or fully swiped when it lifts.
    func handleRowSwipe() {
        switch rowSwipe.state {
        case .began:
            if swipedRow == nil {
                guard let candidate = swipeCandidate, cellForVisibleRow(candidate) != nil else { return }
                swipedRow = candidate
                swipeOffset = 0
                endTracking()
            }
            swipeStartOffset = swipeOffset
            followSwipe()
        case .changed:
            followSwipe()
        case .ended:
            settleSwipe(velocity: rowSwipe.velocity(in: self).x)
        case .cancelled, .failed:
            closeSwipe(animated: true)
        default:
            break
        }
    }

    private func followSwipe() {
        guard swipedRow != nil else { return }
        var o = swipeStartOffset + rowSwipe.translation(in: self).x
        if o < 0 && swipeTrailing?.actions.isEmpty != false { o = 0 }
        if o > 0 && swipeLeading?.actions.isEmpty != false { o = 0 }
        let width = swipedRowWidth
        if let config = swipeConfiguration(for: o) {
            let open = swipeButtonsWidth(config)
            let m = abs(o)
            if m > open && !config.performsFirstActionWithFullSwipe {
                // Past the buttons the row resists (only a full swipe may go further).
                o = (open + (m - open) * 0.3) * (o < 0 ? -1 : 1)
            }
        }
        swipeOffset = Swift.min(Swift.max(o, -width), width)
        layoutSwipe()
    }

    private func settleSwipe(velocity: Double) {
        guard swipedRow != nil, let config = swipeConfiguration(for: swipeOffset) else { closeSwipe(animated: true); return }
        let m = abs(swipeOffset), sign = swipeOffset < 0 ? -1.0 : 1.0
        let open = swipeButtonsWidth(config)
        if config.performsFirstActionWithFullSwipe && m > swipedRowWidth * TableView.fullSwipeShare {
            animateSwipe(to: sign * swipedRowWidth)
            performSwipeAction(0)
        } else if m > open / 2 || velocity * sign > 300 {
            animateSwipe(to: sign * open)
        } else {
            closeSwipe(animated: true)
        }
    }

    // MARK: Open, close, act

    /// Closes the open row, sliding it back over its buttons when `animated`.
    func closeSwipe(animated: Bool) {
        guard swipedRow != nil else { return }
        if animated { animateSwipe(to: 0) } else { swipeOffset = 0; layoutSwipe() }
        if let path = swipedRow, let cell = cellForVisibleRow(path) { place(cell, at: path) }
        swipedRow = nil
        swipeTrailing = nil
        swipeLeading = nil
    }

    /// Forgets the open row at once (its cell left the screen, or the rows changed).
    func dropSwipe() {
        guard swipedRow != nil else { return }
        swipedRow = nil
        swipeOffset = 0
        swipeTrailing = nil
        swipeLeading = nil
        for b in swipeButtons { b.isHidden = true }
    }

    /// Opens the row at `path` to the buttons of `trailing` (the Delete button an editing row's minus
    /// reveals), sliding it over them.
    func openSwipe(_ path: IndexPath, trailing: SwipeActionsConfiguration) {
        guard cellForVisibleRow(path) != nil else { return }
        closeSwipe(animated: false)
        swipedRow = path
        swipeOffset = 0
        swipeTrailing = trailing
        swipeLeading = nil
        endTracking()
        animateSwipe(to: -swipeButtonsWidth(trailing))
    }

    private func animateSwipe(to offset: Double) {
        guard let window else { swipeOffset = offset; layoutSwipe(); return }
        View.animate(in: window, withDuration: TableView.rowAnimationDuration, options: .allowUserInteraction, animations: {
            self.swipeOffset = offset
            self.layoutSwipe()
        })
    }

    /// Runs action `index` of the open edge: its handler, whose completion closes the row.
    private func performSwipeAction(_ index: Int) {
        guard let config = swipeConfiguration(for: swipeOffset), index < config.actions.count, index < swipeButtons.count else { return }
        let action = config.actions[index]
        action.handler(action, swipeButtons[index]) { [weak self] _ in self?.closeSwipe(animated: true) }
    }

    // MARK: Layout

    private var swipedRowWidth: Double { Swift.max(bounds.width - 2 * rowInset, 1) }

    private func swipeConfiguration(for offset: Double) -> SwipeActionsConfiguration? {
        offset < 0 ? swipeTrailing : offset > 0 ? swipeLeading : nil
    }

    private func swipeButtonWidth(_ action: ContextualAction) -> Double {
        let text = action.title.map { theme.buttonFont.measure($0).width } ?? 0
        return Swift.max(text + 2 * TableView.swipeButtonPadding, TableView.swipeButtonMinimumWidth)
    }

    private func swipeButtonsWidth(_ config: SwipeActionsConfiguration) -> Double {
        var w = 0.0
        for a in config.actions { w += swipeButtonWidth(a) }
        return w
    }

    /// Puts the open row's cell at its offset and its edge's buttons in the room it leaves, the first
    /// action outermost; each widens in proportion as the row goes further, and past the full-swipe
    /// point the first takes all the room.
    func layoutSwipe() {
        guard let path = swipedRow else { return }
        if let cell = cellForVisibleRow(path) { place(cell, at: path) }
        guard let row = geometry.row(path) else { return }
        let config = swipeConfiguration(for: swipeOffset)
        let actions = config?.actions ?? []
        while swipeButtons.count < actions.count {
            let b = SwipeActionButtonView()
            b.isHidden = true
            insertSubview(b, at: 0)                  // under every cell: only the open row's room shows it
            swipeButtons.append(b)
        }
        let m = abs(swipeOffset), trailing = swipeOffset < 0
        let left = rowInset, right = bounds.width - rowInset
        let open = config.map { swipeButtonsWidth($0) } ?? 0
        let scale = open > 0 ? m / open : 0
        let full = (config?.performsFirstActionWithFullSwipe ?? false) && m > swipedRowWidth * TableView.fullSwipeShare
        var edge = trailing ? right : left             // the outer edge of the next button
        for (i, b) in swipeButtons.enumerated() {
            guard i < actions.count else { b.isHidden = true; continue }
            let a = actions[i]
            let w = full ? (i == 0 ? m : 0) : swipeButtonWidth(a) * scale
            b.isHidden = false
            b.title = a.title
            b.font = theme.buttonFont
            b.backgroundColor = a.backgroundColor
            // Later buttons sit inside the earlier ones; the first is drawn over them as it grows.
            b.frame = Rect(x: trailing ? edge - (full && i == 0 ? m : w) : edge, y: row.top, width: full && i == 0 ? m : w, height: row.height)
            edge += trailing ? -w : w
        }
        if let first = swipeButtons.first, !actions.isEmpty { bringSubviewToFrontOfButtons(first) }
    }

    /// Keeps the first action's button above the others (it covers them in a full swipe), still under the cells.
    private func bringSubviewToFrontOfButtons(_ first: SwipeActionButtonView) {
        guard let last = swipeButtons.last, last !== first else { return }
        insertSubview(first, aboveSubview: last)
    }

    /// The index of the open row's button at `point`, or nil.
    private func swipeButtonIndex(at point: Point) -> Int? {
        guard let config = swipeConfiguration(for: swipeOffset) else { return nil }
        for (i, b) in swipeButtons.enumerated() where i < config.actions.count && !b.isHidden && b.frame.contains(point) {
            return i
        }
        return nil
    }
}
