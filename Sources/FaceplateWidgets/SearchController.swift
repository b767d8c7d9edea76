import Faceplate

/// Search over a screen's content (UIKit's `UISearchController`): a ``searchBar`` whose edits reach
/// the ``searchResultsUpdater``, and, while searching, the results controller's view or a dimmed
/// cover over the content.
///
/// Give it to a ``NavigationItem`` (``NavigationItem/searchController``) and the navigation controller
/// shows its search bar under the navigation bar. Tapping the field makes the search active
/// (``isActive``): the bar shows its cancel button, and the content is covered by the
/// ``searchResultsController``'s view (when there is one) or, while
/// ``obscuresBackgroundDuringPresentation`` (UIKit's default, true), dimmed — a tap on the dimmed cover
/// ends the search, as in UIKit. An app filtering its own list in place sets it to false.
/// ``SearchResultsUpdating/updateSearchResults(for:)`` is called when the search becomes active, on every
/// edit, and when it ends.
///
/// ```swift
/// let search = SearchController(searchResultsController: nil)
/// search.searchResultsUpdater = self
/// search.obscuresBackgroundDuringPresentation = false
/// navigationItem.searchController = search
/// ```
@MainActor open class SearchController: ViewController {
    /// The search bar.
    public let searchBar: SearchBar
    /// The controller whose view shows the results while active; nil: the content itself shows them.
    public let searchResultsController: ViewController?
    /// Updated on every change of the search (held weakly, as in UIKit).
    public weak var searchResultsUpdater: SearchResultsUpdating?
    /// Dims the content while the search is active and has no results controller to show (UIKit's
    /// default, true).
    public var obscuresBackgroundDuringPresentation = true
    /// Shows the search bar's cancel button while active (UIKit's default, true).
    public var automaticallyShowsCancelButton = true
    /// The colour of the dimmed cover: black at a fifth.
    public static let dimmingColor = Color(red: 0, green: 0, blue: 0, alpha: 51)

    /// Called when ``isActive`` changes: the navigation controller showing the bar covers or uncovers
    /// its content.
    var activeDidChange: (@MainActor () -> Void)?

    /// Whether the search is on: the field is being edited, or was and has not been cancelled.
    /// Setting it false ends editing and hides the cancel button.
    public var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if automaticallyShowsCancelButton { searchBar.showsCancelButton = isActive }
            if !isActive && searchBar.searchTextField.isFirstResponder { _ = searchBar.searchTextField.resignFirstResponder() }
            activeDidChange?()
            searchResultsUpdater?.updateSearchResults(for: self)
        }
    }

    /// Creates a search controller showing its results in `searchResultsController`'s view, or (nil) in
    /// the searched screen itself.
    public init(searchResultsController: ViewController?) {
        self.searchResultsController = searchResultsController
        searchBar = SearchBar(frame: Rect(x: 0, y: 0, width: 0, height: SearchBar.standardHeight))
        super.init()
        searchBar.searchController = self
        if let results = searchResultsController { addChild(results); results.didMove(toParent: self) }
    }

    /// The cover over the content while active: the results controller's view on the theme's
    /// background, else the dimming colour; a tap on the dimmed cover ends the search.
    open override func loadView() {
        super.loadView()
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let results = searchResultsController {
            view.backgroundColor = searchBar.theme.background
            results.view.frame = view.bounds
            results.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(results.view)
        } else {
            view.backgroundColor = SearchController.dimmingColor
            let tap = TapGestureRecognizer(target: self) { controller in controller.isActive = false }
            view.addGestureRecognizer(tap)
        }
    }

    /// Whether the content is covered now: active, and with results to show or asked to dim.
    public var coversContent: Bool { isActive && (searchResultsController != nil || obscuresBackgroundDuringPresentation) }

    /// The bar's field began editing: the search is active.
    func searchBarBeganEditing() { isActive = true }

    /// The user edited the text.
    func searchTextChanged() { searchResultsUpdater?.updateSearchResults(for: self) }
}
