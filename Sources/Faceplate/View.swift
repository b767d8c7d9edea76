/// A rectangle on screen that draws itself, holds subviews and receives touches (UIKit's `UIView`).
///
/// Geometry follows UIKit: ``frame`` is in the superview's coordinates, ``bounds`` in the view's own
/// (its origin scrolls the content). Subviews draw in order, the last on top, and hit-testing walks
/// them in reverse.
@MainActor open class View: Responder {
    // MARK: Geometry

    /// Position and size in the superview's coordinates.
    open var frame: Rect {
        get {
            let b = bounds, c = center
            let f = Rect(origin: Point(x: c.x - b.width / 2, y: c.y - b.height / 2), size: b.size)
            // UIKit: under a transform the frame is the bounding box of the transformed bounds.
            return isTransformed ? View.transformedRect(b, bounds: b, center: c, modelTransform) : f
        }
        set {
            if newValue == frame { return }
            setNeedsDisplayInSuperview()
            center = Point(x: newValue.midX, y: newValue.midY)
            // Read, change, write: `bounds.size =` would go through the open property's modify
            // coroutine, whose frame is heap-allocated — one allocation per frame the layout writes.
            var b = bounds
            b.size = newValue.size
            bounds = b                    // bounds' observer lays out and marks damage
        }
    }
    // Exclusivity: the plain-value stored properties that hit-testing, dispatch and drawing read all the
    // time (here, in Window, Control, Touch, Application, TouchDispatcher, GestureRecognizer, Event and
    // EventTrace) are `@exclusivity(unchecked)`. Swift otherwise checks every access to a class's stored
    // property at run time (swift_beginAccess, a runtime call with its thread-local access set), which
    // dominated a tap's dispatch. Only trivially-copyable values and weak references
    // (whose loads and stores are whole runtime calls) are marked — never strong references, arrays or
    // strings — so an overlapping access that slipped through could lose an update but never corrupt
    // memory, and all of them are main-actor isolated. One array is marked too, ``subviews``, because
    // no access to it can overlap another: it is written only here, each write one standard-library
    // call (`insert`, `remove(at:)`) that runs no code of ours or an app's while it writes, and every
    // read copies it or runs only a comparison (`firstIndex(where: { $0 === view })`). The compositor
    // reads it for every view it visits, hundreds of times per scroll frame.

    /// The view's own coordinate space: origin (scroll offset) and size.
    open var bounds: Rect {
        get { modelBounds }
        set {
            let oldValue = modelBounds
            modelBounds = newValue
            guard bounds != oldValue else { return }
            let resized = bounds.size != oldValue.size
            if resized { sizeChanged(from: oldValue.size) }
            layoutRecord?.frameDidChange()
            // Inside an animation block the screen does not change yet: the animation marks its own damage.
            if resized, presentation != nil || window?.application.animator.isCapturing == true,
               animatableChanged(ViewAnimationProperty.size, from: AnimationVector(oldValue.size), to: AnimationVector(bounds.size)) { return }
            setNeedsDisplay()
        }
    }
    /// The centre of ``frame``, in the superview's coordinates.
    open var center: Point {
        get { modelCenter }
        set {
            let oldValue = modelCenter
            modelCenter = newValue
            guard center != oldValue else { return }
            layoutRecord?.frameDidChange()
            // Inside an animation block the screen does not change yet: the animation marks its own damage.
            if presentation != nil || window?.application.animator.isCapturing == true,
               animatableChanged(ViewAnimationProperty.center, from: AnimationVector(oldValue), to: AnimationVector(center)) { return }
            setNeedsDisplayInSuperview(old: oldValue); setNeedsDisplay()
        }
    }
    /// The stored ``bounds`` and ``center`` (their setters above do what observers would). Final, so
    /// code that knows a view's class overrides neither — hit-testing's fast path for a view whose class
    /// declared it (View+BoundsHitTesting.swift) — reads them without a call through the vtable; the
    /// calls were a large part of a tap, and an element of `subviews` held across a call is retained
    /// and released around it.
    @exclusivity(unchecked) final var modelBounds: Rect
    @exclusivity(unchecked) final var modelCenter: Point
    /// The stored ``transform`` (View+Transform.swift), and whether it is other than the identity: one
    /// flag for the hit-testing, conversion and damage paths to test before doing any matrix work.
    @exclusivity(unchecked) final var modelTransform = AffineTransform.identity
    @exclusivity(unchecked) final var isTransformed = false
    /// The ``layer``, made the first time it is asked for: most views never use one, and the compositor
    /// tests this for nil.
    final var layerStorage: Layer?
    /// The offscreen picture a transformed or rounded-clipping view is composited from (LayerSurface.swift);
    /// nil until the view first needs one.
    final var layerSurface: LayerSurface?
    /// What is on screen while the geometry, alpha or colour animates (UIKit's presentation layer);
    /// nil when nothing ever animated. Hit-testing and layout read the model values above, as in UIKit.
    var presentation: ViewPresentation?

    /// Creates a view with a zero frame: UIKit's `UIView()`, which calls ``init(frame:)`` with `.zero`,
    /// so a subclass that overrides only `init(frame:)` still has `init()`.
    public override convenience init() { self.init(frame: .zero) }

    /// Creates a view with `frame`.
    public init(frame: Rect = .zero) {
        modelBounds = Rect(origin: .zero, size: frame.size)
        modelCenter = Point(x: frame.midX, y: frame.midY)
        super.init()
    }

    /// Clears the unretained ``superview`` of the subviews that outlive this view (someone else holds them),
    /// and the way back to this view of the trackings of its observed properties that have not fired.
    deinit {
        observation?.viewDidEnd()
        for s in subviews where s.superviewReference === self { s.superviewReference = nil }
    }

    // MARK: Hierarchy

    /// Auto Layout state (constraints, margins, guides, priorities); nil until the view uses any
    /// (Layout/View+Layout.swift).
    var layoutRecord: ViewLayout?
    /// Whether the view mirrors in a right-to-left interface (UIKit's `semanticContentAttribute`);
    /// see View+LayoutDirection.swift. Setting it lays the subtree out again.
    @exclusivity(unchecked) public var semanticContentAttribute: SemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { layoutDirectionDidChange() } }
    }
    /// The direction this view hands its subviews, once asked; nil until then and after the view moves
    /// or a direction above it changes (View+LayoutDirection.swift).
    @exclusivity(unchecked) var layoutDirectionForSubviewsCache: UserInterfaceLayoutDirection?

    /// The view this one is a subview of.
    public var superview: View? { superviewReference }
    /// Not retained — the superview retains this view through ``subviews`` — and not `weak` either: a weak
    /// reference gives the referenced view a side table, after which every retain and release of it is a
    /// slow runtime call, several per tap. UIKit's superview is unretained
    /// too. The hierarchy keeps it valid: ``detach()`` clears it, and a superview's `deinit` clears it in
    /// the subviews that outlive it.
    @exclusivity(unchecked) nonisolated(unsafe) private unowned(unsafe) var superviewReference: View?
    /// Subviews, back to front. Unchecked exclusivity: see the comment above ``bounds``.
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    /// The view controller whose root view this is (its next responder).
    @exclusivity(unchecked) weak var viewController: ViewController?

    /// The window this view is in, if any.
    public var window: Window? {
        var v: View? = self
        while let current = v {
            if current.isWindow { return unsafeDowncast(current, to: Window.self) }
            v = current.superview
        }
        return nil
    }
    /// Set by ``Window``'s initializer: lets ``window`` and ``setNeedsDisplay(_:)`` find the window
    /// without a dynamic cast per ancestor.
    @exclusivity(unchecked) var isWindow = false
    open override var responderWindow: Window? { window }

    /// The view controller if this is its root view, else the superview.
    open override var next: Responder? { viewController ?? superview }

    /// Adds `view` on top of the other subviews (moving it from its old superview).
    public func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index` in ``subviews`` (clamped).
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        // Keeps superview chains acyclic, so every walk up them (window, hit-testing, conversions) ends.
        precondition(!isDescendant(of: view), "a view cannot be added to one of its own subviews")
        var idx = Swift.min(Swift.max(index, 0), subviews.count)
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            if old < idx { idx -= 1 }
            subviews.insert(view, at: Swift.min(idx, subviews.count))
            view.setNeedsDisplay()
            return
        }
        let oldWindow = view.window, newWindow = window
        if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
        view.willMove(toSuperview: self)
        let tintBefore = view.ownTintColor == nil ? view.inheritedTintColor : nil
        view.detach()
        subviews.insert(view, at: idx)
        view.superviewReference = self
        view.invalidateLayoutDirectionCache()
        if view.ownTintColor == nil, view.inheritedTintColor != tintBefore { view.tintDidChange() }
        view.didMoveToSuperview()
        if oldWindow !== newWindow {
            view.propagateDidMoveToWindow(from: oldWindow)
            newWindow?.needsPropertiesPass = true         // the subtree's first updateProperties() is due
        }
        didAddSubview(view)
        // UIKit lays out both in the next pass. The added view may have been sized before it had a
        // window to tell, so its own request reached no layout pass; the receiver places its subviews.
        setNeedsLayout()
        view.setNeedsLayout()
        view.setNeedsDisplay()
    }

    /// Inserts `view` just above `sibling`.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        insertSubview(view, at: (subviews.firstIndex { $0 === sibling } ?? subviews.count - 1) + 1)
    }
    /// Inserts `view` just below `sibling`.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }
    /// Moves `view` to the top of the subviews.
    public func bringSubviewToFront(_ view: View) { if view.superview === self { insertSubview(view, at: subviews.count) } }
    /// Moves `view` to the bottom of the subviews.
    public func sendSubviewToBack(_ view: View) { if view.superview === self { insertSubview(view, at: 0) } }

    /// Removes the view from its superview and window; resigns first responder if it (or a subview) was.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        if oldWindow != nil { propagateWillMove(toWindow: nil) }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        setNeedsDisplayInSuperview()
        detach()
        didMoveToSuperview()
        if oldWindow != nil { propagateDidMoveToWindow(from: oldWindow) }
    }

    private func detach() {
        guard let parent = superview else { return }
        if let i = parent.subviews.firstIndex(where: { $0 === self }) { parent.subviews.remove(at: i) }
        superviewReference = nil
        invalidateLayoutDirectionCache()
    }

    private func propagateWillMove(toWindow newWindow: Window?) {
        if newWindow == nil || newWindow !== window, let w = window, let fr = w.firstResponder {
            // A first responder leaving its window must resign (UIKit does the same).
            if let frView = (fr as? View) ?? (fr as? ViewController)?.viewIfLoaded, frView.isDescendant(of: self) {
                w.firstResponder = nil
            }
        }
        windowWillChange(to: newWindow)
        layoutRecord?.windowWillChange()
        willMove(toWindow: newWindow)
        viewController?.rootViewWillMove(toWindow: newWindow)
        for s in subviews { s.propagateWillMove(toWindow: newWindow) }
    }
    private func propagateDidMoveToWindow(from old: Window?) {
        windowDidChange()
        layoutRecord?.windowDidChange()
        didMoveToWindow()
        for s in subviews { s.propagateDidMoveToWindow(from: old) }
        viewController?.rootViewDidMove(toWindow: window)   // after the subtree: children's views are in
    }

    /// Faceplate's own work before the window changes (``Control`` lets go of its touch), done
    /// whether or not a subclass's ``willMove(toWindow:)`` calls super.
    func windowWillChange(to newWindow: Window?) {}
    /// Faceplate's own work after the window changed (``Control`` takes its application's capacity).
    func windowDidChange() {}

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let current = v { if current === view { return true }; v = current.superview }
        return false
    }

    /// The first view in this subtree (this view included) whose ``tag`` is `tag`.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for s in subviews { if let v = s.viewWithTag(tag) { return v } }
        return nil
    }

    /// Called before the superview changes. Does nothing by default.
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the superview changed. Does nothing by default.
    open func didMoveToSuperview() {}
    /// Called before the window changes. Does nothing by default.
    open func willMove(toWindow newWindow: Window?) {}
    /// Called after the window changed. Does nothing by default.
    open func didMoveToWindow() {}
    /// Called after a subview was added. Does nothing by default.
    open func didAddSubview(_ subview: View) {}
    /// Brings the view's own constraints up to date; the window's layout pass calls it, before the
    /// constraints are solved, for views that called ``setNeedsUpdateConstraints()`` (UIKit's
    /// `updateConstraints()`: change constraints here in batches, not one by one as state changes).
    /// Does nothing by default.
    open func updateConstraints() {}
    /// Called before a subview is removed. Does nothing by default.
    open func willRemoveSubview(_ subview: View) {}

    // MARK: Appearance and interaction

    /// Hidden views neither draw nor receive touches.
    @exclusivity(unchecked) open var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            setNeedsDisplayInSuperview()
            // A stack view re-arranges when an arranged view is hidden or shown (UIKit's UIStackView
            // observes `isHidden`); one flag read for every other view.
            if let s = superview, s.layoutRecord?.observesSubviewVisibility == true { s.setNeedsUpdateConstraints() }
        }
    }
    /// Opacity, 0…1; views below 0.01 receive no touches.
    @exclusivity(unchecked) open var alpha: Double = 1 {
        didSet {
            guard alpha != oldValue else { return }
            if presentation != nil || window?.application.animator.isCapturing == true,
               animatableChanged(ViewAnimationProperty.alpha, from: AnimationVector(oldValue), to: AnimationVector(alpha)) { return }
            setNeedsDisplay()
        }
    }
    /// Whether touches reach this view and its subviews.
    @exclusivity(unchecked) open var isUserInteractionEnabled = true
    /// Whether more than one touch is delivered to this view at a time. False by default, as in UIKit:
    /// further fingers that begin in the view are not delivered to it.
    @exclusivity(unchecked) open var isMultipleTouchEnabled = false
    /// The colour that fills the bounds before ``draw(_:in:)``; nil draws nothing.
    @exclusivity(unchecked) open var backgroundColor: Color? {
        didSet {
            guard backgroundColor != oldValue else { return }
            if presentation != nil || window?.application.animator.isCapturing == true,
               animatableChanged(ViewAnimationProperty.backgroundColor, from: AnimationVector(oldValue, towards: backgroundColor),
                                 to: AnimationVector(backgroundColor, towards: oldValue)) { return }
            setNeedsDisplay()
        }
    }
    /// The colour that marks what can be acted on — a system button's title, a bar button, a slider's
    /// filled track (UIKit's `tintColor`): the first colour set on this view or an ancestor, else the
    /// application's accent (its theme's, with FaceplateWidgets). Setting nil makes the view inherit
    /// again. Setting it tells this view and every subview that inherits it (``tintColorDidChange()``)
    /// and redraws them; so does moving a view under an ancestor with another tint.
    open var tintColor: Color! {
        get { inheritedTintColor ?? defaultTintColor }
        set { setOwnTintColor(newValue) }
    }
    /// The tint set on this view itself; nil: inherited (View+TintColor.swift).
    @exclusivity(unchecked) var ownTintColor: Color?
    /// Called when ``tintColor`` changed for this view, set on it or on an ancestor, or inherited
    /// from a new superview (UIKit's `tintColorDidChange()`): a view that draws with its tint in a way
    /// Faceplate does not know (an image, a layer of its own) updates here. The view has been marked for
    /// drawing already. Does nothing by default.
    open func tintColorDidChange() {}
    /// Called on every view when the application's ``Application/traitCollection`` changed (UIKit's
    /// `traitCollectionDidChange(_:)`), with the traits before the change; the view has been marked for
    /// measuring, layout and drawing already. Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// Whether the view paints every pixel of its bounds opaquely, so the compositor need not draw what
    /// lies beneath it: by default, when it has a fully opaque ``backgroundColor`` (``draw(_:in:)``
    /// fills the bounds with it first). Override it to return false if you set an opaque background
    /// colour but your `draw(_:in:)` does not call `super` (UIKit's `isOpaque` makes the same promise).
    open var isOpaque: Bool { backgroundColor.map { $0.alpha == 255 } ?? false }
    /// ``isOpaque``, for what is on screen: not while the geometry, alpha or colour animates.
    /// Neither a transform (its frame is a bounding box) nor rounded corners leave the frame painted.
    var isOpaqueOnScreen: Bool {
        (presentation?.isIdle ?? true) && isOpaque && !isTransformed && (layerStorage?.cornerRadius ?? 0) <= 0
    }
    /// Whether drawing of subviews is clipped to the bounds. Changing it repaints the whole window
    /// (subviews anywhere may appear or vanish), which is rare enough not to track finer.
    /// The same flag as ``Layer/masksToBounds``; with a ``Layer/cornerRadius`` the clip is rounded.
    @exclusivity(unchecked) open var clipsToBounds = false {
        didSet { if clipsToBounds != oldValue, let w = window { markSurfacesStale(); w.invalidate(w.bounds) } }
    }
    /// An integer to find the view with ``viewWithTag(_:)``.
    open var tag = 0
    /// A stable name for tests and traces.
    open var accessibilityIdentifier: String?
    /// The name the event trace prints: the accessibility identifier, else the label text.
    open var traceLabel: String? { accessibilityIdentifier ?? accessibilityLabel }

    // MARK: Accessibility (UIKit's UIAccessibility informal protocol)

    /// What was set of the attributes below; nil until one is set, so a view that never sets one
    /// pays a single reference for them.
    private var accessibilitySettings: AccessibilitySettings?
    private var writableAccessibilitySettings: AccessibilitySettings {
        if let s = accessibilitySettings { return s }
        let s = AccessibilitySettings()
        accessibilitySettings = s
        return s
    }

    /// Whether a screen reader treats the view as one element it speaks and focuses (UIKit's
    /// `isAccessibilityElement`): false by default, as for UIKit's plain views, so the reader looks at
    /// the subviews; UIKit's controls and labels are elements.
    open var isAccessibilityElement: Bool {
        get { accessibilitySettings?.isElement ?? false }
        set { writableAccessibilitySettings.isElement = newValue }
    }
    /// What the element is, spoken first: "Eco mode". Traces use it when there is no identifier.
    open var accessibilityLabel: String?
    /// The element's current value, spoken after the label: a slider's "50%", a text field's text.
    open var accessibilityValue: String? {
        get { accessibilitySettings?.value }
        set { writableAccessibilitySettings.value = newValue }
    }
    /// What activating the element does, spoken last ("Opens the schedule"); nil by default.
    open var accessibilityHint: String? {
        get { accessibilitySettings?.hint }
        set { writableAccessibilitySettings.hint = newValue }
    }
    /// How the element behaves (a button, adjustable, selected, a header…): the reader speaks the role
    /// and chooses what swipes and the double tap do. Empty by default.
    open var accessibilityTraits: AccessibilityTraits {
        get { accessibilitySettings?.traits ?? [] }
        set { writableAccessibilitySettings.traits = newValue }
    }
    /// The element's frame in screen coordinates, where the reader draws its focus ring and which
    /// touch exploration finds: the view's bounds on screen unless set (a set frame stays where it is
    /// set, as in UIKit).
    open var accessibilityFrame: Rect {
        get { accessibilitySettings?.frame ?? convert(bounds, to: nil) }
        set { writableAccessibilitySettings.frame = newValue }
    }
    /// Where, in screen coordinates, the reader's double tap taps: the middle of
    /// ``accessibilityFrame`` unless set.
    open var accessibilityActivationPoint: Point {
        get {
            if let p = accessibilitySettings?.activationPoint { return p }
            let f = accessibilityFrame
            return Point(x: f.midX, y: f.midY)
        }
        set { writableAccessibilitySettings.activationPoint = newValue }
    }
    /// The elements inside this container in reading order — views and ``AccessibilityElement``s —
    /// instead of the subviews read top to bottom, leading to trailing. Nil by default.
    open var accessibilityElements: [Any]? {
        get { accessibilitySettings?.elements }
        set { writableAccessibilitySettings.elements = newValue }
    }
    /// Whether the reader ignores everything beside this view while it is shown (an alert's panel):
    /// false by default.
    open var accessibilityViewIsModal: Bool {
        get { accessibilitySettings?.viewIsModal ?? false }
        set { writableAccessibilitySettings.viewIsModal = newValue }
    }
    /// Whether the reader skips this view and everything inside it (UIKit's
    /// `accessibilityElementsHidden`): false by default.
    open var accessibilityElementsHidden: Bool {
        get { accessibilitySettings?.elementsHidden ?? false }
        set { writableAccessibilitySettings.elementsHidden = newValue }
    }
    /// Activates the element the reader's double tap chose. Return true when done; false (the default)
    /// lets the reader tap ``accessibilityActivationPoint``, so target-action and recognizers run as
    /// for a finger.
    open func accessibilityActivate() -> Bool { false }
    /// Raises an adjustable element's value one step (the reader's swipe up). Does nothing by default.
    open func accessibilityIncrement() {}
    /// Lowers an adjustable element's value one step (the reader's swipe down). Does nothing by default.
    open func accessibilityDecrement() {}

    // MARK: Gesture recognizers

    /// The recognizers attached to this view. Unchecked exclusivity, as ``subviews`` (the comment above
    /// ``bounds``): written only by the two methods below, each write one standard-library call
    /// (`append`, `remove(at:)`) that runs no code of ours or an app's while it writes; every touch-down
    /// reads it for each ancestor of the hit view.
    @exclusivity(unchecked) public private(set) var gestureRecognizers: [GestureRecognizer] = []

    /// Attaches `recognizer` (detaching it from any other view).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if let old = recognizer.view { old.removeGestureRecognizer(recognizer) }
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }
    /// Detaches `recognizer`.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let i = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        gestureRecognizers.remove(at: i)
        recognizer.view = nil
    }

    /// Whether `recognizer` — on this view or an ancestor, watching a touch that began here — may begin.
    /// True by default; ``Control`` uses it to keep its own touches from overlapping recognizers.
    open func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }

    // MARK: Hit testing

    /// The deepest visible, interactive descendant containing `point` (in this view's coordinates):
    /// subviews are tried front to back; hidden, non-interactive and nearly transparent views are skipped.
    open func hitTest(_ point: Point, with event: Event?) -> View? {
        // UIKit: a view being animated by `View.animate` ignores touches unless the animation allows them.
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, presentation?.blocksTouches != true,
              self.point(inside: point, with: event) else { return nil }
        // By index over one copy of the array: the copy keeps every subview alive through the calls (as
        // the iterator did), without a retain and release of each subview tried.
        let subs = subviews
        var i = subs.count
        while i > 0 {
            i -= 1
            let sub = subs[i]
            // nil: a miss decided without calling into the subview (View+BoundsHitTesting.swift).
            if let p = sub.hitTestPoint(fromSuperview: point), let hit = sub.hitTest(p, with: event) { return hit }
        }
        return self
    }

    /// The class whose exact instances hit-test as ``View`` does, so the superview's hit-test loop may
    /// skip them on a point outside their bounds (View+BoundsHitTesting.swift). Faceplate's classes that
    /// override none of the hit-testing methods set their own type in their initializer; a subclass
    /// inherits its superclass's value, never its own type, and so always takes the virtual path.
    @exclusivity(unchecked) package var boundsHitTestingClass: ObjectIdentifier? = ObjectIdentifier(View.self)

    /// Whether `point` (in this view's coordinates) is inside the view: its bounds by default.
    open func point(inside point: Point, with event: Event?) -> Bool { bounds.contains(point) }

    // MARK: Coordinate conversion

    /// A point in the superview's coordinates, in this view's.
    /// Reads ``bounds`` and ``center`` once each (``frame`` is derived from them): hit-testing calls this
    /// for every subview it tries.
    @inline(__always) func convert(_ p: Point, fromSuperviewOf: Void) -> Point {
        let b = bounds, c = center
        if isTransformed { return View.untransformed(p, bounds: b, center: c, modelTransform) }
        return Point(x: p.x - (c.x - b.width / 2) + b.minX, y: p.y - (c.y - b.height / 2) + b.minY)
    }

    /// This view's coordinates → the top ancestor's (the window's when in one).
    func pointInRoot(_ p: Point) -> Point {
        var q = p
        var v = self
        while let s = v.superview {
            let b = v.bounds, c = v.center           // model geometry: UIKit converts with the model layer
            if v.isTransformed { q = View.transformed(q, bounds: b, center: c, v.modelTransform) }
            else { q = Point(x: q.x - b.minX + (c.x - b.width / 2), y: q.y - b.minY + (c.y - b.height / 2)) }
            v = s
        }
        return q
    }

    /// The top ancestor's coordinates → this view's: down from the top, through each view's inverse
    /// transform (a translation only, for views that have none).
    func pointFromRoot(_ p: Point) -> Point {
        guard let s = superview else { return p }
        return convert(s.pointFromRoot(p), fromSuperviewOf: ())
    }
    /// Whether this view or an ancestor has a transform: rectangles then convert as bounding boxes.
    private var hasTransformInChain: Bool {
        var v: View? = self
        while let current = v { if current.isTransformed { return true }; v = current.superview }
        return false
    }
    /// `rect` through `convert`: the bounding box of its corners when a transform is in the way.
    private func convertRect(_ rect: Rect, transformed: Bool, _ convert: (Point) -> Point) -> Rect {
        guard transformed else { return Rect(origin: convert(rect.origin), size: rect.size) }
        let p0 = convert(rect.origin), p1 = convert(Point(x: rect.maxX, y: rect.minY))
        let p2 = convert(Point(x: rect.minX, y: rect.maxY)), p3 = convert(Point(x: rect.maxX, y: rect.maxY))
        let x0 = Swift.min(p0.x, p1.x, p2.x, p3.x), y0 = Swift.min(p0.y, p1.y, p2.y, p3.y)
        return Rect(x: x0, y: y0, width: Swift.max(p0.x, p1.x, p2.x, p3.x) - x0, height: Swift.max(p0.y, p1.y, p2.y, p3.y) - y0)
    }

    /// `point` in `view`'s coordinates (the window's when nil), converted to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        pointFromRoot(view?.pointInRoot(point) ?? point)
    }
    /// `point` in this view's coordinates, converted to `view`'s (the window's when nil).
    public func convert(_ point: Point, to view: View?) -> Point {
        let r = pointInRoot(point)
        return view?.pointFromRoot(r) ?? r
    }
    /// `rect` in `view`'s coordinates (the window's when nil), converted to this view's: the bounding
    /// box of the converted corners when a transform lies between them, as in UIKit.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        convertRect(rect, transformed: hasTransformInChain || view?.hasTransformInChain == true) { convert($0, from: view) }
    }
    /// `rect` in this view's coordinates, converted to `view`'s (the window's when nil); see
    /// ``convert(_:from:)-(Rect,_)``.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        convertRect(rect, transformed: hasTransformInChain || view?.hasTransformInChain == true) { convert($0, to: view) }
    }

    // MARK: Drawing

    /// How far the view draws outside its bounds (a drop shadow, say): damage and culling grow by it.
    open var drawingOverflow: EdgeInsets { .zero }

    /// Marks the whole view, overflow included, as needing to be redrawn.
    open func setNeedsDisplay() {
        let o = visibleOverflow
        setNeedsDisplay(Rect(x: bounds.minX - o.left, y: bounds.minY - o.top,
                             width: bounds.width + o.left + o.right, height: bounds.height + o.top + o.bottom))
    }
    /// Marks `rect` (view coordinates) as needing to be redrawn.
    open func setNeedsDisplay(_ rect: Rect) { invalidateOnScreen(rect) }

    /// Marks `rect` (view coordinates) dirty in the window, through the geometry on screen (which
    /// differs from the model geometry while an ancestor animates).
    final func invalidateOnScreen(_ rect: Rect) {
        guard !rect.isEmpty else { return }
        // One walk up finds the window and converts to its coordinates (``window`` then
        // ``convert(_:to:)`` would walk twice); a hot path, as every highlight change comes here.
        var r = rect
        var v = self
        while !v.isWindow {
            guard let s = v.superview else { return }
            // A view drawn through an offscreen picture draws it again (LayerSurface.swift).
            if let surface = v.layerSurface { surface.isStale = true }
            // A view that never animated shows its model geometry: read it without asking the
            // presentation three times (this walk runs for every highlight change).
            let b: Rect, c: Point, t: AffineTransform?
            if v.presentation == nil {
                b = v.bounds; c = v.center; t = v.isTransformed ? v.modelTransform : nil
            } else {
                b = v.presentedBounds; c = v.presentedCenter; t = v.isTransformedOnScreen ? v.presentedTransform : nil
            }
            if let t {
                // One unit more: bilinear sampling spreads the picture's edge by up to a source pixel.
                r = View.transformedRect(r.insetBy(dx: -1, dy: -1), bounds: b, center: c, t)
            } else {
                r.origin = Point(x: r.minX - b.minX + (c.x - b.width / 2), y: r.minY - b.minY + (c.y - b.height / 2))
            }
            v = s
        }
        let w = unsafeDowncast(v, to: Window.self)
        // A window at the top is its own root: `convert(_:to: nil)` would only hand `r` back, through a
        // closure per corner.
        w.invalidate(w.superview == nil ? r : w.convert(r, to: nil))
    }
    private func setNeedsDisplayInSuperview(old: Point? = nil) {
        guard let s = superview, let w = window else { return }
        s.markSurfacesStale()
        w.invalidate(s.convert(visibleRect(bounds: bounds, center: old ?? center, transform: isTransformed ? modelTransform : nil), to: nil))
    }

    /// Draws the view's own content (not its subviews) into `canvas`, whose origin is the view's bounds
    /// origin. `rect` is the part that needs drawing. The default fills ``backgroundColor``, within the
    /// layer's rounded corners when it has them (``Layer/cornerRadius``).
    ///
    /// The `@Observable` properties it (or ``draw(_:)``) reads are tracked, as UIKit tracks `draw(_:)`:
    /// when one changes, the view is drawn again in the next frame.
    open func draw(_ rect: Rect, in canvas: inout Canvas) {
        guard let background = presentedBackgroundColor else { return }
        let color = canvas.resolved(background)
        if let layer = layerStorage, layer.cornerRadius > 0 {
            canvas.fillRoundedRect(presentedBounds, radius: layer.cornerRadius, corners: layer.maskedCorners.rectCorners, color: color)
        } else {
            canvas.fill(presentedBounds, color: color)
        }
    }

    /// UIKit's drawing override point: draws the view's own content with the colour-less calls —
    /// ``Color/setFill()``, ``BezierPath/fill()``, ``BezierPath/stroke()`` — which go to the canvas the
    /// compositor lends the application's ``Application/graphicsContext`` for the length of this call
    /// (see ``GraphicsContext``). Called after ``draw(_:in:)``, in the same coordinates and clip; the
    /// default draws nothing.
    open func draw(_ rect: Rect) {}

    // MARK: Layout

    /// How the view resizes when its superview's bounds change.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether subviews are resized by their ``autoresizingMask`` when this view's size changes.
    open var autoresizesSubviews = true
    @exclusivity(unchecked) private(set) var needsLayout = true
    /// Whether ``updateProperties()`` waits to run (View+UpdateProperties.swift); true until it first ran.
    @exclusivity(unchecked) var needsUpdateProperties = true
    /// The passes (``ObservedPass``'s bits) whose tracking of observable properties waits for a change
    /// (ViewObservation.swift); 0 for a view whose methods read none.
    @exclusivity(unchecked) var observedPasses: UInt8 = 0
    /// What this view's observation trackings call back; nil until a tracked method read an observable
    /// property.
    var observation: ViewObservation?

    /// Asks for ``layoutSubviews()`` before the next frame.
    public func setNeedsLayout() {
        needsLayout = true
        window?.needsLayoutPass = true
    }
    /// Lays out now if layout was requested, then the subviews; first pending ``updateProperties()`` run
    /// (UIKit's update pass puts properties before layout), then the constraints are solved into
    /// frames (UIKit's `layoutIfNeeded` also updates constraints) — the window's, or, for a hierarchy in
    /// no window, those of the hierarchy this view is in, as UIKit's engine does.
    public func layoutIfNeeded() {
        updatePropertiesIfNeeded()        // UIKit's update pass: properties before layout
        if let w = window {
            w.layoutRecord?.engine?.update()
        } else {
            var root = self
            while let parent = root.superview { root = parent }
            LayoutEngine.layOutDetached(root)
        }
        layoutSubtreeIfNeeded()
    }
    private func layoutSubtreeIfNeeded() {
        if needsLayout {
            needsLayout = false
            // UIKit calls the controller's viewWillLayoutSubviews / viewDidLayoutSubviews around its root
            // view's layoutSubviews.
            let vc = viewController
            // Both are tracked: a change of an observable property either read lays the view out again.
            observing(.layout) {
                vc?.viewWillLayoutSubviews()
                layoutSubviews()
            }
            vc?.viewDidLayoutSubviews()
        }
        for s in subviews { s.layoutSubtreeIfNeeded() }
    }
    /// Positions subviews; override it. Does nothing by default (autoresizing already ran).
    ///
    /// The `@Observable` properties it reads (and its controller's
    /// ``ViewController/viewWillLayoutSubviews()`` reads) are tracked, as UIKit tracks them: when one
    /// changes, the view is laid out again in the next frame.
    open func layoutSubviews() {}
    /// Sets the view's content from your state; override it (UIKit's `updateProperties()`).
    ///
    /// It runs before the view's first layout and, afterwards, before layout in the next frame after
    /// ``setNeedsUpdateProperties()`` — and after an `@Observable` property it read changes: Faceplate
    /// tracks those reads, as UIKit does, so a model that changes updates exactly the views that show
    /// it, once per frame however many changes it had. Set what is not geometry here (text, colours,
    /// images, `isHidden`) rather than in ``layoutSubviews()``, and call ``setNeedsLayout()`` if the new
    /// content needs another layout. The controller whose root view this is runs its
    /// ``ViewController/updateProperties()`` just before. Does nothing by default.
    open func updateProperties() {}
    /// The size that fits the content; the current size by default.
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }
    /// The natural content size; ``noIntrinsicMetric`` in both dimensions by default (no intrinsic
    /// size), as in UIKit.
    open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
    /// Resizes the view to ``sizeThatFits(_:)``.
    public func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

    /// The size the view's constraints give it closest to `targetSize`, each dimension held at the
    /// target with its priority (UIKit's `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`).
    ///
    /// Pass ``LayoutPriority/required`` to fix a dimension at the target (a cell's width) and
    /// ``LayoutPriority/fittingSizeLevel`` with ``View/layoutFittingCompressedSize`` to get the smallest
    /// size the content allows (its height). Only constraints within the view's subtree count; its own
    /// frame does not hold it. Multi-line labels are measured wrapped at the width layout gives them.
    /// A view with no constraints answers its ``intrinsicContentSize`` where it has one, else the
    /// target. Nothing on screen moves.
    open func systemLayoutSizeFitting(_ targetSize: Size, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                      verticalFittingPriority: LayoutPriority) -> Size {
        LayoutEngine.fittingSize(of: self, targetSize, horizontal: horizontalFittingPriority.rawValue,
                                 vertical: verticalFittingPriority.rawValue)
    }

    /// The size the view's constraints give it closest to `targetSize`, both dimensions held at
    /// ``LayoutPriority/fittingSizeLevel`` (UIKit's `systemLayoutSizeFitting(_:)`): with
    /// ``View/layoutFittingCompressedSize`` the smallest size its content allows.
    open func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    private func sizeChanged(from old: Size) {
        setNeedsLayout()
        guard autoresizesSubviews else { return }
        for s in subviews { s.autoresize(superviewOldSize: old, newSize: bounds.size) }
    }

    /// UIKit's autoresizing rule: the superview's size change is shared among the flexible parts.
    private func autoresize(superviewOldSize old: Size, newSize new: Size) {
        guard !autoresizingMask.isEmpty else { return }
        var f = frame
        func distribute(_ delta: Double, _ lead: Bool, _ size: Bool, _ trail: Bool, _ origin: inout Double, _ length: inout Double, _ oldTotal: Double) {
            let flexible = (lead ? 1 : 0) + (size ? 1 : 0) + (trail ? 1 : 0)
            guard flexible > 0, delta != 0 else { return }
            // Proportional to the current lengths, as UIKit does, falling back to equal shares.
            let leadLen = origin, trailLen = oldTotal - origin - length
            var total = 0.0
            if lead { total += leadLen }; if size { total += length }; if trail { total += trailLen }
            func share(_ len: Double) -> Double { total > 0 ? delta * len / total : delta / Double(flexible) }
            if lead { origin += share(leadLen) }
            if size { length += share(length) }
        }
        distribute(new.width - old.width, autoresizingMask.contains(.flexibleLeftMargin), autoresizingMask.contains(.flexibleWidth),
                   autoresizingMask.contains(.flexibleRightMargin), &f.origin.x, &f.size.width, old.width)
        distribute(new.height - old.height, autoresizingMask.contains(.flexibleTopMargin), autoresizingMask.contains(.flexibleHeight),
                   autoresizingMask.contains(.flexibleBottomMargin), &f.origin.y, &f.size.height, old.height)
        frame = f
    }
}

/// Which edges and dimensions of a view follow its superview's size (UIKit's `UIView.AutoresizingMask`).
public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}
