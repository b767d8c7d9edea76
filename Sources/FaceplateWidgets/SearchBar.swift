import Faceplate
import FaceplateText

/// A field for search text with a cancel button (UIKit's `UISearchBar`), built on ``TextField``
/// (``searchTextField``): a rounded field with the placeholder "Search" unless given another.
///
/// The ``delegate`` hears every edit (``SearchBarDelegate/searchBar(_:textDidChange:)``), the return key
/// (``SearchBarDelegate/searchBarSearchButtonClicked(_:)``) and the cancel button; setting ``text`` by
/// code tells it nothing, as in UIKit. Tapping cancel clears the text, ends editing and tells the
/// delegate (and the ``SearchController`` the bar belongs to, which then becomes inactive).
@MainActor open class SearchBar: View {
    /// UIKit's search bar height: 56 points.
    public static let standardHeight = 56.0

    /// The field the text is typed into (UIKit's `searchTextField`).
    public let searchTextField: TextField
    /// The cancel button, shown while ``showsCancelButton``.
    public let cancelButton: Button
    /// Hears edits, the search key and the cancel button.
    public weak var delegate: SearchBarDelegate?
    /// The colours and fonts it draws with.
    public let theme: Theme
    /// The search controller the bar belongs to, told about edits and cancelling.
    weak var searchController: SearchController?
    /// Asks ``delegate`` whether editing may begin, as the field's delegate.
    private let gate = SearchFieldGate()

    /// The text; setting it tells no one, as in UIKit.
    public var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue ?? "" }
    }
    /// The grey text shown while the field is empty; "Search" unless set, as UIKit's.
    public var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// Shows the cancel button beside the field (a ``SearchController`` shows it while active).
    public var showsCancelButton = false {
        didSet { if showsCancelButton != oldValue { cancelButton.isHidden = !showsCancelButton; setNeedsLayout() } }
    }
    /// Sets ``showsCancelButton`` (the bar does not animate).
    public func setShowsCancelButton(_ shows: Bool, animated: Bool) { showsCancelButton = shows }

    /// Creates a search bar.
    public override init(frame: Rect = .zero) {
        theme = Theme.current
        searchTextField = TextField(frame: .zero)
        searchTextField.borderStyle = .roundedRect
        searchTextField.placeholder = "Search"
        searchTextField.font = theme.font(size: 17, weight: .regular)
        cancelButton = Button(type: .system)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleFont = theme.font(size: 17, weight: .regular)
        cancelButton.isHidden = true
        super.init(frame: frame)
        backgroundColor = theme.surface
        addSubview(searchTextField)
        addSubview(cancelButton)
        gate.bar = self
        searchTextField.delegate = gate
        searchTextField.addTarget(self, action: { bar in bar.editingBegan() }, for: .editingDidBegin, name: "search began")
        searchTextField.addTarget(self, action: { bar in bar.editingChanged() }, for: .editingChanged, name: "search changed")
        searchTextField.addTarget(self, action: { bar in bar.delegate?.searchBarTextDidEndEditing(bar) }, for: .editingDidEnd, name: "search ended")
        searchTextField.addTarget(self, action: { bar in bar.delegate?.searchBarSearchButtonClicked(bar) }, for: .editingDidEndOnExit,
                                  name: "search key")
        cancelButton.addTarget(self, action: { bar in bar.cancel() }, for: .primaryActionTriggered, name: "search cancel")
    }

    /// The field inset by 8 points, the cancel button after it when shown.
    open override func layoutSubviews() {
        let inset = 8.0, h = bounds.height
        var fieldWidth = bounds.width - 2 * inset
        if showsCancelButton {
            let w = Swift.min(cancelButton.intrinsicContentSize.width, bounds.width / 3)
            fieldWidth -= w + inset
            cancelButton.frame = Rect(x: bounds.width - inset - w, y: 0, width: w, height: h)
        }
        let fieldHeight = Swift.min(36, Swift.max(h - 2 * inset, 0))
        searchTextField.frame = Rect(x: inset, y: (h - fieldHeight) / 2, width: Swift.max(fieldWidth, 0), height: fieldHeight)
    }

    /// The natural height, ``standardHeight``.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: SearchBar.standardHeight) }

    private func editingBegan() {
        searchController?.searchBarBeganEditing()
        delegate?.searchBarTextDidBeginEditing(self)
    }

    private func editingChanged() {
        delegate?.searchBar(self, textDidChange: searchTextField.text)
        searchController?.searchTextChanged()
    }

    /// The cancel button: the text goes, editing ends, the delegate hears it, the search ends.
    private func cancel() {
        let hadText = !searchTextField.text.isEmpty
        if hadText { searchTextField.text = "" }      // an empty field is left alone: a tap then allocates nothing
        _ = searchTextField.resignFirstResponder()
        if hadText { delegate?.searchBar(self, textDidChange: "") }
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.isActive = false
    }
}

/// The search field's delegate: passes the question whether editing may begin to the bar's delegate.
@MainActor private final class SearchFieldGate: TextFieldDelegate {
    weak var bar: SearchBar?

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        guard let bar, let delegate = bar.delegate else { return true }
        return delegate.searchBarShouldBeginEditing(bar)
    }
}
