import Foundation

/// The kernel's flags (`VmFlags` in /proc/self/smaps: "rd", "wr", "nh" for no huge pages, …) of the
/// mapping that holds `address`, or nil when no mapping does. For tests of how memory is mapped, e.g.
/// that a cache's storage refuses transparent huge pages (SparseCacheMemory).
public func mappingFlags(containing address: UnsafeRawPointer) -> [String]? {
    guard let handle = FileHandle(forReadingAtPath: "/proc/self/smaps"),
          let text = String(data: handle.readDataToEndOfFile(), encoding: .utf8) else { return nil }
    let a = UInt(bitPattern: address)
    var inside = false
    for line in text.split(separator: "\n") {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        if let range = fields.first, range.contains("-"), !range.hasSuffix(":") {
            let bounds = range.split(separator: "-")
            if bounds.count == 2, let lo = UInt(bounds[0], radix: 16), let hi = UInt(bounds[1], radix: 16) {
                inside = lo <= a && a < hi
                continue
            }
        }
        if inside && fields.first == "VmFlags:" { return fields.dropFirst().map(String.init) }
    }
    return nil
}

/// Whether this kernel has transparent huge pages (then a mapping can refuse them, and says so with "nh").
public var kernelHasTransparentHugePages: Bool {
    FileManager.default.fileExists(atPath: "/sys/kernel/mm/transparent_hugepage/enabled")
}
