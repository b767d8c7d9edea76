import Faceplate

// UIKit's names for the collection view and its parts.

/// UIKit's name for ``CollectionView``.
@available(*, unavailable, renamed: "CollectionView")
public typealias UICollectionView = CollectionView

/// UIKit's name for ``CollectionViewCell``.
@available(*, unavailable, renamed: "CollectionViewCell")
public typealias UICollectionViewCell = CollectionViewCell

/// UIKit's name for ``CollectionReusableView``.
@available(*, unavailable, renamed: "CollectionReusableView")
public typealias UICollectionReusableView = CollectionReusableView

/// UIKit's name for ``CollectionViewDataSource``.
@available(*, unavailable, renamed: "CollectionViewDataSource")
public typealias UICollectionViewDataSource = CollectionViewDataSource

/// UIKit's name for ``CollectionViewDelegate``.
@available(*, unavailable, renamed: "CollectionViewDelegate")
public typealias UICollectionViewDelegate = CollectionViewDelegate

/// UIKit's name for ``CollectionViewDelegateFlowLayout``.
@available(*, unavailable, renamed: "CollectionViewDelegateFlowLayout")
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout

/// UIKit's name for ``CollectionViewLayout``.
@available(*, unavailable, renamed: "CollectionViewLayout")
public typealias UICollectionViewLayout = CollectionViewLayout

/// UIKit's name for ``CollectionViewFlowLayout``.
@available(*, unavailable, renamed: "CollectionViewFlowLayout")
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout

/// UIKit's name for ``CollectionViewLayoutAttributes``.
@available(*, unavailable, renamed: "CollectionViewLayoutAttributes")
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes

/// UIKit's older Swift name for ``CollectionView/ScrollPosition`` (`UICollectionView.ScrollPosition` needs no alias).
@available(*, unavailable, renamed: "CollectionView.ScrollPosition")
public typealias UICollectionViewScrollPosition = CollectionView.ScrollPosition

/// UIKit's older Swift name for ``CollectionViewFlowLayout/ScrollDirection`` (UIKit's `UICollectionView.ScrollDirection`).
@available(*, unavailable, renamed: "CollectionViewFlowLayout.ScrollDirection")
public typealias UICollectionViewScrollDirection = CollectionViewFlowLayout.ScrollDirection

/// UIKit's name for ``CollectionViewDiffableDataSource``.
@available(*, unavailable, renamed: "CollectionViewDiffableDataSource")
public typealias UICollectionViewDiffableDataSource<S: Hashable, I: Hashable> = CollectionViewDiffableDataSource<S, I>
