import Faceplate
import FaceplateDrivers
import Testing

/// A kiosk's board profile turns on larger text and high contrast: `textSize` names UIKit's content
/// size category, `highContrast` is a boolean; anything else is a one-line error naming the key.
@Suite struct BoardAccessibilityKeyTests {
    let base = #""name": "x", "display": {"connector": "HDMI-A-1", "mode": "800x480"}"#

    @Test func textSizeAndHighContrastAreRead() throws {
        let p = try BoardProfile(parsing: "{\(base), \"textSize\": \"accessibilityExtraExtraExtraLarge\", \"highContrast\": true}", file: "k.json")
        #expect(p.textSize == .accessibilityExtraExtraExtraLarge && p.highContrast)
        let plain = try BoardProfile(parsing: "{\(base)}", file: "k.json")
        #expect(plain.textSize == .large && !plain.highContrast)
        for name in ContentSizeCategory.sizeNames {
            let q = try BoardProfile(parsing: "{\(base), \"textSize\": \"\(name)\"}", file: "k.json")
            #expect("\(q.textSize)" == name)
        }
    }

    @Test func aWrongValueIsAOneLineErrorNamingTheKey() {
        func error(_ extra: String) -> String? {
            do { _ = try BoardProfile(parsing: "{\(base), \(extra)}", file: "k.json"); return nil } catch { return error.description }
        }
        #expect(error(#""textSize": "huge""#)?.hasPrefix(#"k.json: textSize: expected one of "extraSmall", "small""#) == true)
        #expect(error(#""textSize": "huge""#)?.hasSuffix(#"got "huge""#) == true)
        #expect(error(#""textSize": 3"#)?.hasSuffix("got 3") == true)
        #expect(error(#""highContrast": "yes""#) == #"k.json: highContrast: expected true or false, got "yes""#)
        #expect(error(#""textSize": "\u001b[2J""#).map { !$0.contains("\u{1B}") } == true, "the value is echoed escaped")
    }
}
