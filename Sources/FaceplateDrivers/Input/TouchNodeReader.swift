import CInput
import Faceplate
import FaceplateEcho
import Glibc

/// Reads each touchscreen's own evdev node beside libinput, for what libinput does not say: whether a
/// touchscreen that claims multitouch sends only `ABS_X`/`ABS_Y` (then this is the device's one touch
/// reader, as a single finger), and how often the kernel dropped events (`SYN_DROPPED`).
///
/// Owned by one ``LibinputSource``, which tells it about devices as libinput adds and removes them and
/// drains it after every `libinput_dispatch`. Each node is opened read-only with plain `open(2)`, never
/// through the seat (a second seat open of a node libinput holds could share or revoke its descriptor);
/// evdev gives every reader its own copy of the events. Drained in step with libinput, this reader's
/// buffer fills as libinput's does, so its `SYN_DROPPED` count is libinput's (libinput itself only logs
/// the first one in a while). Which reader delivers a device's touches is decided per device by its
/// ``AbsOnlyTouchStream``: libinput until the device shows a frame with only the single-touch axes,
/// this reader from then on, libinput again once `ABS_MT_*` data comes — never both.
///
/// Without permission to open a node (a seat-managed run as an unprivileged user) the device is not
/// read here: nothing is checked or counted for it. Reading allocates nothing (one buffer for all).
final class TouchNodeReader {
    // A class, so that it can hold the node's non-copyable descriptor in an array on Swift 6.0.
    private final class Node {
        /// The node, closed when the device is removed or the reader goes away.
        let file: FileDescriptor
        /// The source's device number (``InputTouchSlot``).
        var number: Int
        var stream: AbsOnlyTouchStream
        var minX: Int32, maxX: Int32, minY: Int32, maxY: Int32
        /// Whether the board's calibration applies (libinput's matrix does not reach this read).
        var calibrated: Bool
        /// The `SYN_DROPPED` count last reported (``onDropped`` is called when it grows).
        var reportedDrops = 0

        init(file: consuming FileDescriptor, number: Int, stream: AbsOnlyTouchStream, minX: Int32, maxX: Int32,
             minY: Int32, maxY: Int32, calibrated: Bool) {
            self.file = file
            self.number = number; self.stream = stream
            self.minX = minX; self.maxX = maxX; self.minY = minY; self.maxY = maxY
            self.calibrated = calibrated
        }
    }

    /// A device's drops, for the exit line.
    struct Drops: Equatable {
        /// The source's device number.
        var number: Int
        /// `SYN_DROPPED` markers seen.
        var count: Int
    }

    /// Where touches land.
    let mapping: TouchMapping
    /// Called with a device number the first time its node shows only `ABS_X`/`ABS_Y` frames.
    var onAbsOnly: ((Int) -> Void)?
    /// Called with a device number and its total when the kernel dropped its events again.
    var onDropped: ((Int, Int) -> Void)?
    private var nodes: ContiguousArray<Node> = []
    /// How many removed devices' drops are kept for the exit line.
    static let removedDropsKept = 8
    /// Drops of devices already removed, kept for the exit line.
    private(set) var removedDrops: [Drops] = []
    private let types = UnsafeMutablePointer<UInt16>.allocate(capacity: 64)
    private let codes = UnsafeMutablePointer<UInt16>.allocate(capacity: 64)
    private let values = UnsafeMutablePointer<Int32>.allocate(capacity: 64)

    init(mapping: TouchMapping) {
        self.mapping = mapping
    }

    deinit {
        types.deallocate(); codes.deallocate(); values.deallocate()
    }

    /// Starts reading device `number`'s node `path`. `checksAbsOnly`: the device claims multitouch (libinput
    /// counts more than one slot), so its first positioned frame decides who reads it; else libinput
    /// reads it whatever it sends and only drops are counted.
    func add(number: Int, path: UnsafePointer<CChar>, checksAbsOnly: Bool, calibrated: Bool) {
        let file: FileDescriptor
        do throws(SystemError) { file = try FileDescriptor.open(String(cString: path), O_RDONLY | O_NONBLOCK) } catch { return }
        let fd = file.rawValue
        var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0
        let hasSingleTouchAxes = faceplate_evdev_abs_range(fd, UInt32(EvdevCode.absX), &minX, &maxX) == 0
            && faceplate_evdev_abs_range(fd, UInt32(EvdevCode.absY), &minY, &maxY) == 0 && maxX > minX && maxY > minY
        // Without single-touch axes it could send nothing that libinput drops.
        let stream = AbsOnlyTouchStream(libinputReads: !(checksAbsOnly && hasSingleTouchAxes))
        nodes.append(Node(file: file, number: number, stream: stream, minX: minX, maxX: maxX, minY: minY, maxY: maxY,
                          calibrated: calibrated))
    }

    /// Stops reading device `number` (removed: the router cancels a finger this reader still holds, as
    /// it does libinput's).
    func remove(number: Int) {
        if let i = index(number) { close(i) }
    }

    /// The drops of every device that had any, removed ones first.
    var drops: [Drops] {
        removedDrops + nodes.compactMap { $0.stream.droppedReports > 0 ? Drops(number: $0.number, count: $0.stream.droppedReports) : nil }
    }

    /// Whether device `number` is read here as a single finger (tests).
    func readsAsSingleFinger(_ number: Int) -> Bool {
        index(number).map { nodes[$0].stream.verdict == .absOnly } ?? false
    }

    /// Reads what every node has queued; the touches of ABS-only devices go through `router` to `sink`.
    func read<S: InputSink>(router: LibinputTouchRouter, to sink: S) {
        var i = 0
        while i < nodes.count {
            var gone = false
            while true {
                let n = faceplate_evdev_read(nodes[i].file.rawValue, types, codes, values, 64)
                if n < 0 { gone = true; break }
                var k = 0
                while k < Int(n) {
                    if let frame = nodes[i].stream.feed(type: types[k], code: codes[k], value: values[k]) {
                        deliver(frame, node: i, router: router, to: sink)
                    }
                    k += 1
                }
                if n < 64 { break }
            }
            let dropped = nodes[i].stream.droppedReports
            if dropped != nodes[i].reportedDrops {
                nodes[i].reportedDrops = dropped
                onDropped?(nodes[i].number, dropped)
            }
            // A node that failed is gone; libinput's DEVICE_REMOVED ends the device (and any finger).
            if gone { close(i) } else { i += 1 }
        }
    }

    private func index(_ number: Int) -> Int? {
        // index loop: iterating the array by value allocated in unoptimized builds
        var i = 0
        while i < nodes.count { if nodes[i].number == number { return i }; i += 1 }
        return nil
    }

    private func close(_ i: Int) {
        if nodes[i].stream.droppedReports > 0 {
            // A kiosk that replugs a flaky touchscreen all day keeps the latest few.
            if removedDrops.count >= TouchNodeReader.removedDropsKept { removedDrops.removeFirst() }
            removedDrops.append(Drops(number: nodes[i].number, count: nodes[i].stream.droppedReports))
        }
        nodes.remove(at: i)   // closes its node
    }

    private func deliver<S: InputSink>(_ frame: AbsOnlyTouchStream.Frame, node i: Int, router: LibinputTouchRouter, to sink: S) {
        let node = nodes[i]
        if frame.becameAbsOnly { onAbsOnly?(node.number) }
        guard let change = frame.change else { return }
        let now = LibinputSource.monotonicNow()
        switch change {
        case .down(let x, let y), .motion(let x, let y):
            var px = AbsOnlyTouchStream.panelCoordinate(x, minimum: node.minX, maximum: node.maxX, size: mapping.display.panelWidth)
            var py = AbsOnlyTouchStream.panelCoordinate(y, minimum: node.minY, maximum: node.maxY, size: mapping.display.panelHeight)
            if node.calibrated {
                let p = mapping.softwareCalibrated(panelX: px, panelY: py)
                px = p.x; py = p.y
            }
            let location = mapping.logicalPoint(panelX: px, panelY: py)
            if case .down = change {
                router.route(.down(device: node.number, slot: -1, location: location, time: now), next: .touchFrame, to: sink)
            } else {
                router.route(.motion(device: node.number, slot: -1, location: location, time: now), next: .touchFrame, to: sink)
            }
        case .up:
            router.route(.up(device: node.number, slot: -1, time: now), next: .touchFrame, to: sink)
        case .cancel:
            router.route(.cancel(device: node.number, slot: -1, time: now), next: .touchFrame, to: sink)
        }
        router.route(.frame(device: node.number, time: now), next: .none, to: sink)
    }
}
