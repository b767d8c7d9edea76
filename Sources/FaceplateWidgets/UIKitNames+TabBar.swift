import Faceplate

// UIKit's names for the tab bar controller and its bar, so pasted UIKit code gets a fix-it instead of
// "cannot find type" (the rest are in UIKitNames.swift).

/// UIKit's name for ``TabBarController``.
@available(*, unavailable, renamed: "TabBarController")
public typealias UITabBarController = TabBarController

/// UIKit's name for ``TabBarControllerDelegate``.
@available(*, unavailable, renamed: "TabBarControllerDelegate")
public typealias UITabBarControllerDelegate = TabBarControllerDelegate

/// UIKit's name for ``TabBar``.
@available(*, unavailable, renamed: "TabBar")
public typealias UITabBar = TabBar

/// UIKit's name for ``TabBarItem``.
@available(*, unavailable, renamed: "TabBarItem")
public typealias UITabBarItem = TabBarItem
