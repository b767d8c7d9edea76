// Golden-image comparison for any test target that draws: compares pixels with a reference PNG under
// Tests/Goldens, records missing ones on request, and leaves the evidence next to the golden on failure.
import Foundation
import Testing
import FaceplateGraphics
import FaceplatePNG

/// Where golden PNGs live: `Tests/Goldens`, found from this source file so any test target can use it.
public let goldensDirectory: String = {
    let here = URL(fileURLWithPath: #filePath)   // …/Tests/FaceplateTestSupport/Golden.swift
    return here.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Goldens").path
}()

/// The outcome of comparing an image with its golden.
public enum GoldenResult: Equatable {
    /// Within tolerance.
    case matches
    /// The golden was missing and has just been written (recording was asked for).
    case recorded(path: String)
    /// No golden, and recording was not asked for.
    case missing(path: String)
    /// Too many pixels differ; `actual` and `diff` PNGs were written next to the golden.
    case mismatch(message: String)
}

/// Compares `image` with `<directory>/<name>.png`.
///
/// A pixel differs when any channel (R, G, B, A; premultiplied) is more than `tolerance` apart; up to
/// `maxDifferingPixels` differing pixels are accepted. With `FACEPLATE_RECORD_GOLDENS=1` in the
/// environment a missing golden is written instead. On mismatch `<name>.actual.png` and `<name>.diff.png`
/// (differing pixels red over a faded golden) are written beside the golden; both names are gitignored.
public func compareWithGolden(_ image: Image, named name: String, tolerance: Int = 2, maxDifferingPixels: Int = 0,
                              directory: String = goldensDirectory,
                              record: Bool = ProcessInfo.processInfo.environment["FACEPLATE_RECORD_GOLDENS"] == "1") -> GoldenResult {
    let path = directory + "/" + name + ".png"
    guard FileManager.default.fileExists(atPath: path) else {
        guard record else { return .missing(path: path) }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try PNG.write(image, to: path)
            return .recorded(path: path)
        } catch {
            return .mismatch(message: "could not record golden: \(error)")
        }
    }
    let golden: Image
    do { golden = try PNG.read(path: path) } catch { return .mismatch(message: "\(error)") }
    let actualPath = directory + "/" + name + ".actual.png", diffPath = directory + "/" + name + ".diff.png"
    func evidence(_ why: String, diff: Image?) -> GoldenResult {
        try? PNG.write(image, to: actualPath)
        if let diff { try? PNG.write(diff, to: diffPath) }
        return .mismatch(message: "\(why) — golden \(path), actual \(actualPath)" + (diff == nil ? "" : ", diff \(diffPath)"))
    }
    guard golden.width == image.width, golden.height == image.height else {
        return evidence("size \(image.width)x\(image.height) differs from the golden's \(golden.width)x\(golden.height)", diff: nil)
    }
    var diff = golden
    var differing = 0, worst = 0
    var first: (Int, Int)?
    for y in 0..<image.height {
        for x in 0..<image.width {
            let i = (y * image.width + x) * 4
            var d = 0
            for c in 0..<4 { d = max(d, abs(Int(image.pixels[i + c]) - Int(golden.pixels[i + c]))) }
            worst = max(worst, d)
            if d > tolerance {
                differing += 1
                if first == nil { first = (x, y) }
                diff.setColor(Color(red: 255, green: 0, blue: 0), x: x, y: y)
            } else {
                let g = golden.color(x: x, y: y)
                diff.setColor(Color(red: g.red / 4 + 191, green: g.green / 4 + 191, blue: g.blue / 4 + 191), x: x, y: y)
            }
        }
    }
    if differing <= maxDifferingPixels { return .matches }
    let at = first.map { " (first at \($0.0),\($0.1))" } ?? ""
    return evidence("\(differing) pixels differ by more than \(tolerance) (worst \(worst))\(at)", diff: diff)
}

/// Expects the pixels of `buffer` (panel orientation) to match the golden `name`; see
/// ``compareWithGolden(_:named:tolerance:maxDifferingPixels:directory:record:)``.
public func assertMatchesGolden(_ buffer: PixelBuffer, named name: String, tolerance: Int = 2, maxDifferingPixels: Int = 0,
                                sourceLocation: SourceLocation = #_sourceLocation) {
    assertMatchesGolden(Image(snapshotOf: buffer), named: name, tolerance: tolerance,
                        maxDifferingPixels: maxDifferingPixels, sourceLocation: sourceLocation)
}

/// Expects `image` to match the golden `name`.
public func assertMatchesGolden(_ image: Image, named name: String, tolerance: Int = 2, maxDifferingPixels: Int = 0,
                                sourceLocation: SourceLocation = #_sourceLocation) {
    switch compareWithGolden(image, named: name, tolerance: tolerance, maxDifferingPixels: maxDifferingPixels) {
    case .matches, .recorded:
        break
    case .missing(let path):
        Issue.record("golden \(path) is missing; run the tests with FACEPLATE_RECORD_GOLDENS=1 to record it, then look at it",
                     sourceLocation: sourceLocation)
    case .mismatch(let message):
        Issue.record("\(message)", sourceLocation: sourceLocation)
    }
}
