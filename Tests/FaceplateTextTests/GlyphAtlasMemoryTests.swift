import FaceplateAllocationTesting
import FaceplateGraphics
import Testing
@testable import FaceplateText

/// A glyph cache's atlas is allocated whole but written only where glyphs are drawn; its storage must
/// refuse transparent huge pages, or one write can make 2 MiB of it resident (SparseCacheMemory: the
/// board's anonymous memory measured 388 KiB or 2,360 KiB with the same binary, by where it landed).
@Suite struct GlyphAtlasMemoryTests {
    @Test func everyFacesAtlasIsItsOwnMappingWithoutHugePages() throws {
        // 56 px: the demo's largest font, whose 256-glyph atlas is 1.7 MB of address space.
        let font = try dejaVu(56)
        var canvas = Canvas(buffer: PixelBuffer(width: 400, height: 100, format: .xrgb8888))
        font.draw("21.5", in: Rect(0, 0, 400, 100), color: .white, into: &canvas)
        for case let face? in font.faces {
            let atlas = face.cache.atlasMemory
            #expect(atlas.isOwnMapping)
            #expect(atlas.count == face.cache.capacity * face.cache.cellBytes)
            let flags = try #require(mappingFlags(containing: UnsafeRawPointer(face.cache.atlas)))
            if kernelHasTransparentHugePages {
                #expect(flags.contains("nh"), "the atlas may be backed by huge pages: VmFlags \(flags.joined(separator: " "))")
            }
        }
    }
}
