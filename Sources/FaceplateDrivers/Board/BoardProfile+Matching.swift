extension BoardProfile.Display {
    /// The first of `names` (connected connectors, or fbdev driver names) this display's patterns
    /// name, trying the patterns in the profile's order; nil when none fits.
    public func firstMatchingConnector(in names: [String]) -> String? {
        for pattern in connectors {
            if let n = names.first(where: { BoardNamePattern.matches(pattern, $0) }) { return n }
        }
        return nil
    }
}
