/// The finishing step of a controller transition that is animating: the appearance calls, view
/// removal and completion that UIKit runs when the animation ends.
///
/// It runs once: from the animation's completion, or earlier when another transition starts on the
/// same controller (the views already hold their final model values, so finishing early is safe and
/// keeps UIKit's callbacks balanced).
@MainActor final class ControllerTransition {
    private var work: (() -> Void)?

    init(_ work: @escaping () -> Void) { self.work = work }

    /// Runs the finishing step if it has not run yet.
    func finish() {
        guard let w = work else { return }
        work = nil
        w()
    }
}
