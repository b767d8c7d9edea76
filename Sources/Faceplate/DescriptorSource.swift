/// One of the app's own file descriptors watched on the panel's loop: a serial port, a socket, a
/// SocketCAN interface, a GPIO character device, an inotify descriptor. Made by
/// ``Application/watch(fileDescriptor:for:handler:)`` (readiness callbacks) or
/// ``Application/events(ofFileDescriptor:for:)`` (an `AsyncSequence`); it is the token that removes
/// the registration (``invalidate()``).
///
/// The handler runs on the panel's thread (the main actor) in the loop iteration the descriptor became
/// ready in, and the frame drawn after that iteration shows what it changed. Readiness is level
/// triggered: a handler that leaves data unread is called again in the next iteration. A hang-up or an
/// error is reported once, then the source is invalidated — the descriptor stays open (closing it is
/// the app's), and nothing spins on a dead descriptor.
///
/// The loop keeps a source while it is registered, as a run loop keeps a scheduled `Timer`: dropping
/// the last reference does not stop it; ``invalidate()`` does. Invalidate a source before closing its
/// descriptor: a closed descriptor's number is soon reused.
@MainActor public final class DescriptorSource {
    /// The descriptor watched.
    public let fileDescriptor: Int32
    /// What the source waits for (hang-up and error are always reported). Set it to follow a
    /// protocol's needs — `[.readable, .writable]` while output is queued, `.readable` once it has
    /// drained; ``setInterest(_:)`` is the form that reports a failure.
    public var interest: DescriptorEvents {
        get { currentInterest }
        set { try? setInterest(newValue) }
    }
    /// Whether the source still watches its descriptor.
    public var isValid: Bool { registration != nil }

    private var currentInterest: DescriptorEvents
    private var registration: LoopRegistration?
    private weak var loop: (any DescriptorLoop)?
    private var handler: (@MainActor (DescriptorEvents) -> Void)?
    private let isSequence: Bool
    // The sequence form: one waiting `next()`, or an event that came before anyone waited.
    private var waiter: CheckedContinuation<DescriptorEvents?, Never>?
    private var pending: DescriptorEvents?

    init(fileDescriptor: Int32, interest: DescriptorEvents, loop: any DescriptorLoop,
         handler: (@MainActor (DescriptorEvents) -> Void)?) throws(DescriptorError) {
        self.fileDescriptor = fileDescriptor
        self.currentInterest = interest
        self.loop = loop
        self.handler = handler
        isSequence = handler == nil
        // The sequence form is one-shot: the loop disarms the descriptor after each report until the
        // consumer asks for the next, so an unread descriptor cannot pile up events (or spin) while the
        // consumer's task waits its turn on the main actor.
        registration = try loop.register(fileDescriptor: fileDescriptor, interest: interest, oneShot: isSequence) { events in
            self.deliver(events)
        }
    }

    /// Changes what the source waits for; throws ``DescriptorError/invalidated`` after ``invalidate()``.
    public func setInterest(_ interest: DescriptorEvents) throws(DescriptorError) {
        guard let registration, let loop else { throw .invalidated }
        // The sequence form stays disarmed while nobody waits: `next()` arms it with the new interest.
        if !isSequence || waiter != nil { try loop.modify(registration, interest: interest, oneShot: isSequence) }
        currentInterest = interest
    }

    /// Stops watching the descriptor (it stays open). The handler is not called again; a waiting
    /// `for await` loop over ``Events`` ends. Calling it again does nothing.
    public func invalidate() {
        guard let registration else { return }
        self.registration = nil
        loop?.deregister(registration)
        handler = nil
        let w = waiter
        waiter = nil
        w?.resume(returning: nil)
    }

    private func deliver(_ events: DescriptorEvents) {
        guard registration != nil else { return }
        if let handler {
            handler(events)
        } else if let w = waiter {
            waiter = nil
            w.resume(returning: events)
        } else {
            pending = (pending ?? []).union(events)
        }
        if events.isFinal { finishAfterFinalEvent() }
    }

    /// A hang-up or error was reported: the registration ends, but a sequence still hands out the final
    /// events it has not delivered yet.
    private func finishAfterFinalEvent() {
        guard let registration else { return }
        self.registration = nil
        loop?.deregister(registration)
        handler = nil
    }

    fileprivate func nextEvents() async -> DescriptorEvents? {
        if let p = pending { pending = nil; return p }
        guard let registration, let loop, waiter == nil else { return nil }
        do { try loop.modify(registration, interest: currentInterest, oneShot: true) } catch { return nil }
        return await withCheckedContinuation { waiter = $0 }
    }

    /// The events of a source as an `AsyncSequence`: each element is what the descriptor became ready
    /// for; the sequence ends after a hang-up or error has been delivered, or when the source is
    /// invalidated. Iterate it from one task.
    public struct Events: AsyncSequence, Sendable {
        /// What the descriptor is ready for.
        public typealias Element = DescriptorEvents
        /// The source these events come from; invalidate it to end the sequence.
        public let source: DescriptorSource

        /// Waits for the source's next events.
        public struct AsyncIterator: AsyncIteratorProtocol {
            let source: DescriptorSource
            /// The next events, or nil once the source ended.
            public mutating func next() async -> DescriptorEvents? { await source.nextEvents() }
        }

        /// An iterator over the source's events.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(source: source) }
    }
}

extension Application {
    /// Watches one of the app's own descriptors on the panel's loop (Qt's `QSocketNotifier`): `handler`
    /// runs on the panel's thread whenever the descriptor is ready for what `interest` asks for, and
    /// once with ``DescriptorEvents/hangUp`` or ``DescriptorEvents/error`` when its other end goes away
    /// or it fails (the source is invalidated after that call). Keep the returned source: it is the
    /// token that stops the watch (``DescriptorSource/invalidate()``).
    ///
    /// ```swift
    /// let port = open("/dev/ttyUSB0", O_RDWR | O_NOCTTY | O_NONBLOCK)
    /// serial = try application.watch(fileDescriptor: port) { events in
    ///     if events.contains(.readable) { self.readFrames(from: port) }
    ///     if events.contains(.hangUp) { self.statusLabel.text = "adapter unplugged" }
    /// }
    /// ```
    ///
    /// Throws ``DescriptorError/noLoop`` under ``TestDriver`` (no loop runs there), and
    /// ``DescriptorError/system(operation:fileDescriptor:reason:)`` when the kernel refuses the
    /// descriptor (a regular file is always ready and cannot be watched: read it, and watch it with
    /// inotify for changes).
    public func watch(fileDescriptor: Int32, for interest: DescriptorEvents = .readable,
                      handler: @escaping @MainActor (DescriptorEvents) -> Void) throws(DescriptorError) -> DescriptorSource {
        guard let loop = descriptorLoop else { throw .noLoop }
        return try DescriptorSource(fileDescriptor: fileDescriptor, interest: interest, loop: loop, handler: handler)
    }

    /// Watches one of the app's descriptors as an `AsyncSequence` of readiness events, for a task that
    /// reads a device in a loop:
    ///
    /// ```swift
    /// let bus = try application.events(ofFileDescriptor: canSocket)
    /// Task { @MainActor in
    ///     for await events in bus where events.contains(.readable) { self.readFrames() }
    /// }
    /// ```
    ///
    /// The descriptor is armed only while the loop waits in `next()`, so a consumer that is slow to come
    /// back costs nothing. Invalidate ``DescriptorSource/Events/source`` to end the loop early.
    public func events(ofFileDescriptor fileDescriptor: Int32,
                       for interest: DescriptorEvents = .readable) throws(DescriptorError) -> DescriptorSource.Events {
        guard let loop = descriptorLoop else { throw .noLoop }
        return DescriptorSource.Events(source: try DescriptorSource(fileDescriptor: fileDescriptor, interest: interest, loop: loop, handler: nil))
    }
}
