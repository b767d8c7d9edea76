import Testing
import Faceplate

/// Each view caches the layout direction it hands its subviews (View+LayoutDirection.swift), so a
/// label drawing natural-aligned text does not walk up to the application on every draw. These tests
/// fill the caches first, then change what they depend on — the superview, an ancestor's attribute,
/// the application's direction — and expect the new direction at once.
@Suite @MainActor struct LayoutDirectionCacheTests {
    let driver = TestDriver(size: Size(400, 300))

    @Test func aSubtreeMovedBetweenForcedContainersTakesTheNewDirection() {
        let rtl = View(frame: Rect(0, 0, 200, 100)), ltr = View(frame: Rect(200, 0, 200, 100))
        rtl.semanticContentAttribute = .forceRightToLeft
        ltr.semanticContentAttribute = .forceLeftToRight
        driver.window.addSubview(rtl); driver.window.addSubview(ltr)
        let middle = View(frame: Rect(0, 0, 100, 50)), leaf = View(frame: Rect(0, 0, 10, 10))
        middle.addSubview(leaf)
        rtl.addSubview(middle)
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .rightToLeft)    // caches leaf's chain
        ltr.addSubview(middle)
        #expect(middle.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .leftToRight)
        rtl.insertSubview(middle, at: 0)
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        middle.removeFromSuperview()
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .leftToRight, "outside a window: left to right")
    }

    @Test func aForcedViewKeepsItsDirectionWhereverItGoes() {
        let rtl = View(frame: Rect(0, 0, 200, 100))
        rtl.semanticContentAttribute = .forceRightToLeft
        driver.window.addSubview(rtl)
        let forced = View(frame: Rect(0, 0, 100, 50)), leaf = View(frame: Rect(0, 0, 10, 10))
        forced.semanticContentAttribute = .forceLeftToRight
        forced.addSubview(leaf)
        driver.window.addSubview(forced)
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .leftToRight)
        rtl.addSubview(forced)
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .leftToRight)
        forced.semanticContentAttribute = .unspecified
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .rightToLeft, "now it inherits its new container's")
    }

    @Test func theApplicationsDirectionReachesCachedViewsAndAnAncestorsAttributeToo() {
        let outer = View(frame: Rect(0, 0, 200, 100)), inner = View(frame: Rect(0, 0, 50, 50))
        outer.addSubview(inner)
        driver.window.addSubview(outer)
        driver.application.userInterfaceLayoutDirection = .leftToRight
        #expect(inner.effectiveUserInterfaceLayoutDirection == .leftToRight)
        driver.application.userInterfaceLayoutDirection = .rightToLeft
        #expect(inner.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(driver.window.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        outer.semanticContentAttribute = .forceLeftToRight
        #expect(inner.effectiveUserInterfaceLayoutDirection == .leftToRight)
        outer.semanticContentAttribute = .playback     // concerns outer itself, not its subtree
        #expect(outer.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(inner.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        driver.application.userInterfaceLayoutDirection = .leftToRight
    }
}
