import Faceplate

/// Supplies a ``CollectionView``'s sections, items and their views (UIKit's
/// `UICollectionViewDataSource`). The counts and cells are required; one section and no
/// supplementary views are the defaults.
@MainActor public protocol CollectionViewDataSource: AnyObject {
    /// How many sections the collection view has. Default 1.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// How many items `section` has.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, usually from
    /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// The supplementary view of `kind` (a section header, say) at `indexPath`, usually from
    /// ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``. Asked
    /// only when the layout places one; the default reports the missing method and shows nothing.
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// An empty view, reported in the application's diagnostics (UIKit raises an exception).
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> CollectionReusableView {
        Diagnostics.record(.collectionView, "the layout places a '\(kind)' view at \(indexPath) but the data source has no viewForSupplementaryElementOfKind",
                           in: collectionView.window?.application.diagnostics)
        return CollectionReusableView(frame: .zero)
    }
}
