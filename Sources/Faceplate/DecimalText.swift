/// Numbers as status lines and traces show them, without Foundation (boards have none): a fixed
/// number of decimals, so columns of times line up and read the same on every machine.
public enum DecimalText {
    /// `value` rounded to three decimals: `1.250`, `12.003`. Seconds to the millisecond, milliseconds
    /// to the microsecond.
    public static func threeDecimals(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let fraction = thousandths % 1000
        return "\(thousandths / 1000)." + (fraction < 10 ? "00" : fraction < 100 ? "0" : "") + "\(fraction)"
    }
}
