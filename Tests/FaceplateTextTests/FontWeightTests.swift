import Testing
@testable import FaceplateText

/// UIKit's weights resolve to the family's nearest installed face, italics to its slanted one, and
/// tabular digits are shaped with the face's `tnum` feature.
@Suite struct FontWeightTests {
    @Test func weightsKeepUIKitsValuesAndOrder() {
        let all: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        #expect(all.map(\.rawValue) == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
        #expect(all == all.sorted())
        #expect(all.map(\.name) == ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"])
        #expect(Font.Weight(0.35).name == "semibold" && Font.Weight(.nan).name == "regular")
        #expect(FontRequest(family: "DejaVu Sans", weight: .semibold).bold)
        #expect(!FontRequest(family: "DejaVu Sans", weight: .medium).bold)
        #expect(FontRequest(family: "DejaVu Sans", weight: .light, italic: true).description == "'DejaVu Sans' light italic")
        #expect(FontRequest(family: "DejaVu Sans", bold: true).description == "'DejaVu Sans' bold")
    }

    @Test func eachWeightOpensTheNearestInstalledFace() throws {
        let set = try FontSet()
        func file(_ w: Font.Weight, italic: Bool = false) -> String { set.chain(weight: w, italic: italic)[0].path }
        #expect(file(.regular).hasSuffix("/DejaVuSans.ttf"))
        #expect(file(.medium).hasSuffix("/DejaVuSans.ttf"))
        for heavy: Font.Weight in [.semibold, .bold, .heavy, .black] { #expect(file(heavy).hasSuffix("/DejaVuSans-Bold.ttf")) }
        // The light and slanted faces come with fonts-dejavu-extra (a build package; without it on a
        // board, fontconfig answers with Book, and the text draws upright in the regular weight).
        for light: Font.Weight in [.ultraLight, .thin, .light] { #expect(file(light).hasSuffix("/DejaVuSans-ExtraLight.ttf")) }
        #expect(file(.regular, italic: true).hasSuffix("/DejaVuSans-Oblique.ttf"))
        #expect(file(.bold, italic: true).hasSuffix("/DejaVuSans-BoldOblique.ttf"))
        // The fallbacks follow: a bold weight's Chinese is the bold CJK face.
        #expect(set.chain(weight: .heavy).dropFirst().map(\.path) == set.chain(bold: true).dropFirst().map(\.path))
        #expect(set.chain(weight: .ultraLight).dropFirst().map(\.path) == set.chain(bold: false).dropFirst().map(\.path))
    }

    @Test func aSemiboldFontDrawsHeavierThanARegularOne() throws {
        let set = try FontSet()
        let regular = try set.font(size: 17, weight: .regular), semibold = try set.font(size: 17, weight: .semibold)
        #expect(semibold.measure("Headline").width > regular.measure("Headline").width)
        #expect(regular.pointSize == 17)
    }

    @Test func tabularDigitsTurnOnTheFacesTnumFeature() throws {
        // Noto Naskh Arabic's digits are proportional unless `tnum` is asked for; DejaVu Sans's are one
        // width already (it has no `tnum`: asking changes nothing).
        let naskh = try FontSet(family: "Noto Naskh Arabic", fallbacks: [])
        let proportional = try naskh.font(size: 20, weight: .regular)
        let tabular = try naskh.font(size: 20, weight: .regular, monospacedDigits: true)
        #expect(!proportional.hasMonospacedDigits && tabular.hasMonospacedDigits)
        let digits = ["1111", "0000", "\u{661}\u{661}\u{661}\u{661}", "\u{660}\u{660}\u{660}\u{660}", "\u{668}\u{668}\u{668}\u{668}"]
        let proportionalWidths = digits.map { proportional.measure($0).width }
        let tabularWidths = digits.map { tabular.measure($0).width }
        print("digit widths: proportional \(proportionalWidths), tabular \(tabularWidths)")
        #expect(Set(proportionalWidths[2...]).count > 1 || Set(proportionalWidths[..<2]).count > 1)
        #expect(Set(tabularWidths[2...]).count == 1 && Set(tabularWidths[..<2]).count == 1)
        let dejavu = try FontSet().font(size: 20, weight: .regular, monospacedDigits: true)
        #expect(dejavu.measure("1111").width == dejavu.measure("0000").width)
    }

    @Test func aResizedFontKeepsItsFacesAndDigits() throws {
        let set = try FontSet()
        let font = try set.font(size: 17, weight: .bold, monospacedDigits: true)
        let big = try font.resized(to: 34)
        #expect(big.size == 34 && big.path == font.path && big.hasMonospacedDigits)
        #expect(big.faceIdentity == font.faceIdentity)
        #expect(big.faceIdentity != (try set.font(size: 17, weight: .bold)).faceIdentity)
    }
}
