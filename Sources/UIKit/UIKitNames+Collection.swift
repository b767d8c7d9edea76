import FaceplateWidgets

// UIKit's names for the collection view and its parts, as names to use (see UIKitNames.swift).

/// UIKit's name for ``CollectionView``.
public typealias UICollectionView = CollectionView
/// UIKit's name for ``CollectionViewCell``.
public typealias UICollectionViewCell = CollectionViewCell
/// UIKit's name for ``CollectionReusableView``.
public typealias UICollectionReusableView = CollectionReusableView
/// UIKit's name for ``CollectionViewDataSource``.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// UIKit's name for ``CollectionViewDelegate``.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// UIKit's name for ``CollectionViewDelegateFlowLayout``.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
/// UIKit's name for ``CollectionViewLayout``.
public typealias UICollectionViewLayout = CollectionViewLayout
/// UIKit's name for ``CollectionViewFlowLayout``.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// UIKit's name for ``CollectionViewLayoutAttributes``.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// UIKit's older Swift name for ``CollectionView/ScrollPosition``.
public typealias UICollectionViewScrollPosition = CollectionView.ScrollPosition
/// UIKit's older Swift name for ``CollectionViewFlowLayout/ScrollDirection``.
public typealias UICollectionViewScrollDirection = CollectionViewFlowLayout.ScrollDirection
/// UIKit's name for ``CollectionViewDiffableDataSource``.
public typealias UICollectionViewDiffableDataSource<S: Hashable, I: Hashable> = CollectionViewDiffableDataSource<S, I>

extension CollectionView {
    /// UIKit's `UICollectionView.ScrollDirection`: ``CollectionViewFlowLayout/ScrollDirection``.
    public typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection
}
