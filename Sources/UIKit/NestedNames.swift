// UIKit's nested names (`UIControl.State`, `UIView.AutoresizingMask`…) for the Faceplate types that are
// top-level, and the flat names Swift used for them before Swift 4.2 (`UIControlState`), which older
// tutorials and code still use. Both are names to use, like those in UIKitNames.swift.

extension Control {
    /// UIKit's `UIControl.State`: ``ControlState``.
    public typealias State = ControlState
    /// UIKit's `UIControl.Event`: ``ControlEvents``.
    public typealias Event = ControlEvents
}

extension View {
    /// UIKit's `UIView.AutoresizingMask`: ``AutoresizingMask``.
    public typealias AutoresizingMask = Faceplate.AutoresizingMask
    /// UIKit's `UIView.AnimationOptions`: ``AnimationOptions``.
    public typealias AnimationOptions = Faceplate.AnimationOptions
    /// UIKit's `UIView.AnimationCurve`: ``AnimationCurve``.
    public typealias AnimationCurve = Faceplate.AnimationCurve
    /// UIKit's `UIView.ContentMode`: ``ImageView/ContentMode`` (only image views scale their content).
    public typealias ContentMode = ImageView.ContentMode
}

/// The name UIKit used for `UIControl.State` before Swift 4.2.
public typealias UIControlState = ControlState
/// The name UIKit used for `UIControl.Event` before Swift 4.2.
public typealias UIControlEvents = ControlEvents
/// The name UIKit used for `UIView.AutoresizingMask` before Swift 4.2.
public typealias UIViewAutoresizing = AutoresizingMask
/// The name UIKit used for `UIView.AnimationOptions` before Swift 4.2.
public typealias UIViewAnimationOptions = AnimationOptions
/// The name UIKit used for `UIView.AnimationCurve` before Swift 4.2.
public typealias UIViewAnimationCurve = AnimationCurve
/// The name UIKit used for `UIView.ContentMode` before Swift 4.2.
public typealias UIViewContentMode = ImageView.ContentMode
/// The name UIKit used for `NSLayoutConstraint.Axis` before Swift 4.2.
public typealias UILayoutConstraintAxis = StackView.Axis
/// The name UIKit used for `UIStackView.Alignment` before Swift 4.2.
public typealias UIStackViewAlignment = StackView.Alignment
/// The name UIKit used for `UIStackView.Distribution` before Swift 4.2.
public typealias UIStackViewDistribution = StackView.Distribution
/// The name UIKit used for `UIAlertController.Style` before Swift 4.2.
public typealias UIAlertControllerStyle = AlertController.Style
/// The name UIKit used for `UIAlertAction.Style` before Swift 4.2.
public typealias UIAlertActionStyle = AlertAction.Style
/// The name UIKit used for `UIGestureRecognizer.State` before Swift 4.2.
public typealias UIGestureRecognizerState = GestureRecognizer.State
/// The name UIKit used for `UISwipeGestureRecognizer.Direction` before Swift 4.2.
public typealias UISwipeGestureRecognizerDirection = SwipeGestureRecognizer.Direction
/// The name UIKit used for `UITextField.BorderStyle` before Swift 4.2.
public typealias UITextBorderStyle = TextField.BorderStyle
/// The name UIKit used for `UITouch.Phase` before Swift 4.2.
public typealias UITouchPhase = Touch.Phase
/// The name UIKit used for `UIApplication.LaunchOptionsKey` before Swift 4.2.
public typealias UIApplicationLaunchOptionsKey = Application.LaunchOptionsKey
/// The name UIKit used for `UIBarButtonItem.SystemItem` before Swift 4.2.
public typealias UIBarButtonSystemItem = BarButtonItem.SystemItem
/// The name UIKit used for `UIBarButtonItem.Style` before Swift 4.2.
public typealias UIBarButtonItemStyle = BarButtonItem.Style
/// The name UIKit used for `UIButton.ButtonType` before Swift 4.2.
public typealias UIButtonType = Button.ButtonType
/// The name UIKit used for `UIFont.Weight` before Swift 4.2.
public typealias UIFontWeight = Font.Weight
/// The name UIKit used for `UIFont.TextStyle` before Swift 4.2.
public typealias UIFontTextStyle = Font.TextStyle
/// The name UIKit used for `UIApplication.State` before Swift 4.2.
public typealias UIApplicationState = Application.State
