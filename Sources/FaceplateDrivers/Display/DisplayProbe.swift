import CDRM
import Glibc

/// An fbdev node and what it reports.
public struct FramebufferDeviceInfo: Sendable {
    /// The device node, e.g. `/dev/fb0`.
    public var path: String
    /// The layout, or the reason it cannot be used.
    public var layout: Result<FramebufferLayout, DisplayError>
}

/// Finds every display device on the machine and describes it: the data behind `faceplate info`, and
/// the first thing to run when a panel stays dark.
public enum DisplayProbe {
    /// Every `card*` node in `directory`, read without taking the display (no master needed).
    public static func drmCards(in directory: String = "/dev/dri") -> [(path: String, info: Result<DRMCardInfo, DisplayError>)] {
        cardPaths(in: directory).map { path in
            do {
                let device = try DRMDevice(path: path)
                return (path, .success(try DRMCardInfo(device: device)))
            } catch let e as DisplayError {
                return (path, .failure(e))
            } catch {
                return (path, .failure(.unsupportedDevice(path: path, reason: "\(error)")))
            }
        }
    }

    /// Every `fb*` node in `directory` with its screen info.
    public static func framebufferDevices(in directory: String = "/dev") -> [FramebufferDeviceInfo] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var numbers: [Int] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix("fb"), let n = Int(name.dropFirst(2)) { numbers.append(n) }
        }
        return numbers.sorted().map { n in
            let path = "\(directory)/fb\(n)"
            return FramebufferDeviceInfo(path: path, layout: Result { try readLayout(path) }.mapError { $0 as! DisplayError })
        }
    }

    /// Both lists as text lines.
    public static func lines(driDirectory: String = "/dev/dri", devDirectory: String = "/dev") -> [String] {
        var out: [String] = []
        let cards = drmCards(in: driDirectory)
        if cards.isEmpty { out.append("DRM: " + DisplayError.noDRMDevice(directory: driDirectory, tried: []).description) }
        for card in cards {
            switch card.info {
            case .success(let info): out += info.lines
            case .failure(let e): out.append("\(card.path): \(e)")
            }
        }
        let fbs = framebufferDevices(in: devDirectory)
        if fbs.isEmpty { out.append("fbdev: no \(devDirectory)/fb* nodes") }
        for fb in fbs {
            switch fb.layout {
            case .success(let l):
                out.append("\(fb.path): \(l.driverID) \(l.width)x\(l.height) virtual height \(l.virtualHeight) stride \(l.stride) "
                    + "\(l.format.rawValue) \(l.canPanFlip ? "pan-flip" : "copy")")
            case .failure(let e): out.append("\(fb.path): \(e)")
            }
        }
        return out
    }

    private static func readLayout(_ path: String) throws -> FramebufferLayout {
        let fd = try FramebufferDisplay.openDevice(path, O_RDONLY)
        var v = fb_var_screeninfo(), f = fb_fix_screeninfo()
        guard faceplate_ioctl(fd.rawValue, KernelConstants.fbioGetVScreenInfo, &v) == 0,
              faceplate_ioctl(fd.rawValue, KernelConstants.fbioGetFScreenInfo, &f) == 0 else {
            throw DisplayError.systemCall(call: "FBIOGET_VSCREENINFO/FSCREENINFO", path: path, errno: errno)
        }
        return try FramebufferLayout(variable: v, fixed: f, path: path)
    }
}
