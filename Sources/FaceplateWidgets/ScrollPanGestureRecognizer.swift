/// The pan a ``ScrollView`` scrolls with. Beyond a plain pan it holds the content's touches back
/// for a moment (``ScrollView/delaysContentTouches``), lets them through when the finger rests, keeps
/// a finger that only stopped a moving scroll view away from the content, and stays out of the way
/// when there is nothing to scroll or the content may not be interrupted.
@MainActor final class ScrollPanGestureRecognizer: PanGestureRecognizer {
    weak var scrollView: ScrollView?
    /// The content has had its touch (the delay ran out).
    private(set) var contentTouched = false
    /// This touch stopped a deceleration: it belongs to the scroll view, not the content.
    private var caughtScroll = false
    private static let delayToken = 1

    override func touchesBegan(_ touches: TouchSet, with event: Event) {
        let first = state == .possible && numberOfTouches == touches.count
        super.touchesBegan(touches, with: event)
        guard first, let scrollView else { return }
        caughtScroll = scrollView.catchMotion()
        delaysTouchesBegan = scrollView.delaysContentTouches || caughtScroll
        if scrollView.delaysContentTouches && !caughtScroll { scheduleTimer(after: scrollView.contentTouchDelay, token: Self.delayToken) }
    }

    override func touchesMoved(_ touches: TouchSet, with event: Event) {
        guard let scrollView, state == .possible else { super.touchesMoved(touches, with: event); return }
        if contentTouched, let view = touches.first?.view, view !== scrollView,
           !(scrollView.canCancelContentTouches && scrollView.touchesShouldCancel(in: view)) {
            state = .failed      // the content keeps its touch; this finger does not scroll
            return
        }
        // Nothing to scroll: stay undecided rather than take the content's touch for nothing.
        if !scrollView.canScrollHorizontally && !scrollView.canScrollVertically { return }
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: TouchSet, with event: Event) {
        if state == .possible && caughtScroll && numberOfTouches == 0 {
            // A finger that only stopped the motion: recognized, so the content never sees it.
            state = .ended
            return
        }
        super.touchesEnded(touches, with: event)
    }

    override func timerFired(token: Int) {
        guard token == Self.delayToken, state == .possible else { return }
        contentTouched = true
        delaysTouchesBegan = false      // the dispatcher now hands the touch to the content
    }

    override func reset() {
        super.reset()
        contentTouched = false
        caughtScroll = false
        delaysTouchesBegan = scrollView?.delaysContentTouches ?? true
        scrollView?.springBackIfNeeded()     // a caught bounce whose finger went away without dragging
    }
}
