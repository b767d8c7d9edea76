import Testing
import Faceplate
import FaceplateWidgets

/// UIKit's autoresizing: when a superview's size changes, each flexible part of a subview (left
/// margin, size, right margin) takes a share of the change in proportion to its current length.
@Suite @MainActor struct AutoresizingTests {
    func resized(_ mask: AutoresizingMask, from: Size = Size(400, 300), to: Size = Size(500, 360),
                 child: Rect = Rect(10, 20, 100, 50), autoresizes: Bool = true) -> Rect {
        let parent = View(frame: Rect(origin: .zero, size: from))
        parent.autoresizesSubviews = autoresizes
        let v = View(frame: child)
        v.autoresizingMask = mask
        parent.addSubview(v)
        parent.frame.size = to
        return v.frame
    }

    @Test func noMaskKeepsTheFrame() {
        #expect(resized([]) == Rect(10, 20, 100, 50))
    }

    @Test func flexibleWidthAndHeightTakeTheWholeChange() {
        #expect(resized([.flexibleWidth, .flexibleHeight]) == Rect(10, 20, 200, 110))
    }

    @Test func flexibleLeftAndTopMarginsPinToTheFarEdges() {
        #expect(resized([.flexibleLeftMargin, .flexibleTopMargin]) == Rect(110, 80, 100, 50))
    }

    @Test func flexibleRightAndBottomMarginsPinToTheNearEdges() {
        #expect(resized([.flexibleRightMargin, .flexibleBottomMargin]) == Rect(10, 20, 100, 50))
    }

    @Test func bothMarginsShareInProportion() {
        // Horizontally: margins 10 and 290 share +100 as 10:290. Vertically: 20 and 230 share +60.
        let f = resized([.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin])
        #expect(abs(f.minX - (10 + 100 * 10 / 300)) < 1e-9)
        #expect(abs(f.minY - (20 + 60 * 20 / 250)) < 1e-9)
        #expect(f.size == Size(100, 50))
    }

    @Test func sizeAndMarginShareInProportion() {
        // Width 100 and right margin 290 share +100.
        let f = resized([.flexibleWidth, .flexibleRightMargin])
        #expect(f.minX == 10)
        #expect(abs(f.width - (100 + 100 * 100 / 390)) < 1e-9)
    }

    @Test func allThreeFlexibleKeepRelativePlacementWhenShrinking() {
        let f = resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], from: Size(400, 300), to: Size(200, 300),
                        child: Rect(100, 0, 200, 10))
        #expect(f == Rect(50, 0, 100, 10))
    }

    @Test func autoresizesSubviewsOffLeavesThemAlone() {
        #expect(resized([.flexibleWidth, .flexibleLeftMargin], autoresizes: false) == Rect(10, 20, 100, 50))
    }

    @Test func aDockedKeyboardFollowsTheWindowsWidthAndBottom() {
        let driver = TestDriver()
        let field = TextField(frame: Rect(20, 20, 300, 44))
        let keyboard = KeyboardView()
        field.inputView = keyboard
        driver.window.addSubview(field)
        field.becomeFirstResponder()
        driver.window.frame = Rect(0, 0, 1024, 600)
        #expect(keyboard.frame == Rect(x: 0, y: 600 - KeyboardView.preferredHeight, width: 1024, height: KeyboardView.preferredHeight))
    }
}
