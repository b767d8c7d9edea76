import Faceplate

/// Learns what the user does in a ``SearchBar`` (UIKit's `UISearchBarDelegate`). Every method has a
/// default, so adopt only what you need.
@MainActor public protocol SearchBarDelegate: AnyObject {
    /// Whether editing may begin; default true.
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    /// The user changed the text (typing or deleting; not when ``SearchBar/text`` is set by code).
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// The keyboard's return (search) key was pressed.
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    /// The cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
}

extension SearchBarDelegate {
    /// Allows editing.
    public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
    /// Nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    /// Nothing.
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
    /// Nothing.
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    /// Nothing.
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    /// Nothing.
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
}

/// Updates search results as a ``SearchController``'s search changes (UIKit's `UISearchResultsUpdating`).
@MainActor public protocol SearchResultsUpdating: AnyObject {
    /// The search text changed, or the search became active or inactive: filter the results now.
    func updateSearchResults(for searchController: SearchController)
}
