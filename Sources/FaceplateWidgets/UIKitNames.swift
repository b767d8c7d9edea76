// UIKit's and CoreGraphics' names for the types Faceplate has, so code pasted from a UIKit app gets the
// compiler's rename fix-it ("'UIView' has been renamed to 'View'") instead of "cannot find type". They
// are unavailable, not aliases to use: a port reads as Faceplate code once the fix-its are applied.
// UIKit's nested names have Faceplate names of their own: `UIControl.Event` is `ControlEvents`,
// `UIControl.State` is `ControlState`, `UIView.AutoresizingMask` is `AutoresizingMask`.
// `scripts/check-renames` compiles a UIKit snippet against the built modules and checks every fix-it.

/// UIKit's (or CoreGraphics') name for ``View``.
@available(*, unavailable, renamed: "View")
public typealias UIView = View

/// UIKit's (or CoreGraphics') name for ``Window``.
@available(*, unavailable, renamed: "Window")
public typealias UIWindow = Window

/// UIKit's (or CoreGraphics') name for ``Control``.
@available(*, unavailable, renamed: "Control")
public typealias UIControl = Control

/// UIKit's (or CoreGraphics') name for ``Button``.
@available(*, unavailable, renamed: "Button")
public typealias UIButton = Button

/// UIKit's (or CoreGraphics') name for ``Label``.
@available(*, unavailable, renamed: "Label")
public typealias UILabel = Label

/// UIKit's (or CoreGraphics') name for ``Switch``.
@available(*, unavailable, renamed: "Switch")
public typealias UISwitch = Switch

/// UIKit's (or CoreGraphics') name for ``Slider``.
@available(*, unavailable, renamed: "Slider")
public typealias UISlider = Slider

/// UIKit's (or CoreGraphics') name for ``StackView``.
@available(*, unavailable, renamed: "StackView")
public typealias UIStackView = StackView

/// UIKit's (or CoreGraphics') name for ``ScrollView``.
@available(*, unavailable, renamed: "ScrollView")
public typealias UIScrollView = ScrollView

/// UIKit's (or CoreGraphics') name for ``ScrollViewDelegate``.
@available(*, unavailable, renamed: "ScrollViewDelegate")
public typealias UIScrollViewDelegate = ScrollViewDelegate

/// UIKit's (or CoreGraphics') name for ``TextField``.
@available(*, unavailable, renamed: "TextField")
public typealias UITextField = TextField

/// UIKit's (or CoreGraphics') name for ``TextFieldDelegate``.
@available(*, unavailable, renamed: "TextFieldDelegate")
public typealias UITextFieldDelegate = TextFieldDelegate

/// UIKit's (or CoreGraphics') name for ``TextInput``.
@available(*, unavailable, renamed: "TextInput")
public typealias UITextInput = TextInput

/// UIKit's (or CoreGraphics') name for ``Image``.
@available(*, unavailable, renamed: "Image")
public typealias UIImage = Image

/// UIKit's (or CoreGraphics') name for ``ImageView``.
@available(*, unavailable, renamed: "ImageView")
public typealias UIImageView = ImageView

/// UIKit's (or CoreGraphics') name for ``PageControl``.
@available(*, unavailable, renamed: "PageControl")
public typealias UIPageControl = PageControl

/// UIKit's (or CoreGraphics') name for ``ProgressView``.
@available(*, unavailable, renamed: "ProgressView")
public typealias UIProgressView = ProgressView

/// UIKit's (or CoreGraphics') name for ``SegmentedControl``.
@available(*, unavailable, renamed: "SegmentedControl")
public typealias UISegmentedControl = SegmentedControl

/// UIKit's (or CoreGraphics') name for ``Stepper``.
@available(*, unavailable, renamed: "Stepper")
public typealias UIStepper = Stepper

/// UIKit's (or CoreGraphics') name for ``Responder``.
@available(*, unavailable, renamed: "Responder")
public typealias UIResponder = Responder

/// UIKit's (or CoreGraphics') name for ``ViewController``. Xcode's template names the app's first screen
/// `ViewController` too: there the fix-it would make the class inherit from itself, so the message says
/// to write `Faceplate.ViewController` (or `import UIKit`, whose `UIViewController` is usable).
@available(*, unavailable, renamed: "ViewController",
           message: "for a class of your own named ViewController, write Faceplate.ViewController; or import UIKit to keep UIKit's names")
public typealias UIViewController = ViewController

/// UIKit's (or CoreGraphics') name for ``Application``.
@available(*, unavailable, renamed: "Application")
public typealias UIApplication = Application

/// UIKit's (or CoreGraphics') name for ``Event``.
@available(*, unavailable, renamed: "Event")
public typealias UIEvent = Event

/// UIKit's (or CoreGraphics') name for ``Touch``.
@available(*, unavailable, renamed: "Touch")
public typealias UITouch = Touch

/// UIKit's (or CoreGraphics') name for ``Press``.
@available(*, unavailable, renamed: "Press")
public typealias UIPress = Press

/// UIKit's (or CoreGraphics') name for ``Action``.
@available(*, unavailable, renamed: "Action")
public typealias UIAction = Action

/// UIKit's (or CoreGraphics') name for ``GestureRecognizer``.
@available(*, unavailable, renamed: "GestureRecognizer")
public typealias UIGestureRecognizer = GestureRecognizer

/// UIKit's (or CoreGraphics') name for ``GestureRecognizerDelegate``.
@available(*, unavailable, renamed: "GestureRecognizerDelegate")
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate

/// UIKit's (or CoreGraphics') name for ``TapGestureRecognizer``.
@available(*, unavailable, renamed: "TapGestureRecognizer")
public typealias UITapGestureRecognizer = TapGestureRecognizer

/// UIKit's (or CoreGraphics') name for ``PanGestureRecognizer``.
@available(*, unavailable, renamed: "PanGestureRecognizer")
public typealias UIPanGestureRecognizer = PanGestureRecognizer

/// UIKit's (or CoreGraphics') name for ``PinchGestureRecognizer``.
@available(*, unavailable, renamed: "PinchGestureRecognizer")
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer

/// UIKit's (or CoreGraphics') name for ``RotationGestureRecognizer``.
@available(*, unavailable, renamed: "RotationGestureRecognizer")
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer

/// UIKit's (or CoreGraphics') name for ``SwipeGestureRecognizer``.
@available(*, unavailable, renamed: "SwipeGestureRecognizer")
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer

/// UIKit's (or CoreGraphics') name for ``LongPressGestureRecognizer``.
@available(*, unavailable, renamed: "LongPressGestureRecognizer")
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer

/// UIKit's (or CoreGraphics') name for ``Color``.
@available(*, unavailable, renamed: "Color")
public typealias UIColor = Color

/// UIKit's (or CoreGraphics') name for ``Font``.
@available(*, unavailable, renamed: "Font")
public typealias UIFont = Font

/// UIKit's (or CoreGraphics') name for ``EdgeInsets``.
@available(*, unavailable, renamed: "EdgeInsets")
public typealias UIEdgeInsets = EdgeInsets

/// UIKit's (or CoreGraphics') name for ``TextAlignment``.
@available(*, unavailable, renamed: "TextAlignment")
public typealias NSTextAlignment = TextAlignment

/// UIKit's (or CoreGraphics') name for ``LineBreakMode``.
@available(*, unavailable, renamed: "LineBreakMode")
public typealias NSLineBreakMode = LineBreakMode

/// UIKit's (or CoreGraphics') name for ``Rect``.
@available(*, unavailable, renamed: "Rect")
public typealias CGRect = Rect

/// UIKit's (or CoreGraphics') name for ``Point``.
@available(*, unavailable, renamed: "Point")
public typealias CGPoint = Point

/// UIKit's (or CoreGraphics') name for ``Size``.
@available(*, unavailable, renamed: "Size")
public typealias CGSize = Size

/// CoreGraphics' `CGFloat`: Faceplate's geometry is `Double`.
@available(*, unavailable, renamed: "Double")
public typealias CGFloat = Double

/// UIKit's (or CoreGraphics') name for ``LayoutConstraint``.
@available(*, unavailable, renamed: "LayoutConstraint")
public typealias NSLayoutConstraint = LayoutConstraint

/// UIKit's (or CoreGraphics') name for ``LayoutPriority``.
@available(*, unavailable, renamed: "LayoutPriority")
public typealias UILayoutPriority = LayoutPriority

/// UIKit's (or CoreGraphics') name for ``LayoutGuide``.
@available(*, unavailable, renamed: "LayoutGuide")
public typealias UILayoutGuide = LayoutGuide

/// UIKit's (or CoreGraphics') name for ``XAxisAnchor``.
@available(*, unavailable, renamed: "XAxisAnchor")
public typealias NSLayoutXAxisAnchor = XAxisAnchor

/// UIKit's (or CoreGraphics') name for ``YAxisAnchor``.
@available(*, unavailable, renamed: "YAxisAnchor")
public typealias NSLayoutYAxisAnchor = YAxisAnchor

/// UIKit's (or CoreGraphics') name for ``DimensionAnchor``.
@available(*, unavailable, renamed: "DimensionAnchor")
public typealias NSLayoutDimension = DimensionAnchor

/// UIKit's (or CoreGraphics') name for ``LayoutAnchor`` (generic, so scripts/check-renames, which
/// writes `Old?` without arguments, does not list it).
@available(*, unavailable, renamed: "LayoutAnchor")
public typealias NSLayoutAnchor<AnchorType: AnyObject> = LayoutAnchor<AnchorType>

/// UIKit's name for ``TableView``.
@available(*, unavailable, renamed: "TableView")
public typealias UITableView = TableView

/// UIKit's name for ``TableViewCell``.
@available(*, unavailable, renamed: "TableViewCell")
public typealias UITableViewCell = TableViewCell

/// UIKit's name for ``TableViewDataSource``.
@available(*, unavailable, renamed: "TableViewDataSource")
public typealias UITableViewDataSource = TableViewDataSource

/// UIKit's name for ``TableViewDelegate``.
@available(*, unavailable, renamed: "TableViewDelegate")
public typealias UITableViewDelegate = TableViewDelegate

/// UIKit's name for ``TableViewHeaderFooterView``.
@available(*, unavailable, renamed: "TableViewHeaderFooterView")
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView

/// UIKit's older Swift name for ``TableView/Style`` (`UITableView.Style` needs no alias).
@available(*, unavailable, renamed: "TableView.Style")
public typealias UITableViewStyle = TableView.Style

/// UIKit's older Swift name for ``TableView/ScrollPosition``.
@available(*, unavailable, renamed: "TableView.ScrollPosition")
public typealias UITableViewScrollPosition = TableView.ScrollPosition

/// UIKit's older Swift name for ``TableViewCell/CellStyle``.
@available(*, unavailable, renamed: "TableViewCell.CellStyle")
public typealias UITableViewCellStyle = TableViewCell.CellStyle

/// UIKit's older Swift name for ``TableViewCell/AccessoryType``.
@available(*, unavailable, renamed: "TableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = TableViewCell.AccessoryType

/// UIKit's older Swift name for ``TableViewCell/SelectionStyle``.
@available(*, unavailable, renamed: "TableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = TableViewCell.SelectionStyle

/// UIKit's older Swift name for ``TableView/SeparatorStyle`` (UIKit's `UITableViewCell.SeparatorStyle`).
@available(*, unavailable, renamed: "TableView.SeparatorStyle")
public typealias UITableViewCellSeparatorStyle = TableView.SeparatorStyle

/// UIKit's name for ``ListContentConfiguration``.
@available(*, unavailable, renamed: "ListContentConfiguration")
public typealias UIListContentConfiguration = ListContentConfiguration

/// UIKit's (or CoreGraphics') name for ``BezierPath``.
@available(*, unavailable, renamed: "BezierPath")
public typealias UIBezierPath = BezierPath

/// UIKit's (or CoreGraphics') name for ``LineCap``.
@available(*, unavailable, renamed: "LineCap")
public typealias CGLineCap = LineCap

/// UIKit's (or CoreGraphics') name for ``LineJoin``.
@available(*, unavailable, renamed: "LineJoin")
public typealias CGLineJoin = LineJoin

/// UIKit's (or CoreGraphics') name for ``RectCorner``.
@available(*, unavailable, renamed: "RectCorner")
public typealias UIRectCorner = RectCorner

/// UIKit's name for ``Screen``.
@available(*, unavailable, renamed: "Screen")
public typealias UIScreen = Screen

/// UIKit's name for ``RectEdge``.
@available(*, unavailable, renamed: "RectEdge")
public typealias UIRectEdge = RectEdge

/// UIKit's name for ``BarButtonItem``.
@available(*, unavailable, renamed: "BarButtonItem")
public typealias UIBarButtonItem = BarButtonItem

/// UIKit's older Swift name for ``BarButtonItem/SystemItem``.
@available(*, unavailable, renamed: "BarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = BarButtonItem.SystemItem

/// UIKit's older Swift name for ``BarButtonItem/Style``.
@available(*, unavailable, renamed: "BarButtonItem.Style")
public typealias UIBarButtonItemStyle = BarButtonItem.Style

/// UIKit's name for ``NavigationItem``.
@available(*, unavailable, renamed: "NavigationItem")
public typealias UINavigationItem = NavigationItem

/// UIKit's name for ``SearchBar``.
@available(*, unavailable, renamed: "SearchBar")
public typealias UISearchBar = SearchBar

/// UIKit's name for ``SearchBarDelegate``.
@available(*, unavailable, renamed: "SearchBarDelegate")
public typealias UISearchBarDelegate = SearchBarDelegate

/// UIKit's name for ``SearchController``.
@available(*, unavailable, renamed: "SearchController")
public typealias UISearchController = SearchController

/// UIKit's name for ``SearchResultsUpdating``.
@available(*, unavailable, renamed: "SearchResultsUpdating")
public typealias UISearchResultsUpdating = SearchResultsUpdating

/// UIKit's older Swift name for ``Button/ButtonType``.
@available(*, unavailable, renamed: "Button.ButtonType")
public typealias UIButtonType = Button.ButtonType

/// UIKit's older Swift name for ``FaceplateText/Font/Weight``.
@available(*, unavailable, renamed: "Font.Weight")
public typealias UIFontWeight = Font.Weight

/// UIKit's older Swift name for ``FaceplateText/Font/TextStyle``.
@available(*, unavailable, renamed: "Font.TextStyle")
public typealias UIFontTextStyle = Font.TextStyle

/// UIKit's name for ``Accessibility``.
@available(*, unavailable, renamed: "Accessibility")
public typealias UIAccessibility = Accessibility

/// UIKit's name for ``AccessibilityTraits``.
@available(*, unavailable, renamed: "AccessibilityTraits")
public typealias UIAccessibilityTraits = AccessibilityTraits

/// UIKit's name for ``AccessibilityElement``.
@available(*, unavailable, renamed: "AccessibilityElement")
public typealias UIAccessibilityElement = AccessibilityElement
