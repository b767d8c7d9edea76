// Foundation's `NSRange` for the text view: UIKit code passes `selectedRange` and the delegate's
// `shouldChangeTextIn` range as `NSRange`s, and Faceplate's text view (which runs without Foundation)
// uses `TextRange`, which counts the same UTF-16 units. These convert without arithmetic.

extension TextRange {
    /// The same run as `range`.
    public init(_ range: NSRange) {
        self.init(location: range.location, length: range.length)
    }
}

extension NSRange {
    /// The same run as `range`.
    public init(_ range: TextRange) {
        self.init(location: range.location, length: range.length)
    }
}
