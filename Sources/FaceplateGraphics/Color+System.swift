/// UIKit's named colours, so `view.backgroundColor = .systemBlue` ports unchanged.
///
/// Values are UIKit's documented light-appearance sRGB values: the `system…` colours as listed in
/// Apple's Human Interface Guidelines (Color, "System colors", default light values), and the fixed
/// `UIColor` class colours by their documented components (`darkGray` is 1/3 white, `lightGray` 2/3,
/// `gray` 1/2, `orange` is (1, 0.5, 0), `purple` (0.5, 0, 0.5), `brown` (0.6, 0.4, 0.2)), each
/// component rounded to 8 bits.
extension Color {
    /// UIKit's `systemBlue` (light): #007AFF.
    public static let systemBlue = Color(hex: 0x007AFF)
    /// UIKit's `systemRed` (light): #FF3B30.
    public static let systemRed = Color(hex: 0xFF3B30)
    /// UIKit's `systemGreen` (light): #34C759.
    public static let systemGreen = Color(hex: 0x34C759)
    /// UIKit's `systemOrange` (light): #FF9500.
    public static let systemOrange = Color(hex: 0xFF9500)
    /// UIKit's `systemYellow` (light): #FFCC00.
    public static let systemYellow = Color(hex: 0xFFCC00)
    /// UIKit's `systemPink` (light): #FF2D55.
    public static let systemPink = Color(hex: 0xFF2D55)
    /// UIKit's `systemPurple` (light): #AF52DE.
    public static let systemPurple = Color(hex: 0xAF52DE)
    /// UIKit's `systemTeal` (light): #5AC8FA.
    public static let systemTeal = Color(hex: 0x5AC8FA)
    /// UIKit's `systemIndigo` (light): #5856D6.
    public static let systemIndigo = Color(hex: 0x5856D6)
    /// UIKit's `systemGray` (light): #8E8E93.
    public static let systemGray = Color(hex: 0x8E8E93)

    /// UIKit's `darkGray`: white 1/3, #555555.
    public static let darkGray = Color(hex: 0x555555)
    /// UIKit's `lightGray`: white 2/3, #AAAAAA.
    public static let lightGray = Color(hex: 0xAAAAAA)
    /// UIKit's `gray`: white 1/2, #808080.
    public static let gray = Color(hex: 0x808080)
    /// UIKit's `red`: (1, 0, 0).
    public static let red = Color(hex: 0xFF0000)
    /// UIKit's `green`: (0, 1, 0).
    public static let green = Color(hex: 0x00FF00)
    /// UIKit's `blue`: (0, 0, 1).
    public static let blue = Color(hex: 0x0000FF)
    /// UIKit's `cyan`: (0, 1, 1).
    public static let cyan = Color(hex: 0x00FFFF)
    /// UIKit's `yellow`: (1, 1, 0).
    public static let yellow = Color(hex: 0xFFFF00)
    /// UIKit's `magenta`: (1, 0, 1).
    public static let magenta = Color(hex: 0xFF00FF)
    /// UIKit's `orange`: (1, 0.5, 0).
    public static let orange = Color(hex: 0xFF8000)
    /// UIKit's `purple`: (0.5, 0, 0.5).
    public static let purple = Color(hex: 0x800080)
    /// UIKit's `brown`: (0.6, 0.4, 0.2).
    public static let brown = Color(hex: 0x996633)
}
