import Testing
import Faceplate
import FaceplateWidgets
import FaceplateTestSupport

/// A search controller's bar under the navigation bar: edits reach the delegate and the results
/// updater, the search becomes active and shows its cancel button, and the content is dimmed (or not).
@Suite @MainActor struct SearchControllerTests {
    final class Fruits: ViewController, SearchResultsUpdating, SearchBarDelegate {
        let all = ["apple", "banana", "cherry", "grape"]
        var shown: [String] = []
        var updates = 0
        var changes: [String] = []
        var cancelled = 0
        var searched = 0
        func updateSearchResults(for searchController: SearchController) {
            updates += 1
            let q = searchController.searchBar.text ?? ""
            shown = q.isEmpty ? all : all.filter { $0.contains(q) }
        }
        func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { changes.append(searchText) }
        func searchBarCancelButtonClicked(_ searchBar: SearchBar) { cancelled += 1 }
        func searchBarSearchButtonClicked(_ searchBar: SearchBar) { searched += 1 }
    }

    func rig(obscures: Bool) -> (TestDriver, Fruits, SearchController, NavigationController) {
        let driver = makeDriver(width: 400, height: 400)
        let fruits = Fruits()
        fruits.title = "Fruit"
        let search = SearchController(searchResultsController: nil)
        search.searchResultsUpdater = fruits
        search.searchBar.delegate = fruits
        search.obscuresBackgroundDuringPresentation = obscures
        search.searchBar.placeholder = "Find fruit"
        fruits.navigationItem.searchController = search
        let nav = NavigationController(rootViewController: fruits)
        driver.window.rootViewController = nav
        driver.settle()
        return (driver, fruits, search, nav)
    }

    @Test func theSearchBarSitsUnderTheNavigationBarAndTheViewUnderIt() {
        let (_, fruits, search, nav) = rig(obscures: false)
        #expect(search.searchBar.superview === nav.view)
        #expect(search.searchBar.frame == Rect(x: 0, y: NavigationBar.standardHeight, width: 400, height: SearchBar.standardHeight))
        #expect(fruits.view.frame.minY == NavigationBar.standardHeight + SearchBar.standardHeight)
        #expect(search.searchBar.placeholder == "Find fruit" && SearchBar().placeholder == "Search")
        #expect(search.obscuresBackgroundDuringPresentation == false)
        #expect(SearchController(searchResultsController: nil).obscuresBackgroundDuringPresentation)   // UIKit's default
    }

    @Test func typingUpdatesTheResultsAndTellsTheDelegate() throws {
        let (driver, fruits, search, _) = rig(obscures: false)
        driver.tap(search.searchBar.searchTextField)
        #expect(search.isActive && search.searchBar.showsCancelButton)
        #expect(fruits.updates == 1 && fruits.shown == fruits.all)   // activating updates once
        try driver.typeText("an")
        #expect(fruits.changes == ["a", "an"])
        #expect(fruits.shown == ["banana"])
        #expect(search.searchBar.text == "an")
        #expect(search.viewIfLoaded?.window == nil)                  // not obscured: the list shows through
        search.searchBar.text = "zzz"                                // code: no delegate call, as in UIKit
        #expect(fruits.changes == ["a", "an"])
        try driver.typeText("\n")
        #expect(fruits.searched == 1)
        driver.window.layoutIfNeeded()                               // the frame a panel draws next
        driver.tap(search.searchBar.cancelButton)
        #expect(!search.isActive && !search.searchBar.showsCancelButton)
        #expect(fruits.cancelled == 1 && search.searchBar.text == "")
        #expect(fruits.changes.last == "")
        #expect(fruits.shown == fruits.all)                          // deactivating updates again
    }

    @Test func anObscuringSearchDimsTheContentAndATapThereEndsIt() {
        let (driver, fruits, search, _) = rig(obscures: true)
        fruits.view.backgroundColor = .white
        driver.tap(search.searchBar.searchTextField)
        #expect(search.isActive)
        let cover = search.view
        #expect(cover.window === driver.window && cover.frame == fruits.view.frame)
        let dimmed = render(driver)
        #expect(dimmed.pixel(x: 200, y: 300) & 0xFFFFFF == 0xCCCCCC)   // white under black at a fifth
        driver.window.firstResponder.map { _ = $0.resignFirstResponder() }   // the keyboard away
        driver.settle()
        driver.tap(at: Point(x: 200, y: 150))
        #expect(!search.isActive && cover.window == nil)
    }

    /// An active search under the navigation bar: text typed, the cancel button shown, the list dimmed.
    @Test func activeSearchGolden() {
        let (driver, fruits, search, _) = rig(obscures: true)
        let list = Label(text: "apple · banana · cherry", frame: Rect(x: 16, y: 8, width: 300, height: 30))
        fruits.view.addSubview(list)
        search.searchBar.text = "an"
        search.isActive = true
        driver.window.layoutIfNeeded()
        assertMatchesGolden(render(driver), named: "widgets-search-active")
    }
}
