extension Theme {
    /// What tells a theme's shared fonts apart: a plain value, so looking one up (as every
    /// `cellForRowAt` may) hashes stored strings and numbers and builds no string.
    struct FontKey: Hashable {
        /// Which of the theme's ways of making a font made it.
        enum Kind: Hashable { case family, monospaced, resized, textStyle }

        var kind: Kind
        /// The weight's name (weights drawn by the same face share it); empty for a resized font.
        var weight = ""
        var italic = false
        var monospacedDigits = false
        /// The resized font's ``Font/faceIdentity``, or the text style's raw value; empty otherwise.
        var face = ""
        var size: Double
    }
}
