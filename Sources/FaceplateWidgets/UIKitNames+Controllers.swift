import Faceplate

// UIKit's names for the controller types, so pasted UIKit code gets a fix-it instead of "cannot find
// type" (the rest are in UIKitNames.swift).

/// UIKit's name for ``NavigationController``.
@available(*, unavailable, renamed: "NavigationController")
public typealias UINavigationController = NavigationController

/// UIKit's name for ``NavigationBar``.
@available(*, unavailable, renamed: "NavigationBar")
public typealias UINavigationBar = NavigationBar

/// UIKit's name for ``AlertController``.
@available(*, unavailable, renamed: "AlertController")
public typealias UIAlertController = AlertController

/// UIKit's name for ``AlertAction``.
@available(*, unavailable, renamed: "AlertAction")
public typealias UIAlertAction = AlertAction

/// UIKit's name for ``ModalPresentationStyle``.
@available(*, unavailable, renamed: "ModalPresentationStyle")
public typealias UIModalPresentationStyle = ModalPresentationStyle

/// UIKit's name for ``ModalTransitionStyle``.
@available(*, unavailable, renamed: "ModalTransitionStyle")
public typealias UIModalTransitionStyle = ModalTransitionStyle

/// UIKit's name for ``KeyboardType``.
@available(*, unavailable, renamed: "KeyboardType")
public typealias UIKeyboardType = KeyboardType
