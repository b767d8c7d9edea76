import Faceplate

/// The words the screen reader adds to what the app says — roles, states, its own announcements — in
/// the app's language: German for "de…", English for every other language until it has its own.
struct ReaderPhrases: Sendable {
    let selected, button, switchButton, on, off, adjustable, heading, link, image, searchField, dimmed: String
    let readerOn, readerOff: String
    let pageOf: @Sendable (Int, Int) -> String
    /// A tab bar's item: its role, and its place among the bar's items ("2 of 3").
    let tab: String
    let itemOf: @Sendable (Int, Int) -> String

    /// The roles the reader speaks a word for; an element with none of them and no text is silent.
    static let spokenRoles: AccessibilityTraits = [.button, .toggleButton, .adjustable, .header, .link, .image, .searchField]

    static let english = ReaderPhrases(
        selected: "selected", button: "button", switchButton: "switch button", on: "on", off: "off",
        adjustable: "adjustable", heading: "heading", link: "link", image: "image", searchField: "search field",
        dimmed: "dimmed", readerOn: "Screen reader on", readerOff: "Screen reader off",
        pageOf: { "page \($0) of \($1)" },
        tab: "tab", itemOf: { "\($0) of \($1)" })

    static let german = ReaderPhrases(
        selected: "ausgewählt", button: "Taste", switchButton: "Schalter", on: "ein", off: "aus",
        adjustable: "anpassbar", heading: "Überschrift", link: "Link", image: "Bild", searchField: "Suchfeld",
        dimmed: "abgeblendet", readerOn: "Bildschirmleser ein", readerOff: "Bildschirmleser aus",
        pageOf: { "Seite \($0) von \($1)" },
        tab: "Tab", itemOf: { "\($0) von \($1)" })

    /// The phrases for `languageCode` ("de", "de_AT", "de-CH" are German).
    static func forLanguage(_ languageCode: String) -> ReaderPhrases {
        let primary = languageCode.prefix { $0 != "_" && $0 != "-" }.lowercased()
        return primary == "de" ? german : english
    }

    /// What the reader says for an element, VoiceOver's way: "selected" first, the label, then a
    /// switch's role before its state ("Eco mode, switch button, off"), else the value and the role
    /// ("Temperature, 50%, adjustable"), "dimmed" when not enabled, the hint last. An item of a tab bar
    /// (`tabPosition`, counted from 1) is a tab and says where it is, in place of "button":
    /// "Schedule, tab, 2 of 3".
    func description(label: String?, value: String?, hint: String?, traits: AccessibilityTraits,
                     tabPosition: (index: Int, count: Int)? = nil) -> String {
        var parts: [String] = []
        if traits.contains(.selected) { parts.append(selected) }
        if let label, !label.isEmpty { parts.append(label) }
        if traits.contains(.toggleButton) {
            parts.append(switchButton)
            if let value { parts.append(value == "1" ? on : value == "0" ? off : value) }
        } else {
            if let value, !value.isEmpty { parts.append(value) }
            if let tabPosition {
                parts.append(tab)
                parts.append(itemOf(tabPosition.index, tabPosition.count))
            } else if traits.contains(.button) {
                parts.append(button)
            }
            if traits.contains(.link) { parts.append(link) }
            if traits.contains(.searchField) { parts.append(searchField) }
            if traits.contains(.image) { parts.append(image) }
            if traits.contains(.header) { parts.append(heading) }
            if traits.contains(.adjustable) { parts.append(adjustable) }
        }
        if traits.contains(.notEnabled) { parts.append(dimmed) }
        if let hint, !hint.isEmpty { parts.append(hint) }
        return parts.joined(separator: ", ")
    }

    /// An element's value as the reader speaks it after a change: a switch's "on" or "off".
    func spokenValue(_ value: String?, traits: AccessibilityTraits) -> String? {
        guard let value, !value.isEmpty else { return nil }
        if traits.contains(.toggleButton) { return value == "1" ? on : value == "0" ? off : value }
        return value
    }
}
