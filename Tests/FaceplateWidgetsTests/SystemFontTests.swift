import Testing
import Faceplate
import FaceplateWidgets
import FaceplateTestSupport

/// UIKit's font constructors: the theme's family at UIKit's sizes and weights, shared per theme, and
/// `label.font` / `button.titleLabel?.font` restyling text.
@Suite @MainActor struct SystemFontTests {
    @Test func systemFontsAreTheThemesFamilyAtTheAskedSizeAndWeight() {
        _ = TestDriver(size: Size(100, 100))
        let body = Font.systemFont(ofSize: 17)
        #expect(body.pointSize == 17 && body.path.hasSuffix("/DejaVuSans.ttf"))
        #expect(Font.boldSystemFont(ofSize: 17).path.hasSuffix("/DejaVuSans-Bold.ttf"))
        #expect(Font.systemFont(ofSize: 17, weight: .semibold).path.hasSuffix("/DejaVuSans-Bold.ttf"))
        #expect(Font.systemFont(ofSize: 17, weight: .regular) === body)                  // made once, shared
        #expect(Font.monospacedDigitSystemFont(ofSize: 17, weight: .regular).hasMonospacedDigits)
        #expect(!body.hasMonospacedDigits)
        #expect(Font.monospacedSystemFont(ofSize: 13, weight: .regular).path.hasSuffix("/DejaVuSansMono.ttf"))
        #expect(Font.italicSystemFont(ofSize: 15).pointSize == 15)
        #expect(Font.labelFontSize == 17 && Font.buttonFontSize == 18 && Font.systemFontSize == 14 && Font.smallSystemFontSize == 12)
    }

    @Test func textStylesHaveUIKitsDefaultSizesAndWeights() {
        _ = TestDriver(size: Size(100, 100))
        let expected: [(Font.TextStyle, Double)] = [(.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
                                                   (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13),
                                                   (.caption1, 12), (.caption2, 11)]
        for (style, size) in expected {
            #expect(Font.preferredFont(forTextStyle: style).pointSize == size, "\(style.rawValue)")
        }
        #expect(Font.preferredFont(forTextStyle: .headline).path.hasSuffix("/DejaVuSans-Bold.ttf"))   // semibold
        #expect(Font.preferredFont(forTextStyle: .body).path.hasSuffix("/DejaVuSans.ttf"))
        #expect(Font.TextStyle.headline.weight == .semibold && Font.TextStyle.body.weight == .regular)
    }

    @Test func withSizeKeepsTheFaceAndIsShared() {
        _ = TestDriver(size: Size(100, 100))
        let bold = Font.boldSystemFont(ofSize: 17)
        let big = bold.withSize(30)
        #expect(big.pointSize == 30 && big.path == bold.path)
        #expect(bold.withSize(30) === big)
        #expect(bold.withSize(17) === bold)
        let digits = Font.monospacedDigitSystemFont(ofSize: 17, weight: .regular).withSize(40)
        #expect(digits.hasMonospacedDigits)
    }

    @Test func aLabelsFontAndAButtonsTitleLabelFontResizeThem() {
        _ = TestDriver(size: Size(100, 100))
        let label = Label(text: "12:34")
        let small = label.intrinsicContentSize
        label.font = .systemFont(ofSize: 40)
        #expect(label.intrinsicContentSize.width > small.width * 1.5)

        let button = Button(type: .system)
        button.setTitle("Start", for: .normal)
        let before = button.intrinsicContentSize.width
        #expect(button.titleLabel?.text == "Start")
        button.titleLabel?.font = .boldSystemFont(ofSize: 30)
        #expect(button.titleFont === Font.boldSystemFont(ofSize: 30))
        #expect(button.intrinsicContentSize.width > before * 1.5)
        button.titleFont = .systemFont(ofSize: 12)                           // the other way round too
        #expect(button.titleLabel?.font === Font.systemFont(ofSize: 12))
        button.setTitle("Stop", for: .normal)
        #expect(button.titleLabel?.text == "Stop" && button.currentTitle == "Stop")
    }

    /// Weights from ultraLight to black, the text styles, and a stopwatch's laps in the monospaced-digit
    /// font, right-aligned: the digits stand in columns.
    @Test func weightsStylesAndTabularDigitsGolden() {
        let driver = makeDriver(width: 420, height: 300)
        let w = driver.window
        let weights: [(Font.Weight, String)] = [(.ultraLight, "ultraLight"), (.light, "light"), (.regular, "regular"),
                                               (.medium, "medium"), (.semibold, "semibold"), (.bold, "bold"), (.black, "black")]
        for (i, (weight, name)) in weights.enumerated() {
            let l = Label(text: "Aa 0123 \(name)", frame: Rect(x: 10, y: 8 + Double(i) * 26, width: 200, height: 24))
            l.font = .systemFont(ofSize: 17, weight: weight)
            w.addSubview(l)
        }
        let styles: [(Font.TextStyle, String)] = [(.title2, "Title 2"), (.headline, "Headline"), (.body, "Body"), (.footnote, "Footnote"),
                                                 (.caption2, "Caption 2")]
        var y = 196.0
        for (style, name) in styles {
            let f = Font.preferredFont(forTextStyle: style)
            let l = Label(text: name, frame: Rect(x: 10, y: y, width: 200, height: f.lineHeight))
            l.font = f
            w.addSubview(l)
            y += f.lineHeight
        }
        let laps = ["Lap 1   01:11.11", "Lap 2   00:48.07", "Lap 3   10:09.80", "Lap 4   00:00.01", "Lap 5   11:11.11"]
        for (i, lap) in laps.enumerated() {
            let l = Label(text: lap, frame: Rect(x: 220, y: 8 + Double(i) * 30, width: 190, height: 28))
            l.font = .monospacedDigitSystemFont(ofSize: 20, weight: .regular)
            l.textAlignment = .right
            w.addSubview(l)
        }
        let mono = Label(text: "mono 0O1Il", frame: Rect(220, 170, 190, 24))
        mono.font = .monospacedSystemFont(ofSize: 17, weight: .regular)
        mono.textAlignment = .right
        w.addSubview(mono)
        assertMatchesGolden(render(driver), named: "fonts-weights-digits")
    }
}
