// UIKit's and CoreGraphics' names for the types Faceplate has, as names to use: with `import UIKit`,
// `class ViewController: UIViewController` compiles as on iOS (the app's own `ViewController` shadows
// Faceplate's). FaceplateWidgets declares the same names unavailable, with rename fix-its, for apps that
// import Faceplate's modules; these declarations shadow those (this module imports FaceplateWidgets).
// `scripts/check-renames` checks that every unavailable name there has its alias here.

/// UIKit's name for ``View``.
public typealias UIView = View

/// UIKit's name for ``Window``.
public typealias UIWindow = Window

/// UIKit's name for ``Control``.
public typealias UIControl = Control

/// UIKit's name for ``Button``.
public typealias UIButton = Button

/// UIKit's name for ``Label``.
public typealias UILabel = Label

/// UIKit's name for ``Switch``.
public typealias UISwitch = Switch

/// UIKit's name for ``Slider``.
public typealias UISlider = Slider

/// UIKit's name for ``StackView``.
public typealias UIStackView = StackView

/// UIKit's name for ``ScrollView``.
public typealias UIScrollView = ScrollView

/// UIKit's name for ``ScrollViewDelegate``.
public typealias UIScrollViewDelegate = ScrollViewDelegate

/// UIKit's name for ``TextField``.
public typealias UITextField = TextField

/// UIKit's name for ``TextFieldDelegate``.
public typealias UITextFieldDelegate = TextFieldDelegate

/// UIKit's name for ``TextInput``.
public typealias UITextInput = TextInput

/// UIKit's name for ``Image``.
public typealias UIImage = Image

/// UIKit's name for ``ImageView``.
public typealias UIImageView = ImageView

/// UIKit's name for ``PageControl``.
public typealias UIPageControl = PageControl

/// UIKit's name for ``ProgressView``.
public typealias UIProgressView = ProgressView

/// UIKit's name for ``SegmentedControl``.
public typealias UISegmentedControl = SegmentedControl

/// UIKit's name for ``Stepper``.
public typealias UIStepper = Stepper

/// UIKit's name for ``Responder``.
public typealias UIResponder = Responder

/// UIKit's name for ``ViewController``.
public typealias UIViewController = ViewController

/// UIKit's name for ``Application``.
public typealias UIApplication = Application

/// UIKit's name for ``Event``.
public typealias UIEvent = Event

/// UIKit's name for ``Touch``.
public typealias UITouch = Touch

/// UIKit's name for ``Press``.
public typealias UIPress = Press

/// UIKit's name for ``Action``.
public typealias UIAction = Action

/// UIKit's name for ``GestureRecognizer``.
public typealias UIGestureRecognizer = GestureRecognizer

/// UIKit's name for ``GestureRecognizerDelegate``.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate

/// UIKit's name for ``TapGestureRecognizer``.
public typealias UITapGestureRecognizer = TapGestureRecognizer

/// UIKit's name for ``PanGestureRecognizer``.
public typealias UIPanGestureRecognizer = PanGestureRecognizer

/// UIKit's name for ``PinchGestureRecognizer``.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer

/// UIKit's name for ``RotationGestureRecognizer``.
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer

/// UIKit's name for ``SwipeGestureRecognizer``.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer

/// UIKit's name for ``LongPressGestureRecognizer``.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer

/// UIKit's name for ``Color``.
public typealias UIColor = Color

/// UIKit's name for ``Font``.
public typealias UIFont = Font

/// UIKit's name for ``EdgeInsets``.
public typealias UIEdgeInsets = EdgeInsets

/// UIKit's name for ``TextAlignment``.
public typealias NSTextAlignment = TextAlignment

/// UIKit's name for ``LineBreakMode``.
public typealias NSLineBreakMode = LineBreakMode

/// UIKit's name for ``Rect``.
public typealias CGRect = Rect

/// UIKit's name for ``Point``.
public typealias CGPoint = Point

/// UIKit's name for ``Size``.
public typealias CGSize = Size

/// CoreGraphics' `CGFloat`: Faceplate's geometry is `Double`, as `CGFloat` is on 64-bit platforms.
public typealias CGFloat = Double

/// UIKit's name for ``LayoutConstraint``.
public typealias NSLayoutConstraint = LayoutConstraint

/// UIKit's name for ``LayoutPriority``.
public typealias UILayoutPriority = LayoutPriority

/// UIKit's name for ``LayoutGuide``.
public typealias UILayoutGuide = LayoutGuide

/// UIKit's name for ``XAxisAnchor``.
public typealias NSLayoutXAxisAnchor = XAxisAnchor

/// UIKit's name for ``YAxisAnchor``.
public typealias NSLayoutYAxisAnchor = YAxisAnchor

/// UIKit's name for ``DimensionAnchor``.
public typealias NSLayoutDimension = DimensionAnchor

/// UIKit's name for ``TableView``.
public typealias UITableView = TableView

/// UIKit's name for ``TableViewCell``.
public typealias UITableViewCell = TableViewCell

/// UIKit's name for ``TableViewDataSource``.
public typealias UITableViewDataSource = TableViewDataSource

/// UIKit's name for ``TableViewDelegate``.
public typealias UITableViewDelegate = TableViewDelegate

/// UIKit's name for ``TableViewHeaderFooterView``.
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView

/// UIKit's name for ``TableView/Style``.
public typealias UITableViewStyle = TableView.Style

/// UIKit's name for ``TableView/ScrollPosition``.
public typealias UITableViewScrollPosition = TableView.ScrollPosition

/// UIKit's name for ``TableViewCell/CellStyle``.
public typealias UITableViewCellStyle = TableViewCell.CellStyle

/// UIKit's name for ``TableViewCell/AccessoryType``.
public typealias UITableViewCellAccessoryType = TableViewCell.AccessoryType

/// UIKit's name for ``TableViewCell/SelectionStyle``.
public typealias UITableViewCellSelectionStyle = TableViewCell.SelectionStyle

/// UIKit's name for ``TableView/SeparatorStyle``.
public typealias UITableViewCellSeparatorStyle = TableView.SeparatorStyle

/// UIKit's name for ``ListContentConfiguration``.
public typealias UIListContentConfiguration = ListContentConfiguration

/// UIKit's name for ``BezierPath``.
public typealias UIBezierPath = BezierPath

/// UIKit's name for ``LineCap``.
public typealias CGLineCap = LineCap

/// UIKit's name for ``LineJoin``.
public typealias CGLineJoin = LineJoin

/// UIKit's name for ``RectCorner``.
public typealias UIRectCorner = RectCorner

/// UIKit's name for ``NavigationController``.
public typealias UINavigationController = NavigationController

/// UIKit's name for ``NavigationBar``.
public typealias UINavigationBar = NavigationBar

/// UIKit's name for ``AlertController``.
public typealias UIAlertController = AlertController

/// UIKit's name for ``AlertAction``.
public typealias UIAlertAction = AlertAction

/// UIKit's name for ``ModalPresentationStyle``.
public typealias UIModalPresentationStyle = ModalPresentationStyle

/// UIKit's name for ``ModalTransitionStyle``.
public typealias UIModalTransitionStyle = ModalTransitionStyle

/// UIKit's name for ``KeyboardType``.
public typealias UIKeyboardType = KeyboardType

/// UIKit's name for ``LayoutAnchor``.
public typealias NSLayoutAnchor<AnchorType: AnyObject> = LayoutAnchor<AnchorType>

/// UIKit's name for ``Screen``.
public typealias UIScreen = Screen

/// UIKit's name for ``RectEdge``.
public typealias UIRectEdge = RectEdge

/// UIKit's name for ``BarButtonItem``.
public typealias UIBarButtonItem = BarButtonItem

/// UIKit's name for ``NavigationItem``.
public typealias UINavigationItem = NavigationItem

/// UIKit's name for ``SearchBar``.
public typealias UISearchBar = SearchBar

/// UIKit's name for ``SearchBarDelegate``.
public typealias UISearchBarDelegate = SearchBarDelegate

/// UIKit's name for ``SearchController``.
public typealias UISearchController = SearchController

/// UIKit's name for ``SearchResultsUpdating``.
public typealias UISearchResultsUpdating = SearchResultsUpdating

/// UIKit's name for ``Accessibility``.
public typealias UIAccessibility = Accessibility

/// UIKit's name for ``AccessibilityTraits``.
public typealias UIAccessibilityTraits = AccessibilityTraits

/// UIKit's name for ``AccessibilityElement``.
public typealias UIAccessibilityElement = AccessibilityElement
