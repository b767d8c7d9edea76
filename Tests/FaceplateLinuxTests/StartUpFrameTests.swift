import Testing
import Glibc
import Faceplate
import FaceplateLinux

/// A container whose layout resizes its child, as a stack view or any custom `layoutSubviews()` does:
/// the child's new size asks for layout again while the window's layout walk is under way.
final class ResizingContainer: View {
    let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    override init(frame: Rect) {
        super.init(frame: frame)
        addSubview(child)
    }
    override func layoutSubviews() {
        child.frame = Rect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
    }
}

/// One full frame at start-up, then only damage: the first frame must not leave the screen marked
/// dirty, and an event that changes nothing visible presents nothing (issue: a second full-screen frame
/// was drawn on the first later event of any kind).
@Suite @MainActor struct StartUpFrameTests {
    @Test func anEventThatChangesNothingPresentsNoFrameAfterTheFirst() throws {
        let container = ResizingContainer(frame: Rect(x: 100, y: 0, width: 100, height: 100))
        let rig = try PanelRig(display: HeadlessDisplay(width: 200, height: 100)) { $0.addSubview(container) }
        let (display, compositor, runner, source) = (rig.display, rig.compositor, rig.runner, rig.source)

        runner.runOnce(timeoutMilliseconds: 0)
        #expect(display.presentedFrames == 1)
        #expect(container.child.frame.width == 50)              // the layout ran before the first frame
        #expect(!compositor.needsDisplay)                        // and left nothing to draw

        source.send(UInt8(ascii: "d"))                           // a touch on the plain window: no damage
        runner.runOnce(timeoutMilliseconds: 1000)
        source.send(UInt8(ascii: "u"))
        runner.runOnce(timeoutMilliseconds: 1000)
        #expect(display.presentedFrames == 1)
    }

    @Test func layoutRequestedWithoutVisibleChangePresentsNothing() throws {
        let container = ResizingContainer(frame: Rect(x: 100, y: 0, width: 100, height: 100))
        let rig = try PanelRig(display: HeadlessDisplay(width: 200, height: 100), background: nil) { $0.addSubview(container) }
        let (display, compositor, runner, source) = (rig.display, rig.compositor, rig.runner, rig.source)
        runner.runOnce(timeoutMilliseconds: 0)
        #expect(display.presentedFrames == 1)

        container.setNeedsLayout()                               // lays out to the same frames
        source.send(UInt8(ascii: "u"))                           // any event wakes the loop
        runner.runOnce(timeoutMilliseconds: 1000)
        #expect(display.presentedFrames == 1)
        #expect(!compositor.needsDisplay)
    }
}
