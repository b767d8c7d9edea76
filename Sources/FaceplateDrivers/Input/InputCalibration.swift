import Faceplate

/// A touch calibration: a 2×3 affine matrix in normalized device coordinates, libinput's convention.
///
/// `x' = a·x + b·y + c`, `y' = d·x + e·y + f`, where x and y run from 0 to 1 across the touch sensor
/// (`c == 1` shifts by one sensor width). This is the matrix `libinput_device_config_calibration_set_matrix`
/// and udev's `LIBINPUT_CALIBRATION_MATRIX` take, so a value from `libinput measure` or a
/// `xinput_calibrator` run ports over unchanged. It corrects a sensor that is offset, scaled, swapped or
/// mirrored against its panel; the display's rotation is separate (``DisplayTransform``).
public struct CalibrationMatrix: Hashable, Sendable {
    /// Row 1: x' = a·x + b·y + c.
    public var a: Double, b: Double, c: Double
    /// Row 2: y' = d·x + e·y + f.
    public var d: Double, e: Double, f: Double

    /// Creates a matrix from its six coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.e = e; self.f = f
    }

    /// Creates a matrix from six numbers in libinput's order `a b c d e f`; nil unless there are six.
    public init?(_ values: [Double]) {
        guard values.count == 6 else { return nil }
        self.init(a: values[0], b: values[1], c: values[2], d: values[3], e: values[4], f: values[5])
    }

    /// The matrix that changes nothing.
    public static let identity = CalibrationMatrix(a: 1, b: 0, c: 0, d: 0, e: 1, f: 0)

    /// The six coefficients in libinput's order.
    public var values: [Double] { [a, b, c, d, e, f] }

    /// Whether the matrix changes nothing, so there is no work to do.
    public var isIdentity: Bool { self == .identity }

    /// The matrix applied to a normalized point (0…1 across the sensor).
    @inlinable public func apply(toNormalized p: Point) -> Point {
        Point(x: a * p.x + b * p.y + c, y: d * p.x + e * p.y + f)
    }
}

/// libinput's calibration as it runs inside libinput, reproduced to the bit.
///
/// libinput folds the normalized matrix into device units in single precision
/// (`M = unnormalize · calibration · normalize`) and applies it to the integer axis values, truncating the
/// result to an integer. The evemu replay must produce exactly what libinput produces for a real device,
/// so it repeats those steps and roundings rather than calibrating in `Double`.
struct LibinputDeviceCalibration {
    /// Row-major 3×3, single precision as libinput keeps it.
    private var m: (Float, Float, Float, Float, Float, Float, Float, Float, Float)
    /// False for the identity matrix: libinput then leaves device coordinates untouched.
    let isActive: Bool

    /// Prepares `matrix` for a device whose x axis spans `xMin…xMax` and y axis `yMin…yMax`.
    init(_ matrix: CalibrationMatrix, xMin: Int32, xMax: Int32, yMin: Int32, yMax: Int32) {
        typealias M = (Float, Float, Float, Float, Float, Float, Float, Float, Float)
        func identity() -> M { (1, 0, 0, 0, 1, 0, 0, 0, 1) }
        func scale(_ sx: Float, _ sy: Float) -> M { (sx, 0, 0, 0, sy, 0, 0, 0, 1) }
        func translate(_ x: Float, _ y: Float) -> M { (1, 0, x, 0, 1, y, 0, 0, 1) }
        // Products are taken in single precision and summed in double, then stored as float: libinput's order.
        func mult(_ p: M, _ q: M) -> M {
            let a = [p.0, p.1, p.2, p.3, p.4, p.5, p.6, p.7, p.8], b = [q.0, q.1, q.2, q.3, q.4, q.5, q.6, q.7, q.8]
            var r = [Float](repeating: 0, count: 9)
            for row in 0..<3 {
                for col in 0..<3 {
                    var v = 0.0
                    for i in 0..<3 { v += Double(a[row * 3 + i] * b[i * 3 + col]) }
                    r[row * 3 + col] = Float(v)
                }
            }
            return (r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8])
        }
        let user: M = (Float(matrix.a), Float(matrix.b), Float(matrix.c), Float(matrix.d), Float(matrix.e), Float(matrix.f), 0, 0, 1)
        isActive = !(user.0 == 1 && user.1 == 0 && user.2 == 0 && user.3 == 0 && user.4 == 1 && user.5 == 0)
        guard isActive else { m = identity(); return }
        let sx = Double(xMax) - Double(xMin) + 1, sy = Double(yMax) - Double(yMin) + 1
        let unnormalize = mult(translate(Float(xMin), Float(yMin)), scale(Float(sx), Float(sy)))
        let calibrated = mult(unnormalize, user)
        let normalize = mult(translate(Float(-Double(xMin) / sx), Float(-Double(yMin) / sy)), scale(Float(1.0 / sx), Float(1.0 / sy)))
        m = mult(calibrated, normalize)
    }

    /// The calibrated device coordinates of raw axis values `(x, y)`: single-precision arithmetic,
    /// truncated toward zero as C's float-to-int conversion does.
    func apply(x: Int32, y: Int32) -> (x: Int32, y: Int32) {
        guard isActive else { return (x, y) }
        let fx = Float(x), fy = Float(y)
        let tx = (fx * m.0 + fy * m.1) + m.2
        let ty = (fx * m.3 + fy * m.4) + m.5
        return (Int32(clampingTruncating: tx), Int32(clampingTruncating: ty))
    }
}

extension Int32 {
    /// C's float→int conversion for in-range values (truncation); out-of-range values clamp instead of trapping.
    init(clampingTruncating v: Float) {
        if v.isNaN { self = 0 } else if v >= 2147483520 { self = .max } else if v <= -2147483648 { self = .min } else { self = Int32(v) }
    }
}

/// Where touches land: the panel they are scaled to, the calibration, and the display's rotation.
///
/// Both the libinput backend and the evemu replay map through this, so the same physical touch gives the
/// same logical point: scale the axis to panel pixels, then turn panel pixels into logical points with the
/// display's ``DisplayTransform``, which is what makes touch follow rotation.
public struct TouchMapping: Hashable, Sendable {
    /// The display the touchscreen sits on; its panel size is what axes scale to.
    public var display: DisplayTransform
    /// The sensor's calibration against the panel (identity for a well-behaved sensor).
    public var calibration: CalibrationMatrix

    /// Creates a mapping.
    public init(display: DisplayTransform, calibration: CalibrationMatrix = .identity) {
        self.display = display; self.calibration = calibration
    }

    /// libinput's `*_transformed` scaling: the axis range `[min, max]` onto `[0, size)` as
    /// `(value − min) · size / (max − min + 1)`, in the same operation order so results match to the bit.
    @inlinable public static func scaleAxis(_ value: Double, min: Int32, max: Int32, to size: Int) -> Double {
        (value - Double(min)) * Double(size) / (Double(max) - Double(min) + 1)
    }

    /// A point in panel pixels (already calibrated) as a logical point.
    @inlinable public func logicalPoint(panelX x: Double, panelY y: Double) -> Point {
        display.logicalPoint(fromPanel: Point(x: x, y: y))
    }

    /// Applies the calibration in software to a panel point, for a device libinput cannot calibrate.
    @inlinable public func softwareCalibrated(panelX x: Double, panelY y: Double) -> Point {
        let w = Double(display.panelWidth), h = Double(display.panelHeight)
        let n = calibration.apply(toNormalized: Point(x: x / w, y: y / h))
        return Point(x: n.x * w, y: n.y * h)
    }
}
