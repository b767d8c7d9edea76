// Views are laid out and drawn with the graphics module's types; re-export it so `import Faceplate` is
// enough for an app.
@_exported import FaceplateGraphics
