// Widgets are used together with the core's views and controls: `import FaceplateWidgets` brings both,
// and the text types their API takes (`Font`, `TextAlignment`, `LineBreakMode`), so `label.font =
// Font(…)` needs no second import (UIKit's `UIFont` comes with `import UIKit`).
@_exported import Faceplate
@_exported import FaceplateText
