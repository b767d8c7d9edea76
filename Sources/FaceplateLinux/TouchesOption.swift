import Faceplate
import FaceplateArguments
import FaceplateDrivers

extension ParsedOptions {
    /// The `--touches N` option every app and `faceplate trace` take.
    public static var touchesOption: Option {
        Option("touches", value: "N", help: "fingers tracked at once, 1 to 32 (default \(Capacities().touches))")
    }

    /// The application's capacities with `--touches N` (1…32) as ``Capacities/touches``: how many
    /// fingers it tracks at once, the one limit on fingers from the panel to the controls.
    public func capacities() throws(ArgumentError) -> Capacities {
        var capacities = Capacities()
        if let n = try int("touches") {
            guard (1...32).contains(n) else { throw .invalidValue("--touches", value: "\(n)", expected: "1 to 32 fingers") }
            capacities.touches = n
        }
        return capacities
    }
}
