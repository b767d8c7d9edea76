@_exported import FaceplateGraphics
