import CPNG
import FaceplateGraphics
import Glibc

/// Reading and writing PNG files, through libpng.
///
/// Used for golden-image tests, screenshots, and image assets. Not on the render path: these calls
/// allocate freely.
/// Every call throws ``PNG/Error``.
public enum PNG {
    /// A PNG file that could not be read or written; the message names the path and the reason.
    public struct Error: Swift.Error, CustomStringConvertible, Equatable {
        /// E.g. `cannot open /x/y.png: No such file or directory`.
        public let message: String
        /// Creates an error with its full message.
        public init(message: String) { self.message = message }
        /// The message, as printed.
        public var description: String { message }
    }

    /// Decodes the PNG at `path` (any bit depth or colour type; libpng converts) into a premultiplied image.
    public static func read(path: String) throws -> Image {
        let reader = try Reader(path: path)
        let w = reader.width, h = reader.height
        guard w > 0, h > 0, w <= 1 << 15, h <= 1 << 15 else {
            throw PNG.Error(message: "cannot read PNG \(path): unsupported size \(w)x\(h)")
        }
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        try bytes.withUnsafeMutableBytes { raw in try reader.readRGBA(into: raw.baseAddress!, stride: w * 4) }
        // libpng hands out straight alpha; Image keeps premultiplied.
        var i = 0
        while i < bytes.count {
            let a = UInt32(bytes[i + 3])
            if a != 255 {
                for c in 0..<3 { bytes[i + c] = UInt8((UInt32(bytes[i + c]) * a + 127) / 255) }
            }
            i += 4
        }
        return Image(width: w, height: h, pixels: bytes)
    }

    /// Encodes `image` as an 8-bit RGBA PNG at `path`, replacing any file there.
    ///
    /// The file is replaced in one step (a temporary file in the same directory, flushed, then renamed):
    /// when the write fails — the disk is full, the process is interrupted — the file that was at `path`
    /// is left as it was, and the error says so. A device such as `/dev/null` is written in place.
    public static func write(_ image: Image, to path: String) throws {
        // Created first: an unwritable directory is reported before the encoding time is spent, and
        // from here termination signals wait until the file is complete or removed.
        let file = try FileReplacement(path)
        var bytes = image.pixels
        // Undo premultiplication: PNG stores straight alpha.
        var i = 0
        while i < bytes.count {
            let a = UInt32(bytes[i + 3])
            if a != 255 && a != 0 {
                for c in 0..<3 { bytes[i + c] = UInt8(Swift.min(255, (UInt32(bytes[i + c]) * 255 + a / 2) / a)) }
            }
            i += 4
        }
        var message = [CChar](repeating: 0, count: 512)
        var length = 0
        let encoded = bytes.withUnsafeBytes { px in
            faceplate_png_encode_rgba(px.baseAddress, UInt32(image.width), UInt32(image.height),
                                      Int32(image.width * 4), &length, &message, message.count)
        }
        guard let encoded else { throw PNG.Error(message: "cannot encode PNG \(path): \(string(message))") }
        defer { free(encoded) }
        try file.write(UnsafeRawBufferPointer(start: encoded, count: length))
        try file.commit()
    }

    /// Writes the pixels of `buffer` (panel orientation) as an opaque PNG at `path`.
    public static func write(_ buffer: PixelBuffer, to path: String) throws {
        try write(Image(snapshotOf: buffer), to: path)
    }

    static func string(_ message: [CChar]) -> String {
        message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// Owns libpng's read state (and the open file) for one decode; `deinit` frees both, on every path.
    final class Reader {
        private let handle: UnsafeMutablePointer<faceplate_png_reader>
        let path: String

        init(path: String) throws {
            var message = [CChar](repeating: 0, count: 512)
            guard let h = faceplate_png_reader_open(path, &message, message.count) else {
                throw PNG.Error(message: PNG.string(message))
            }
            handle = h; self.path = path
        }
        deinit { faceplate_png_reader_close(handle) }

        var width: Int { Int(faceplate_png_reader_width(handle)) }
        var height: Int { Int(faceplate_png_reader_height(handle)) }

        func readRGBA(into pixels: UnsafeMutableRawPointer, stride: Int) throws {
            var message = [CChar](repeating: 0, count: 512)
            if faceplate_png_reader_read_rgba(handle, pixels, Int32(stride), path, &message, message.count) == 0 {
                throw PNG.Error(message: PNG.string(message))
            }
        }
    }
}
