/// Repaints the damaged parts of a window into display buffers.
///
/// Views report damage with ``View/setNeedsDisplay()``; the compositor keeps it in a bounded
/// ``DirtyRegion`` and, per frame, repaints only those rectangles — plus whatever changed since the
/// target buffer was last on screen (its *age*), so double and triple buffering stay correct without
/// full redraws. Views draw back to front, clipped to each dirty rectangle, with their alpha and
/// `clipsToBounds` honoured. Canvases are made once per buffer, so a frame allocates nothing.
@MainActor public final class Compositor {
    /// The window drawn.
    public let window: Window
    /// The window's application's context, which UIKit-style `draw(_:)` overrides draw through; taken
    /// when a frame is rendered (a compositor may be made for a window whose application is not yet running).
    private var graphics: GraphicsContext?
    /// Logical-to-panel mapping (rotation) of the buffers drawn into; ``setTransform(_:)`` changes it.
    public private(set) var transform: DisplayTransform
    /// Damage not yet rendered, in logical pixels.
    public var damage: DirtyRegion { sink.region }
    /// Where the window reports damage (DamageSink.swift: a box, so the window's closure need not hold
    /// the compositor weakly).
    private let sink: DamageSink
    private var history: DamageHistory
    private let historyDepth: Int
    private var repaint: DirtyRegion
    /// Shadow masks shared by every canvas this compositor makes.
    public let shadowCache = ShadowCache()
    private var canvases: ContiguousArray<Canvas> = []
    /// Frames rendered.
    public private(set) var frameCount = 0
    /// Pixels repainted by the last frame (logical; overlapping rectangles counted once each).
    public private(set) var lastRepaintedArea = 0

    /// Creates a compositor for `window` on a panel described by `transform`, keeping at most
    /// `maxDirtyRects` rectangles and the damage of `bufferCount` buffers.
    public init(window: Window, transform: DisplayTransform, maxDirtyRects: Int = 16, bufferCount: Int = 3) {
        self.window = window
        self.transform = transform
        historyDepth = bufferCount
        let screen = PixelRect(x: 0, y: 0, width: Int(transform.logicalSize.width), height: Int(transform.logicalSize.height))
        let sink = DamageSink(region: DirtyRegion(capacity: maxDirtyRects, bounds: screen))
        self.sink = sink
        history = DamageHistory(depth: bufferCount, capacity: maxDirtyRects, bounds: screen)
        repaint = DirtyRegion(capacity: maxDirtyRects, bounds: screen)
        canvases.reserveCapacity(4)
        sink.region.addAll()
        window.damageObserver = { rect in sink.region.add(rect) }
    }

    /// Whether anything waits to be drawn.
    public var needsDisplay: Bool { !sink.region.isEmpty || window.needsLayoutPass }

    /// Runs pending layout, then says whether anything waits to be drawn. A frame loop asks this before
    /// it takes a buffer: a batch that only asked for layout (and moved nothing visible) must not present
    /// a frame, which on a fresh back buffer (age 0) would mean redrawing the whole screen.
    public func prepareFrame() -> Bool {
        window.layoutPass()
        return needsDisplay
    }

    /// Draws onto the panel with another rotation from now on (the desktop preview's rotate key): the
    /// damage bounds follow the new logical size, canvases are made again for the new transform, and the
    /// whole screen is redrawn. The window is resized by its owner. Allocates; not for the frame path.
    public func setTransform(_ newTransform: DisplayTransform) {
        guard newTransform != transform else { return }
        transform = newTransform
        let screen = PixelRect(x: 0, y: 0, width: Int(newTransform.logicalSize.width), height: Int(newTransform.logicalSize.height))
        sink.region = DirtyRegion(capacity: damage.capacity, bounds: screen)
        history = DamageHistory(depth: historyDepth, capacity: damage.capacity, bounds: screen)
        repaint = DirtyRegion(capacity: damage.capacity, bounds: screen)
        canvases.removeAll(keepingCapacity: true)
        invalidateAll()
    }

    /// Marks the whole screen dirty and forgets buffer history (after a modeset or a VT switch back).
    public func invalidateAll() {
        sink.region.addAll()
        history.removeAll()
    }

    /// Lays out, then repaints into `buffer` what a buffer of `age` needs (0: unknown contents, all).
    /// Returns the region painted, in logical pixels; the damage is then cleared. (Let go of the returned
    /// region before the next frame: holding it makes the next frame copy its storage.)
    @discardableResult
    public func render(into buffer: PixelBuffer, age: Int) -> DirtyRegion {
        window.layoutPass()
        history.repaintRegion(current: sink.region, age: age, into: &repaint)
        let region = repaint
        var slot = canvases.count - 1                 // a loop, not firstIndex(where:): see draw(_:in:dirty:)
        while slot >= 0 && canvases[slot].buffer !== buffer { slot -= 1 }
        if slot < 0 {
            if canvases.count == 4 { canvases.removeFirst() }
            canvases.append(Canvas(buffer: buffer, transform: transform, shadowCache: shadowCache))
            slot = canvases.count - 1
        }
        var area = 0
        let graphics = window.application.graphicsContext
        self.graphics = graphics
        canvases[slot].drawsHighContrast = window.drawsHighContrast
        for pixels in region.rects {
            area += pixels.area
            canvases[slot].reset()
            canvases[slot].clip(to: pixels.rect)
            withUnsafeMutablePointer(to: &canvases[slot]) { canvas in
                graphics.lending(canvas) { draw(window, in: &canvas.pointee, dirty: pixels.rect) }
            }
        }
        history.push(sink.region)
        sink.region.removeAll()
        frameCount += 1
        lastRepaintedArea = area
        return region
    }

    /// Draws `view` and its subviews; `dirty` is in the coordinates of `view`'s superview.
    private func draw(_ view: View, in canvas: inout Canvas, dirty: Rect) {
        // What is on screen: the presentation values while the view animates (the model otherwise).
        let alpha = view.presentedAlpha
        guard !view.isHidden, alpha >= 0.01 else { return }
        if view.drawsThroughSurface { drawThroughSurface(view, alpha: alpha, in: &canvas, dirty: dirty); return }
        if view.layerSurface != nil { view.layerSurface = nil }   // no longer transformed nor rounded-clipping
        let f = view.presentedFrame, b = view.presentedBounds
        let o = view.visibleOverflow
        let visible = Rect(x: f.minX - o.left, y: f.minY - o.top, width: f.width + o.left + o.right, height: f.height + o.top + o.bottom)
        let subviews = view.subviews
        // Outside the dirty rectangle, a view that clips (or has no subviews to overflow it) draws
        // nothing: the rows of a long list that are scrolled away cost this test, not a canvas save.
        if (view.clipsToBounds || subviews.isEmpty) && !visible.intersects(dirty) { return }
        if !visible.intersects(dirty) && alpha >= 1 {
            // None of this view shows, but its subviews may overflow it (it does not clip): visit them
            // with only the translation, putting the origin back exactly instead of saving the whole
            // canvas state. No occlusion scan either: with nothing of this view drawn it can only
            // start the drawing later, not change a pixel. (A list's rows scrolled out of view.)
            let saved = canvas.origin
            canvas.translate(dx: f.minX - b.minX, dy: f.minY - b.minY)
            let local = dirty.offsetBy(dx: b.minX - f.minX, dy: b.minY - f.minY)
            for s in subviews { draw(s, in: &canvas, dirty: local) }
            canvas.origin = saved
            return
        }
        canvas.save()
        canvas.translate(dx: f.minX - b.minX, dy: f.minY - b.minY)
        if alpha < 1 { canvas.alpha *= alpha }
        drawContent(view, in: &canvas, dirty: dirty.offsetBy(dx: b.minX - f.minX, dy: b.minY - f.minY), bounds: b, overflow: o)
        canvas.restore()
    }

    /// Draws `view`'s own content, its subviews and its layer's shadow and border into `canvas`, which
    /// is translated to the view's bounds; `local` is the dirty rectangle in the view's coordinates.
    private func drawContent(_ view: View, in canvas: inout Canvas, dirty local: Rect, bounds b: Rect, overflow o: EdgeInsets) {
        let subviews = view.subviews
        // Occlusion: when a subview paints the whole dirty rectangle opaquely, nothing drawn before it
        // (this view's own content, the subviews below it) can show, so drawing starts at it. A window
        // under a full-screen opaque root view then skips a full-screen fill every frame.
        // (Not when this view clips to bounds that do not hold the dirty rectangle: the subview's paint
        // would be clipped where this view's overflow drawing was skipped.)
        // A hand-written loop, not `lastIndex(where:)`: the main-actor closure passed to it checks the
        // current executor on every call (swift_task_isCurrentExecutor, a runtime call per subview).
        var first = 0, covered = false
        if canvas.alpha >= 1 && (!view.clipsToBounds || b.contains(local)) {
            var k = subviews.count - 1
            while k >= 0 {
                let s = subviews[k]
                if !s.isHidden && s.alpha >= 1 && s.isOpaqueOnScreen && s.frame.contains(local) { first = k; covered = true; break }
                k -= 1
            }
        }
        let layer = view.layerStorage
        if !covered {
            let area = local.intersection(b.insetBy(dx: -o.left - o.right, dy: -o.top - o.bottom))
            if !area.isEmpty {
                layer?.drawBelow(b, in: &canvas)
                // Tracked: a change of an observable property either draw method read draws the view again.
                view.observing(.display) {
                    view.draw(area, in: &canvas)
                    graphics?.draw(view, area)
                }
            }
        }
        if view.clipsToBounds { canvas.clip(to: b) }
        for s in subviews[first...] { draw(s, in: &canvas, dirty: local) }
        if let layer, layer.drawsAbove { layer.drawAbove(b, in: &canvas) }
    }

    /// Draws `view` through its offscreen picture (LayerSurface.swift): the picture is drawn again only
    /// when something in it changed, then composited through the view's transform, with its rounded
    /// clip baked in. The picture covers the bounds and the view's overflow; subviews reaching beyond
    /// them are cut there.
    private func drawThroughSurface(_ view: View, alpha: Double, in canvas: inout Canvas, dirty: Rect) {
        let b = view.presentedBounds, c = view.presentedCenter, o = view.visibleOverflow
        let area = view.visibleBounds(b)
        let toSuperview = View.toSuperview(bounds: b, center: c, view.presentedTransform)
        guard view.visibleRect(bounds: b, center: c, transform: view.presentedTransform).intersects(dirty) else { return }
        let w = Swift.max(Int(area.width.rounded(.up)), 1), h = Swift.max(Int(area.height.rounded(.up)), 1)
        if view.layerSurface.map({ $0.width != w || $0.height != h }) ?? true {
            view.layerSurface = LayerSurface(width: w, height: h, shadowCache: shadowCache)
        }
        guard let surface = view.layerSurface else { return }   // beyond the pixel buffer's limits: not drawn
        if surface.isStale {
            let layer = view.layerStorage
            let mask = view.clipsToBounds && (layer?.cornerRadius ?? 0) > 0
                ? (rect: Rect(x: o.left, y: o.top, width: b.width, height: b.height), radius: layer?.cornerRadius ?? 0,
                   corners: layer?.maskedCorners.rectCorners ?? .allCorners)
                : nil
            let graphics = self.graphics
            surface.render(mask: mask) { pictureCanvas in
                pictureCanvas.translate(dx: -area.minX, dy: -area.minY)
                withUnsafeMutablePointer(to: &pictureCanvas) { p in
                    if let graphics {
                        graphics.lending(p) { drawContent(view, in: &p.pointee, dirty: area, bounds: b, overflow: o) }
                    } else {
                        drawContent(view, in: &p.pointee, dirty: area, bounds: b, overflow: o)
                    }
                }
            }
        }
        canvas.save()
        if alpha < 1 { canvas.alpha *= alpha }
        canvas.draw(surface, transform: AffineTransform(translationX: area.minX, y: area.minY).concatenating(toSuperview))
        canvas.restore()
    }
}
