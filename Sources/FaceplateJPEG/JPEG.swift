import CTurboJPEG
import FaceplateGraphics
import Glibc

/// Reading JPEG files, through libjpeg-turbo's TurboJPEG API.
///
/// Colour and greyscale baseline and progressive files decode into a premultiplied ``Image`` (opaque:
/// JPEG has no alpha). Not on the render path: decoding allocates freely. A file that is not a JPEG, is
/// cut short, is corrupt, or declares a size beyond ``PixelBuffer/maximumDimension`` throws
/// ``JPEG/Error`` with one line naming it and the reason; nothing in a file can trap.
public enum JPEG {
    /// A JPEG that could not be read; the message names the file and the reason.
    public struct Error: Swift.Error, CustomStringConvertible, Equatable {
        /// E.g. `cannot read JPEG /x/y.jpg: Premature end of JPEG file`.
        public let message: String
        /// Creates an error with its full message.
        public init(message: String) { self.message = message }
        /// The message, as printed.
        public var description: String { message }
    }

    /// The most pixels one decode may produce: a panel-sized photo with room to spare, and a bound on the
    /// memory and time a file declaring a huge size can cost before its data is even looked at.
    public static let maximumPixelCount = 4096 * 4096

    /// The largest file read: beyond what a ``maximumPixelCount`` image compresses to.
    public static let maximumFileSize = 64 << 20

    /// Decodes the JPEG file at `path`.
    public static func read(path: String) throws(JPEG.Error) -> Image {
        let bytes = try readFile(path)
        return try decode(bytes, name: path)
    }

    /// Decodes a JPEG held in memory; `name` is what error messages call it.
    public static func decode(_ bytes: [UInt8], name: String = "data") throws(JPEG.Error) -> Image {
        func failure(_ why: String) -> JPEG.Error { JPEG.Error(message: "cannot read JPEG \(name): \(why)") }
        guard !bytes.isEmpty else { throw failure("the file is empty") }
        guard bytes.count <= maximumFileSize, let size = UInt(exactly: bytes.count) else {
            throw failure("the file is larger than \(maximumFileSize) bytes")
        }
        let decoder = try Decompressor(name: name)
        let header = bytes.withUnsafeBufferPointer { decoder.header($0.baseAddress!, size) }
        guard let header else { throw failure(decoder.lastError) }
        let width = header.width, height = header.height
        guard width > 0, height > 0, width <= PixelBuffer.maximumDimension, height <= PixelBuffer.maximumDimension else {
            throw failure("unsupported size \(width)x\(height) (at most \(PixelBuffer.maximumDimension) a side)")
        }
        let (pixelCount, over) = width.multipliedReportingOverflow(by: height)
        guard !over, pixelCount <= maximumPixelCount else {
            throw failure("\(width)x\(height) is more than \(maximumPixelCount) pixels")
        }
        // TJPF_RGBA writes 255 into the alpha byte: opaque, so already premultiplied.
        var pixels = [UInt8](repeating: 0, count: pixelCount * 4)
        let ok = bytes.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                decoder.decode(src.baseAddress!, size, into: dst.baseAddress!, width: width, height: height)
            }
        }
        guard ok else { throw failure(decoder.lastError) }
        return Image(width: width, height: height, pixels: pixels)
    }

    /// The file's bytes, refusing what is not a regular file or is too large to be an image.
    static func readFile(_ path: String) throws(JPEG.Error) -> [UInt8] {
        func failure(_ why: String) -> JPEG.Error { JPEG.Error(message: "cannot read JPEG \(path): \(why)") }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw failure(String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw failure(String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw failure("not a regular file") }
        guard info.st_size <= maximumFileSize else { throw failure("the file is larger than \(maximumFileSize) bytes") }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + done, $0.count - done) }
            if n < 0 {
                if errno == EINTR { continue }
                throw failure(String(cString: strerror(errno)))
            }
            if n == 0 { break }
            done += n
        }
        // A file that shrank while being read is decoded as far as it goes (and reported cut short).
        if done < bytes.count { bytes.removeSubrange(done...) }
        return bytes
    }

    /// Owns one TurboJPEG decompressor handle; `deinit` destroys it on every path.
    final class Decompressor {
        private let handle: tjhandle
        /// Progressive files are limited in scans and decoding stops at the first warning (a truncated
        /// or corrupt file): a bad file is an error, never a half-grey picture or a long stall.
        private let flags = TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS

        init(name: String) throws(JPEG.Error) {
            guard let h = tjInitDecompress() else {
                throw JPEG.Error(message: "cannot read JPEG \(name): libjpeg-turbo could not make a decompressor")
            }
            handle = h
        }
        deinit { tjDestroy(handle) }

        /// TurboJPEG's message for the last failed call, on one line.
        var lastError: String {
            guard let s = tjGetErrorStr2(handle) else { return "unknown libjpeg-turbo error" }
            let text = String(cString: s)
            return text.isEmpty ? "unknown libjpeg-turbo error" : text.split(whereSeparator: \.isNewline).joined(separator: " ")
        }

        /// The size the header declares; nil when it cannot be read.
        func header(_ jpeg: UnsafePointer<UInt8>, _ size: UInt) -> (width: Int, height: Int)? {
            var w: Int32 = 0, h: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            guard tjDecompressHeader3(handle, jpeg, size, &w, &h, &subsampling, &colorspace) == 0 else { return nil }
            return (Int(w), Int(h))
        }

        /// Decodes into `width × height` RGBA pixels, unscaled.
        func decode(_ jpeg: UnsafePointer<UInt8>, _ size: UInt, into pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int) -> Bool {
            tjDecompress2(handle, jpeg, size, pixels, Int32(width), Int32(width * 4), Int32(height),
                          Int32(TJPF_RGBA.rawValue), Int32(flags)) == 0
        }
    }
}
