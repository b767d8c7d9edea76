import Faceplate

extension GestureRecognizer {
    /// Whether this is a pan moving mostly sideways or a swipe allowed left or right: the gestures a
    /// horizontal control (a slider's thumb, a switch's knob) keeps for itself, as UIKit's do.
    @MainActor var isHorizontalDrag: Bool {
        if let pan = self as? PanGestureRecognizer {
            let t = pan.translation(in: nil)
            return t.x.magnitude >= t.y.magnitude
        }
        if let swipe = self as? SwipeGestureRecognizer {
            return !swipe.direction.intersection(SwipeGestureRecognizer.Direction.left.union(.right)).isEmpty
        }
        return false
    }
}
