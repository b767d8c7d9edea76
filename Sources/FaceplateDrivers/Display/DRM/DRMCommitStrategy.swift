/// One way of putting a ``DRMDisplay``'s frames on screen: the first frame by a modeset, later ones by
/// page flips. One type per ``DRMCommitPath`` (``DRMAtomicOutput``, ``DRMLegacyOutput``); the display
/// keeps the buffers and the flip state and asks its strategy only to commit.
///
/// Neither call allocates: both run once per frame.
protocol DRMCommitStrategy: AnyObject {
    /// Lights the output up with `framebuffer`: it is on screen when this returns.
    func modeset(framebuffer: UInt32) throws(DisplayError)
    /// Queues `framebuffer` for the next vertical blank; a page-flip event carrying `userData` arrives on
    /// the device's descriptor when it is shown.
    func flip(framebuffer: UInt32, userData: UnsafeMutableRawPointer) throws(DisplayError)
}
