import Testing
import Faceplate
import FaceplateWidgets
import FaceplateTestSupport

/// Transformed views and layer properties drawn through the compositor, pinned as goldens
/// (Tests/Goldens/layers-*.png), each looked at when recorded.
@Suite @MainActor struct LayerGoldenTests {
    /// A card: a coloured view with a title label and a small square at its top-left corner.
    static func card(_ title: String, frame: Rect, theme: Theme) -> View {
        let card = View(frame: frame)
        card.backgroundColor = theme.primary
        let label = Label(text: title, frame: Rect(x: 12, y: 0, width: frame.width - 24, height: frame.height))
        label.theme = theme; label.textColor = Color(hex: 0xFFFFFF); label.textAlignment = .center
        card.addSubview(label)
        let mark = View(frame: Rect(0, 0, 12, 12))
        mark.backgroundColor = Color(hex: 0xFFB300)
        card.addSubview(mark)
        return card
    }

    @Test(arguments: [PixelFormat.xrgb8888, .rgb565]) func rotatedViews(format: PixelFormat) {
        let theme = Themes.light
        let driver = makeDriver(width: 360, height: 220, theme: theme)
        let turned = LayerGoldenTests.card("Rotated 30°", frame: Rect(30, 70, 160, 60), theme: theme)
        turned.transform = AffineTransform(rotationAngle: Double.pi / 6)
        driver.window.addSubview(turned)
        let upright = LayerGoldenTests.card("90°", frame: Rect(220, 80, 120, 50), theme: theme)
        upright.transform = AffineTransform(rotationAngle: -Double.pi / 2)
        upright.alpha = 0.8
        driver.window.addSubview(upright)
        assertMatchesGolden(render(driver, format: format), named: "layers-rotated-\(format == .rgb565 ? "rgb565" : "xrgb8888")")
    }

    @Test func scaledViews() {
        let theme = Themes.light
        let driver = makeDriver(width: 360, height: 220, theme: theme)
        let wide = LayerGoldenTests.card("Scaled", frame: Rect(40, 30, 120, 40), theme: theme)
        wide.transform = AffineTransform(scaleX: 1.5, y: 1.5)
        driver.window.addSubview(wide)
        let squat = LayerGoldenTests.card("Squat", frame: Rect(200, 30, 120, 60), theme: theme)
        squat.transform = AffineTransform(scaleX: 1, y: 0.5).translatedBy(x: 0, y: 40)
        driver.window.addSubview(squat)
        let mirrored = LayerGoldenTests.card("Mirrored", frame: Rect(40, 130, 140, 50), theme: theme)
        mirrored.transform = AffineTransform(scaleX: -1, y: 1)
        driver.window.addSubview(mirrored)
        let turnedAndScaled = LayerGoldenTests.card("Both", frame: Rect(220, 130, 100, 50), theme: theme)
        turnedAndScaled.transform = AffineTransform(rotationAngle: -0.3).scaledBy(x: 0.8, y: 0.8)
        driver.window.addSubview(turnedAndScaled)
        assertMatchesGolden(render(driver), named: "layers-scaled")
    }

    @Test(arguments: [PixelFormat.xrgb8888, .rgb565]) func cornersBordersShadowsAndClipping(format: PixelFormat) {
        let theme = Themes.light
        let driver = makeDriver(width: 360, height: 240, theme: theme)
        driver.window.backgroundColor = Color(hex: 0xF2F2F7)
        let w = driver.window

        let rounded = View(frame: Rect(20, 20, 100, 60))
        rounded.backgroundColor = Color(hex: 0x34C759)
        rounded.layer.cornerRadius = 14
        w.addSubview(rounded)

        let bordered = View(frame: Rect(140, 20, 100, 60))
        bordered.backgroundColor = Color(hex: 0xFFFFFF)
        bordered.layer.cornerRadius = 12
        bordered.layer.borderWidth = 3
        bordered.layer.borderColor = Color(hex: 0x007AFF)
        w.addSubview(bordered)

        let topOnly = View(frame: Rect(260, 20, 80, 60))
        topOnly.backgroundColor = Color(hex: 0xFF9500)
        topOnly.layer.cornerRadius = 20
        topOnly.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        topOnly.layer.borderWidth = 2
        topOnly.layer.borderColor = Color(hex: 0x1C1C1E)
        w.addSubview(topOnly)

        let shadowed = View(frame: Rect(30, 120, 120, 70))
        shadowed.backgroundColor = Color(hex: 0xFFFFFF)
        shadowed.layer.cornerRadius = 10
        shadowed.layer.shadowOpacity = 0.4
        shadowed.layer.shadowRadius = 6
        shadowed.layer.shadowOffset = Size(width: 0, height: 4)
        w.addSubview(shadowed)

        // A rounded clip of subviews: the inner views' square corners are cut by the rounded outline.
        let clipping = View(frame: Rect(190, 110, 140, 100))
        clipping.backgroundColor = Color(hex: 0x5856D6)
        clipping.layer.cornerRadius = 24
        clipping.clipsToBounds = true
        clipping.layer.borderWidth = 2
        clipping.layer.borderColor = Color(hex: 0xFFFFFF)
        let stripe = View(frame: Rect(-10, -10, 160, 40))
        stripe.backgroundColor = Color(hex: 0xFF2D55)
        clipping.addSubview(stripe)
        let label = Label(text: "Clipped", frame: Rect(0, 50, 140, 40))
        label.theme = theme; label.textColor = Color(hex: 0xFFFFFF); label.textAlignment = .center
        clipping.addSubview(label)
        w.addSubview(clipping)

        assertMatchesGolden(render(driver, format: format), named: "layers-corners-\(format == .rgb565 ? "rgb565" : "xrgb8888")")
    }

    /// Shadows cast from `shadowPath`: a disc's under a round view, a triangle's under a square one.
    @Test func shadowPaths() {
        let driver = makeDriver(width: 240, height: 120, theme: Themes.light)
        driver.window.backgroundColor = Color(hex: 0xF2F2F7)
        let disc = View(frame: Rect(30, 25, 60, 60))
        disc.backgroundColor = Color(hex: 0xFFFFFF)
        disc.layer.cornerRadius = 30
        disc.layer.shadowPath = BezierPath(ovalIn: disc.bounds)
        disc.layer.shadowOpacity = 0.5
        disc.layer.shadowRadius = 5
        disc.layer.shadowOffset = Size(width: 4, height: 6)
        driver.window.addSubview(disc)
        let square = View(frame: Rect(140, 25, 60, 60))
        square.backgroundColor = Color(hex: 0xFF9500)
        let triangle = BezierPath()
        triangle.move(to: Point(x: 30, y: 0)); triangle.addLine(to: Point(x: 75, y: 80)); triangle.addLine(to: Point(x: -15, y: 80))
        triangle.close()
        square.layer.shadowPath = triangle
        square.layer.shadowColor = Color(hex: 0x007AFF)
        square.layer.shadowOpacity = 0.8
        square.layer.shadowRadius = 3
        square.layer.shadowOffset = Size(width: 0, height: 0)
        driver.window.addSubview(square)
        assertMatchesGolden(render(driver), named: "layers-shadow-path")
    }
}
