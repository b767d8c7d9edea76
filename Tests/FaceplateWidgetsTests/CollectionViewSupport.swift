import Faceplate
import FaceplateWidgets

/// A collection view data source and delegate that logs the calls the tests look at; `sizes` sizes
/// items through the flow layout's delegate when set.
@MainActor class CollectionLog: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var counts: [Int]
    var calls: [String] = []
    var cells: [ObjectIdentifier: Int] = [:]      // every cell object handed out, by how often
    var identifier = "tile"
    var headerIdentifier: String?
    var sizes: ((IndexPath) -> Size)?
    var selectable: (IndexPath) -> Bool = { _ in true }

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        cells[ObjectIdentifier(cell), default: 0] += 1
        return cell
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: headerIdentifier ?? "header", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> Size {
        sizes?(indexPath) ?? (collectionViewLayout as! CollectionViewFlowLayout).itemSize
    }
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) { calls.append("highlight\(indexPath)") }
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) { calls.append("unhighlight\(indexPath)") }
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { selectable(indexPath) }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { calls.append("select\(indexPath)") }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) { calls.append("deselect\(indexPath)") }
}
