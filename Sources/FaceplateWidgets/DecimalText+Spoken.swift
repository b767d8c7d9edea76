import Faceplate

extension DecimalText {
    /// `value` as a screen reader says it: a whole number without decimals ("21"), else with up to
    /// three ("21.5"); nil when it is not finite.
    static func spoken(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        if value == value.rounded(), Swift.abs(value) < 1e15 { return String(Int(value)) }
        var text = DecimalText.threeDecimals(value)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
