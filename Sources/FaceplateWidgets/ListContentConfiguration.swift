/// What a list cell shows — text, secondary text, an image — and how they are arranged (UIKit's
/// `UIListContentConfiguration`, the content configuration current UIKit code sets on cells).
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Eco 40–60"
/// content.secondaryText = "3 h 39 min"
/// cell.contentConfiguration = content
/// ```
///
/// A cell with a configuration shows it with its built-in labels and image view, laid out by the
/// configuration's arrangement instead of the cell's ``TableViewCell/CellStyle``.
public struct ListContentConfiguration: Equatable, Sendable {
    /// How the text and secondary text are arranged.
    enum Arrangement: Sendable { case cell, subtitleCell, valueCell }
    let arrangement: Arrangement

    /// The main text; nil shows none.
    public var text: String?
    /// The secondary text; nil shows none.
    public var secondaryText: String?
    /// The image on the leading side; nil shows none.
    public var image: Image?

    /// The configuration of a plain list cell: the secondary text, if any, under the text.
    public static func cell() -> ListContentConfiguration { ListContentConfiguration(arrangement: .cell) }
    /// The text over a smaller secondary text.
    public static func subtitleCell() -> ListContentConfiguration { ListContentConfiguration(arrangement: .subtitleCell) }
    /// The text leading and the secondary text trailing, in the secondary colour (a setting's value).
    public static func valueCell() -> ListContentConfiguration { ListContentConfiguration(arrangement: .valueCell) }

    /// The cell style whose layout shows this arrangement.
    var cellStyle: TableViewCell.CellStyle {
        switch arrangement {
        case .cell: return secondaryText == nil ? .default : .subtitle
        case .subtitleCell: return .subtitle
        case .valueCell: return .value1
        }
    }
}
