import FaceplateGraphics

/// panel-24's grid, as the scene lays it out on 800×480: 24 cells of 120×90 in 6 columns and 4 rows,
/// the first at (15, 10), 130 apart across and 100 down. The tests that tap a panel-24 layout of their
/// own controls place them here.
public enum Panel24Grid {
    /// How many cells.
    public static let count = 24

    /// Cell `n` (0-based, row by row).
    public static func frame(_ n: Int) -> Rect {
        Rect(x: Double(15 + 130 * (n % 6)), y: Double(10 + 100 * (n / 6)), width: 120, height: 90)
    }

    /// The centre of cell `n`, where a test's finger `n` lands.
    public static func centre(_ n: Int) -> Point {
        Point(x: Double(75 + 130 * (n % 6)), y: Double(55 + 100 * (n / 6)))
    }
}
