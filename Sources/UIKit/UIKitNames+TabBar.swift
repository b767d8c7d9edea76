// UIKit's names for the tab bar controller and its bar, as names to use (FaceplateWidgets'
// UIKitNames+TabBar.swift declares them unavailable, with rename fix-its).

/// UIKit's name for ``TabBarController``.
public typealias UITabBarController = TabBarController

/// UIKit's name for ``TabBarControllerDelegate``.
public typealias UITabBarControllerDelegate = TabBarControllerDelegate

/// UIKit's name for ``TabBar``.
public typealias UITabBar = TabBar

/// UIKit's name for ``TabBarItem``.
public typealias UITabBarItem = TabBarItem
