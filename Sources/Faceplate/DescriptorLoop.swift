/// One registration on a ``DescriptorLoop``: the value the loop hands back, which removes it again
/// (by this value, never by descriptor number: a closed descriptor's number is soon reused).
public struct LoopRegistration: Hashable, Sendable {
    /// The loop's table slot.
    public let slot: Int
    /// Which use of the slot: a registration removed and its slot reused does not match the new one.
    public let generation: UInt32
    /// A registration naming `slot` in its `generation`th use (made by a loop).
    public init(slot: Int, generation: UInt32) { self.slot = slot; self.generation = generation }
}

/// The loop an application's own descriptors are watched on. The core module has no event loop: the
/// Linux runner's `EventLoop` is one, and the entry point sets it as ``Application/descriptorLoop``
/// before the app's launch, so `application(_:didFinishLaunchingWithOptions:)` can already watch its
/// serial port or socket. Apps use ``Application/watch(fileDescriptor:for:handler:)``, not this.
@MainActor public protocol DescriptorLoop: AnyObject {
    /// Starts calling `handler` with the events of `fileDescriptor` that `interest` asks for (hang-up
    /// and error are always reported). With `oneShot` the descriptor is disarmed after one report until
    /// ``modify(_:interest:oneShot:)`` arms it again.
    func register(fileDescriptor: Int32, interest: DescriptorEvents, oneShot: Bool,
                  handler: @escaping @MainActor (DescriptorEvents) -> Void) throws(DescriptorError) -> LoopRegistration
    /// Changes what `registration` waits for (and arms a one-shot registration again).
    func modify(_ registration: LoopRegistration, interest: DescriptorEvents, oneShot: Bool) throws(DescriptorError)
    /// Stops watching; a registration already removed is ignored. Its handler is never called again,
    /// not even for an event read in the same batch.
    func deregister(_ registration: LoopRegistration)
}
