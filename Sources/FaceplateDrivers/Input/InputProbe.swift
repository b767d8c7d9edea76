import CDRM
import Glibc

/// An evdev input device as sysfs and `EVIOCGABS` describe it: the input half of `faceplate info`.
public struct InputDeviceInfo: Sendable, Equatable {
    /// One absolute axis and its range.
    public struct Axis: Sendable, Equatable {
        /// The evdev code (`ABS_MT_POSITION_X` = 0x35).
        public var code: UInt16
        /// Its name for people.
        public var name: String
        /// The range the device reports.
        public var minimum: Int32, maximum: Int32
        /// Units per millimetre (0 when the driver sets none).
        public var resolution: Int32
    }

    /// The node, e.g. `/dev/input/event3`.
    public var node: String
    /// The kernel's device name (`raspberrypi-ts`): what board profiles match.
    public var name: String
    /// Capabilities read from the event bitmasks.
    public var isTouchscreen: Bool, isMultiTouch: Bool, isPointer: Bool, hasKeys: Bool
    /// The touch axes' ranges, when the node could be opened to ask (empty otherwise).
    public var axes: [Axis]
    /// Why the ranges are missing (the node could not be opened), or nil.
    public var axesError: String?

    /// One line for `faceplate info`.
    public var description: String {
        var caps: [String] = []
        if isTouchscreen { caps.append(isMultiTouch ? "multi-touch screen" : "touchscreen") }
        if isPointer { caps.append("pointer") }
        if hasKeys { caps.append("keys") }
        var s = "\(node): \"\(name)\" " + (caps.isEmpty ? "(no touch, pointer or keys)" : caps.joined(separator: ", "))
        for a in axes { s += "; \(a.name) \(a.minimum)..\(a.maximum)" + (a.resolution > 0 ? " (\(a.resolution)/mm)" : "") }
        if let e = axesError { s += "; axis ranges unknown: \(e)" }
        return s
    }
}

/// Lists input devices from `/sys/class/input` without libinput or udev, so it works on a bare board.
public enum InputProbe {
    static let touchAxes: [(UInt16, String)] = [(0x00, "ABS_X"), (0x01, "ABS_Y"), (0x2f, "ABS_MT_SLOT"),
                                                (0x35, "ABS_MT_POSITION_X"), (0x36, "ABS_MT_POSITION_Y")]

    /// Every `eventN` device under `sysDirectory`, in numeric order; nodes are looked up in `devDirectory`.
    public static func devices(sysDirectory: String = "/sys/class/input", devDirectory: String = "/dev/input") -> [InputDeviceInfo] {
        guard let dir = opendir(sysDirectory) else { return [] }
        var numbers: [Int] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix("event"), let n = Int(name.dropFirst(5)) { numbers.append(n) }
        }
        closedir(dir)
        return numbers.sorted().map { n in
            let sys = "\(sysDirectory)/event\(n)/device"
            let name = readLine(sys + "/name") ?? "?"
            let abs = bitmask(readLine(sys + "/capabilities/abs"))
            let key = bitmask(readLine(sys + "/capabilities/key"))
            let rel = bitmask(readLine(sys + "/capabilities/rel"))
            let mt = has(abs, 0x35) && has(abs, 0x36)
            let touch = mt || (has(abs, 0x00) && has(abs, 0x01) && has(key, 0x14a))   // BTN_TOUCH
            let pointer = (has(rel, 0x00) && has(rel, 0x01)) || (has(key, 0x110) && has(abs, 0x00) && !touch)
            let keys = (1..<0x100).contains { has(key, $0) }
            var info = InputDeviceInfo(node: "\(devDirectory)/event\(n)", name: name, isTouchscreen: touch, isMultiTouch: mt,
                                       isPointer: pointer, hasKeys: keys, axes: [], axesError: nil)
            let wanted = touchAxes.filter { has(abs, Int($0.0)) }
            if !wanted.isEmpty {
                do throws(SystemError) {
                    let node = try FileDescriptor.open(info.node, O_RDONLY | O_NONBLOCK)
                    let fd = node.rawValue
                    for (code, axisName) in wanted {
                        var absinfo = [Int32](repeating: 0, count: 6)   // struct input_absinfo: value min max fuzz flat resolution
                        if absinfo.withUnsafeMutableBytes({ faceplate_ioctl(fd, KernelConstants.eviocgabs(code), $0.baseAddress) }) == 0 {
                            info.axes.append(.init(code: code, name: axisName, minimum: absinfo[1], maximum: absinfo[2], resolution: absinfo[5]))
                        }
                    }
                    try? node.close()   // consumed after the reads, so it stays open through them
                } catch {
                    info.axesError = "cannot open \(info.node): \(errnoDescription(error.errno))"
                }
            }
            return info
        }
    }

    /// The first line of a small sysfs file, without its newline.
    static func readLine(_ path: String) -> String? {
        guard case .success(let bytes) = readWholeFile(path) else { return nil }
        return String(decoding: bytes.prefix { $0 != 10 }, as: UTF8.self)
    }

    /// A sysfs capability bitmask ("1 0 3000003": words of `long`, most significant first) as words,
    /// least significant first.
    static func bitmask(_ text: String?) -> [UInt64] {
        guard let text else { return [] }
        return text.split(separator: " ").reversed().map { UInt64($0, radix: 16) ?? 0 }
    }

    static func has(_ mask: [UInt64], _ bit: Int) -> Bool {
        let word = bit / 64
        return word < mask.count && mask[word] & (1 << UInt64(bit % 64)) != 0
    }
}

extension KernelConstants {
    /// `EVIOCGABS(abs)` = `_IOR('E', 0x40 + abs, struct input_absinfo)`: read one axis's range.
    public static func eviocgabs(_ axis: UInt16) -> UInt {
        (2 << 30) | (24 << 16) | (0x45 << 8) | (0x40 + UInt(axis))
    }
}
