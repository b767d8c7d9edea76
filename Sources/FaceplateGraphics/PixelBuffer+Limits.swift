extension PixelBuffer {
    /// The largest width or height Faceplate accepts for a panel, from any source: `--size`, a board
    /// profile's mode, a headless display.
    ///
    /// One limit, checked where the number is read and before anything is allocated for it: 8192 is the
    /// largest scanout most display controllers take (the Raspberry Pi's included), and an 8192×8192
    /// XRGB8888 buffer is already 256 MiB, so anything larger is a typo rather than a panel.
    public static let maximumDimension = 8192
}
