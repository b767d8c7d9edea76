// UIKit's properties pass (iOS 26): content that is not geometry is set in `updateProperties()`, which
// runs before layout in each update, so layout sees it and a setter that invalidates layout is not
// called from inside `layoutSubviews()`.

extension View {
    /// Asks for ``updateProperties()`` before the next frame's layout (UIKit's `setNeedsUpdateProperties()`).
    public func setNeedsUpdateProperties() {
        needsUpdateProperties = true
        guard let w = window else { return }
        w.needsPropertiesPass = true
        w.needsLayoutPass = true                  // the frame's update runs the properties pass first
    }

    /// Runs the pending ``updateProperties()`` of this view and its subviews now, parents first
    /// (UIKit's `updatePropertiesIfNeeded()`).
    public func updatePropertiesIfNeeded() {
        if let w = window {
            guard w.needsPropertiesPass else { return }
            if w === self { w.needsPropertiesPass = false }
        }
        updatePropertiesInSubtree()
    }

    private func updatePropertiesInSubtree() {
        if needsUpdateProperties {
            needsUpdateProperties = false
            let vc = viewController
            observing(.properties) {
                vc?.updateProperties()
                updateProperties()
            }
        }
        for s in subviews { s.updatePropertiesInSubtree() }
    }
}
