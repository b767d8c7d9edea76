// Widgets are used together with the core's views and controls: `import FaceplateWidgets` brings both.
@_exported import Faceplate
