import Faceplate
import FaceplateGraphics
import FaceplateWidgets

/// The collection-scroll benchmark: a full-screen ``CollectionView`` of 10,000 tiles (100 sections of
/// 100, four tiles a row under each section's header) in a vertical ``CollectionViewFlowLayout``,
/// scrolled by ``step`` points a frame and the damage rendered — the cost of a frame of a long tile
/// grid, with cells and headers reused and new tiles' titles laid out as they come in.
///
/// The titles are made up front, as an app's model holds them, so a frame measures the collection
/// view, not the data source. The offset runs down and turns at either end, so any number of frames
/// can run in a row.
@MainActor public final class CollectionScrollBench: CollectionViewDataSource {
    /// A tile: a title on a rounded face.
    final class Tile: CollectionViewCell {
        let title = Label()
        required init(frame: Rect) {
            super.init(frame: frame)
            let theme = Theme.current
            backgroundColor = theme.surface
            layer.cornerRadius = 12
            title.font = theme.buttonFont
            title.textColor = theme.text
            title.textAlignment = .center
            contentView.addSubview(title)
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            title.frame = contentView.bounds
        }
    }

    /// A section's header: its title on the left.
    final class Header: CollectionReusableView {
        let title = Label()
        required init(frame: Rect) {
            super.init(frame: frame)
            let theme = Theme.current
            title.font = theme.smallFont
            title.textColor = theme.secondaryText
            addSubview(title)
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            title.frame = bounds.insetBy(dx: 20, dy: 0)
        }
    }

    /// The application the grid runs in (a manual clock: nothing here depends on time).
    public let application: Application
    /// The window, 800 × 480.
    public let window: Window
    /// The compositor that renders the window.
    public let compositor: Compositor
    /// The back buffer every frame renders into.
    public let buffer: PixelBuffer
    /// The grid that scrolls.
    public let collectionView: CollectionView
    /// How far each frame scrolls, in points (as the table's scroll).
    public let step = 7.0
    private var direction = 1.0
    private let titles: [String]
    private let headers: [String]
    private static let itemsPerSection = 100

    /// Builds the grid for a panel of `format` (unrotated, 800 × 480) and renders nothing yet.
    public init(format: PixelFormat) {
        application = Application(clock: ManualClock())
        window = Window(frame: Rect(0, 0, 800, 480), application: application)
        window.makeKeyAndVisible()
        window.backgroundColor = Theme.current.background
        titles = (0..<10_000).map { "Programme \($0)" }
        headers = (0..<10_000 / CollectionScrollBench.itemsPerSection).map { "Section \($0)" }
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 180, height: 96)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = EdgeInsets(top: 0, left: 20, bottom: 10, right: 20)
        layout.headerReferenceSize = Size(width: 0, height: 32)
        collectionView = CollectionView(frame: Rect(0, 0, 800, 480), collectionViewLayout: layout)
        buffer = PixelBuffer(width: 800, height: 480, format: format)
        compositor = Compositor(window: window, transform: DisplayTransform(panelWidth: 800, panelHeight: 480))
        collectionView.register(Tile.self, forCellWithReuseIdentifier: "tile")
        collectionView.register(Header.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        collectionView.dataSource = self
        window.addSubview(collectionView)
    }

    /// The grid's sections.
    public func numberOfSections(in collectionView: CollectionView) -> Int { headers.count }
    /// Each section's tiles.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        CollectionScrollBench.itemsPerSection
    }
    /// A reused tile with the item's title.
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        (cell as? Tile)?.title.text = titles[indexPath.section * CollectionScrollBench.itemsPerSection + indexPath.item]
        return cell
    }
    /// A reused header with the section's title.
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> CollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        (view as? Header)?.title.text = headers[indexPath.section]
        return view
    }

    /// Takes every path once so later frames measure steady state: the first frame, a few screens of
    /// tiles (the reuse pools fill, glyphs are cached, the text shaper's buffers grow), back to the top.
    public func warmUp() {
        compositor.render(into: buffer, age: 0)
        var i = 0
        while i < 400 { scrollFrame(); i += 1 }
        collectionView.contentOffset = .zero
        compositor.render(into: buffer, age: 1)
        direction = 1
        scrollFrame(); scrollFrame()
    }

    /// One scroll frame: the grid's content offset moves by ``step`` (down, turning at either end) and
    /// the damage is rendered into the buffer that was just shown (age 1).
    public func scrollFrame() {
        let y = collectionView.contentOffset.y, limit = collectionView.maximumContentOffset.y
        var next = y + step * direction
        if next < 0 || next > limit { direction = -direction; next = y + step * direction }
        collectionView.contentOffset = Point(x: 0, y: next)
        compositor.render(into: buffer, age: 1)
    }
}
