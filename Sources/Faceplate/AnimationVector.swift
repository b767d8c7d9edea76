import FaceplateGraphics

/// Up to four numbers animated together: an alpha (one), a centre or a size (two), a colour (four).
/// A value type of fixed size, so the animator's slots hold any animated property without allocating.
public struct AnimationVector: Equatable, Sendable {
    /// The components; unused ones stay 0.
    public var a, b, c, d: Double

    /// Creates a vector.
    public init(_ a: Double, _ b: Double = 0, _ c: Double = 0, _ d: Double = 0) {
        self.a = a; self.b = b; self.c = c; self.d = d
    }

    /// The vector `fraction` of the way from `self` to `to` (a spring's overshoot goes beyond 1).
    @inlinable public func interpolated(to o: AnimationVector, _ f: Double) -> AnimationVector {
        AnimationVector(a + (o.a - a) * f, b + (o.b - b) * f, c + (o.c - c) * f, d + (o.d - d) * f)
    }

    init(_ p: Point) { self.init(p.x, p.y) }
    init(_ s: Size) { self.init(s.width, s.height) }
    /// A colour as four 0…255 channels; nil is the clear colour.
    init(_ color: Color?) {
        guard let c = color else { self.init(0, 0, 0, 0); return }
        self.init(Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
    }
    /// A colour as four channels where nil is `other`'s colour made transparent, so fading a colour
    /// in or out changes only its alpha (UIKit animates to and from clear the same way).
    init(_ color: Color?, towards other: Color?) {
        if let color { self.init(color) } else if let o = other { self.init(Double(o.red), Double(o.green), Double(o.blue), 0) }
        else { self.init(0, 0, 0, 0) }
    }
    var point: Point { Point(x: a, y: b) }
    var size: Size { Size(width: Swift.max(a, 0), height: Swift.max(b, 0)) }
    var color: Color {
        @inline(__always) func channel(_ v: Double) -> UInt8 { UInt8(Swift.min(Swift.max(v.rounded(), 0), 255)) }
        return Color(red: channel(a), green: channel(b), blue: channel(c), alpha: channel(d))
    }
}
