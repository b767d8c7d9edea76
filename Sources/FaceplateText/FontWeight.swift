import CFontconfig

extension Font {
    /// How heavy a font's strokes are (UIKit's `UIFont.Weight`), with UIKit's values: from
    /// ``ultraLight`` (-0.8) through ``regular`` (0) to ``black`` (0.62).
    ///
    /// A family draws a weight with the installed face nearest to it (fontconfig chooses): DejaVu Sans
    /// has Book and Bold, and ExtraLight where `fonts-dejavu-extra` is installed, so ``medium`` draws as
    /// regular and ``semibold`` to ``black`` as bold.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// UIKit's number for the weight (-1 … 1).
        public var rawValue: Double
        /// A weight by UIKit's number.
        public init(rawValue: Double) { self.rawValue = rawValue }
        /// A weight by UIKit's number.
        public init(_ rawValue: Double) { self.rawValue = rawValue }

        /// The thinnest: -0.8.
        public static let ultraLight = Weight(-0.8)
        /// -0.6.
        public static let thin = Weight(-0.6)
        /// -0.4.
        public static let light = Weight(-0.4)
        /// Body text: 0.
        public static let regular = Weight(0)
        /// 0.23.
        public static let medium = Weight(0.23)
        /// Headlines: 0.3.
        public static let semibold = Weight(0.3)
        /// 0.4.
        public static let bold = Weight(0.4)
        /// 0.56.
        public static let heavy = Weight(0.56)
        /// The heaviest: 0.62.
        public static let black = Weight(0.62)

        /// Orders by heaviness.
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

        /// UIKit's named weights with fontconfig's weight for each, lightest first.
        private static let scale: [(Weight, Int32, String)] = [
            (.ultraLight, Int32(FC_WEIGHT_THIN), "ultraLight"), (.thin, Int32(FC_WEIGHT_EXTRALIGHT), "thin"),
            (.light, Int32(FC_WEIGHT_LIGHT), "light"), (.regular, Int32(FC_WEIGHT_REGULAR), "regular"),
            (.medium, Int32(FC_WEIGHT_MEDIUM), "medium"), (.semibold, Int32(FC_WEIGHT_DEMIBOLD), "semibold"),
            (.bold, Int32(FC_WEIGHT_BOLD), "bold"), (.heavy, Int32(FC_WEIGHT_EXTRABOLD), "heavy"),
            (.black, Int32(FC_WEIGHT_BLACK), "black"),
        ]

        /// The named weight nearest to this one (a NaN counts as regular).
        private var nearest: (Weight, Int32, String) {
            let v = rawValue.isNaN ? 0 : rawValue
            var best = Weight.scale[3]
            for entry in Weight.scale where abs(entry.0.rawValue - v) < abs(best.0.rawValue - v) { best = entry }
            return best
        }

        /// The weight fontconfig is asked for. UIKit's ultraLight is its lightest, fontconfig's thin;
        /// UIKit's thin is the next, fontconfig's extra-light (CSS 100 and 200).
        var fontconfigWeight: Int32 { nearest.1 }

        /// Whether the nearest installed face is the family's bold one, for the fallback families,
        /// which are resolved only as regular and bold.
        var isBold: Bool { nearest.0 >= .semibold }

        /// The nearest named weight's name ("semibold"), for errors and logs.
        public var name: String { nearest.2 }
    }
}
