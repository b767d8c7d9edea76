/// The accessibility attributes a view was given, kept apart from the view: most views set none, and
/// a view pays one reference for all of them until it does.
@MainActor final class AccessibilitySettings {
    var isElement: Bool?
    var value: String?
    var hint: String?
    var traits: AccessibilityTraits = []
    var frame: Rect?
    var activationPoint: Point?
    var elements: [Any]?
    var viewIsModal = false
    var elementsHidden = false
}
