import FaceplateGraphics

/// The damage a ``Compositor`` collects from its window, kept in a box of its own that the window's
/// ``Window/damageObserver`` closure holds strongly.
///
/// Why a box: the closure used to capture the compositor `weak`. Each report (two per tap: the press
/// and the release each repaint the button) then loaded the weak reference — a runtime call — and
/// released the compositor through the side table the weak reference gave it, the runtime's slow
/// path, on every tap. The box is retained by the closure and by the compositor; a compositor
/// that goes away leaves it to the closure, which then adds to a region nobody draws — as before, the
/// damage of a window whose compositor is gone goes nowhere.
@MainActor final class DamageSink {
    /// The damage not yet rendered. Unchecked exclusivity (the policy comment above ``View/bounds``):
    /// it is changed only through `DirtyRegion`'s own methods and whole assignments, value code in
    /// FaceplateGraphics that runs no code of ours or an app's while it writes, so no access to it can
    /// overlap another; each damage report checked it once (a runtime call).
    @exclusivity(unchecked) var region: DirtyRegion

    init(region: DirtyRegion) { self.region = region }
}
