import Testing
import Faceplate
import FaceplateGraphics
import FaceplateTestSupport
import FaceplateWidgets

/// An appliance's home-screen tile: a title on a rounded face; selected, the face takes the accent.
final class HomeTile: CollectionViewCell {
    let title = Label()
    required init(frame: Rect) {
        super.init(frame: frame)
        let theme = Themes.light
        backgroundColor = theme.surface
        layer.cornerRadius = 14
        let selected = View()
        selected.backgroundColor = theme.primary
        selectedBackgroundView = selected
        title.font = theme.buttonFont
        title.textColor = theme.text
        title.textAlignment = .center
        contentView.addSubview(title)
    }
    override var isSelected: Bool { didSet { title.textColor = isSelected ? Themes.light.onPrimary : Themes.light.text } }
    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = contentView.bounds
    }
}

/// A section title over the tiles.
final class HomeHeader: CollectionReusableView {
    let title = Label()
    required init(frame: Rect) {
        super.init(frame: frame)
        title.font = Themes.light.smallFont
        title.textColor = Themes.light.secondaryText
        addSubview(title)
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = bounds.insetBy(dx: 16, dy: 0)
    }
}

/// A home screen's tile grid, pinned as a golden (Tests/Goldens/collection-home-tiles.png, looked at
/// when recorded): two sections under their headers, three tiles a row, the last row in the columns
/// of the full ones, one tile selected.
@Suite @MainActor struct CollectionViewGoldenTests {
    @MainActor final class Home: CollectionViewDataSource {
        let sections = [("Programmes", ["Eco", "Cotton", "Quick 30'", "Wool", "Delicates"]), ("Settings", ["Timer", "Child lock"])]
        func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].1.count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            (cell as? HomeTile)?.title.text = sections[indexPath.section].1[indexPath.item]
            return cell
        }
        func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> CollectionReusableView {
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            (header as? HomeHeader)?.title.text = sections[indexPath.section].0
            return header
        }
    }

    @Test func homeScreenTileGrid() {
        let driver = makeDriver(width: 400, height: 300)
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 112, height: 64)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = EdgeInsets(top: 0, left: 16, bottom: 8, right: 16)
        layout.headerReferenceSize = Size(width: 0, height: 28)
        let grid = CollectionView(frame: driver.window.bounds, collectionViewLayout: layout)
        grid.backgroundColor = Themes.light.background
        grid.register(HomeTile.self, forCellWithReuseIdentifier: "tile")
        grid.register(HomeHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        let home = Home()
        grid.dataSource = home
        driver.window.addSubview(grid)
        grid.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(grid.visibleCells.count == 7)
        assertMatchesGolden(render(driver), named: "collection-home-tiles")
    }
}
