import Testing
@testable import FaceplateDrivers
import FaceplateGraphics

/// A dumb buffer is drawn `pitch` bytes per row through a mapping of `size` bytes, both as the driver
/// reported them: sizes that would have us write past the mapping are refused with the numbers.
@Suite struct DumbBufferSizeTests {
    func check(_ width: Int, _ height: Int, _ format: PixelFormat = .xrgb8888, pitch: UInt32, size: UInt64) throws -> Int {
        try DumbBuffer.checkedByteCount(width: width, height: height, format: format, pitch: pitch, size: size, path: "/dev/dri/card0")
    }

    @Test func whatTheKernelUsuallyReportsIsMappedWhole() throws {
        #expect(try check(800, 480, pitch: 3200, size: 3200 * 480) == 3200 * 480)
        #expect(try check(800, 480, .rgb565, pitch: 1664, size: 4096 * 200) == 4096 * 200)   // padded rows, rounded up
    }

    @Test func aPitchShorterThanARowIsRefused() {
        #expect {
            try check(800, 480, pitch: 3199, size: 3200 * 480)
        } throws: { e in
            "\(e)" == "/dev/dri/card0 cannot be used for display: the driver's dumb buffer for 800x480 xrgb8888 has pitch 3199 "
                + "and size 1536000: a row of pixels needs 3200 bytes"
        }
    }

    @Test func aSizeShorterThanItsRowsIsRefused() {
        #expect {
            try check(800, 480, pitch: 3200, size: 3200 * 480 - 1)
        } throws: { e in
            "\(e)".hasSuffix("has pitch 3200 and size 1535999: 480 rows of 3200 bytes do not fit")
        }
    }

    @Test func sizesBeyondWhatCanBeMappedAreRefused() {
        #expect(throws: DisplayError.self) { try check(800, 480, pitch: 3200, size: .max) }
        #expect(throws: DisplayError.self) { try check(0, 480, pitch: 3200, size: 3200 * 480) }
        #expect(throws: DisplayError.self) { try check(.max / 2, 1, pitch: .max, size: .max) }   // row bytes overflow
    }
}
