extension Image {
    /// How an image is drawn (UIKit's `UIImage.RenderingMode`).
    public enum RenderingMode: Sendable, Hashable, CaseIterable {
        /// As the context decides; an image view draws the image's own colours.
        case automatic
        /// Always in the image's own colours.
        case alwaysOriginal
        /// Always as a template: the image's alpha (a vector image's shapes) painted in the view's `tintColor`.
        case alwaysTemplate
    }
}
