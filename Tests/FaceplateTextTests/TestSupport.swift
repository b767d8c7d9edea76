import FaceplateGraphics
import Foundation
@testable import FaceplateText

/// DejaVu Sans at `size` px. The test script installs fonts-dejavu-core; if it is missing the thrown
/// FontError names the path, so the failure says what to install rather than passing vacuously.
func dejaVu(_ size: Double = 14, cacheCapacity: Int = Font.defaultCacheCapacity) throws -> Font {
    try Font(path: Font.defaultPath, size: size, cacheCapacity: cacheCapacity)
}

/// The substring a laid-out line shows.
func text(of line: TextLine, in string: String) -> String {
    let bytes = Array(string.utf8)[line.utf8Range]
    return String(decoding: bytes, as: UTF8.self)
}

/// Pixels that the text colour (white) clearly reached on a non-white background.
func isInk(_ c: Color) -> Bool { c.red > 128 && c.green > 128 }

/// The bounding box of ink pixels in panel coordinates, or nil when there is none.
func inkBounds(_ buffer: PixelBuffer) -> PixelRect? {
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    for y in 0..<buffer.height { for x in 0..<buffer.width where isInk(buffer.color(x: x, y: y)) {
        minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
    } }
    return minX == Int.max ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
}

/// Writes `buffer` as an 8-bit RGB PNG with stored (uncompressed) deflate blocks — enough to look at
/// test output without an image library.
func writePNG(_ buffer: PixelBuffer, to path: String) throws {
    var raw = [UInt8]()
    raw.reserveCapacity((buffer.width * 3 + 1) * buffer.height)
    for y in 0..<buffer.height {
        raw.append(0)
        for x in 0..<buffer.width {
            let c = buffer.color(x: x, y: y)
            raw += [c.red, c.green, c.blue]
        }
    }
    var crcTable = [UInt32](repeating: 0, count: 256)
    for n in 0..<256 {
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        crcTable[n] = c
    }
    func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for b in body { crc = crcTable[Int((crc ^ UInt32(b)) & 255)] ^ (crc >> 8) }
        return be32(UInt32(data.count)) + body + be32(crc ^ 0xFFFF_FFFF)
    }
    var zlib: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
        let n = min(65535, raw.count - offset)
        let final: UInt8 = offset + n == raw.count ? 1 : 0
        zlib += [final, UInt8(n & 255), UInt8(n >> 8), UInt8(~n & 255), UInt8((~n >> 8) & 255)]
        zlib += raw[offset..<offset + n]
        offset += n
    } while offset < raw.count
    var a: UInt32 = 1, b: UInt32 = 0
    for v in raw { a = (a + UInt32(v)) % 65521; b = (b + a) % 65521 }
    zlib += be32(b << 16 | a)
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    png += chunk("IHDR", be32(UInt32(buffer.width)) + be32(UInt32(buffer.height)) + [8, 2, 0, 0, 0])
    png += chunk("IDAT", zlib)
    png += chunk("IEND", [])
    try Data(png).write(to: URL(fileURLWithPath: path))
}
