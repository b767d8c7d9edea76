import FaceplateGraphics

extension Image {
    /// A system icon by its SF Symbols name (UIKit's `init(systemName:)`), or nil when Faceplate has no
    /// icon of that name, as UIKit returns nil for an unknown symbol.
    ///
    /// The icons are Bootstrap Icons (MIT), embedded in the library: appliance symbols such as `power`,
    /// `thermometer`, `fan`, `drop`, `sun.max`, `moon`, `wifi`, `bell`, `gearshape`, `lock`, `play.fill`,
    /// `pause.fill`, `plus`, `minus`, `chevron.right`, `checkmark`, `xmark`, `trash`, `clock`, `calendar`,
    /// `house`, `bolt`, `battery.100` — ``systemNames`` lists them all. Like UIKit's symbol images they
    /// are templates (``RenderingMode/alwaysTemplate``): an ``ImageView`` draws them in its `tintColor`,
    /// sharp at whatever size it shows them; their natural size is 16 × 16 points.
    public init?(systemName name: String) {
        guard let file = SystemIcons.files[name], let source = SystemIcons.sources[file],
              let vector = try? VectorImage(svg: source, name: file + ".svg") else { return nil }
        self = Image(vector: vector).withRenderingMode(.alwaysTemplate)
    }

    /// Every name ``init(systemName:)`` knows, sorted.
    public static var systemNames: [String] { SystemIcons.files.keys.sorted() }
}
