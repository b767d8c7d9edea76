import Glibc
import CLinuxEvents
import Faceplate

/// The app's own descriptors on the panel's loop: the entry point sets the loop as the application's
/// ``Faceplate/Application/descriptorLoop``, and ``Faceplate/DescriptorSource`` registers through this.
extension EventLoop: DescriptorLoop {
    /// Watches `fileDescriptor` for `interest`; see ``Faceplate/DescriptorLoop``.
    public func register(fileDescriptor: Int32, interest: DescriptorEvents, oneShot: Bool,
                         handler: @escaping @MainActor (DescriptorEvents) -> Void) throws(DescriptorError) -> LoopRegistration {
        do {
            return try watch(fileDescriptor, events: EventLoop.epollEvents(interest, oneShot: oneShot)) { ready in
                handler(EventLoop.descriptorEvents(ready))
            }
        } catch {
            throw EventLoop.descriptorError(error, fileDescriptor: fileDescriptor, operation: "watching")
        }
    }

    /// Changes what `registration` waits for; see ``Faceplate/DescriptorLoop``.
    public func modify(_ registration: LoopRegistration, interest: DescriptorEvents, oneShot: Bool) throws(DescriptorError) {
        guard isRegistered(registration) else { throw .invalidated }
        do { try modify(registration, events: EventLoop.epollEvents(interest, oneShot: oneShot)) } catch {
            throw EventLoop.descriptorError(error, fileDescriptor: registeredDescriptor(registration) ?? -1, operation: "changing the interest")
        }
    }

    /// Stops watching; see ``Faceplate/DescriptorLoop``.
    public func deregister(_ registration: LoopRegistration) { remove(registration) }

    /// epoll's events for an interest. `EPOLLRDHUP` always: a socket whose peer shut down reports the
    /// hang-up, not an endless readable with nothing to read; `EPOLLPRI` with readable: sysfs
    /// attributes and some devices signal there.
    nonisolated static func epollEvents(_ interest: DescriptorEvents, oneShot: Bool) -> UInt32 {
        var e = EPOLLRDHUP.rawValue
        if interest.contains(.readable) { e |= EPOLLIN.rawValue | EPOLLPRI.rawValue }
        if interest.contains(.writable) { e |= EPOLLOUT.rawValue }
        if oneShot { e |= EPOLLONESHOT.rawValue }
        return e
    }

    /// What epoll reported, as an app sees it.
    nonisolated static func descriptorEvents(_ ready: UInt32) -> DescriptorEvents {
        var e: DescriptorEvents = []
        if ready & (EPOLLIN.rawValue | EPOLLPRI.rawValue) != 0 { e.insert(.readable) }
        if ready & EPOLLOUT.rawValue != 0 { e.insert(.writable) }
        if ready & (EPOLLHUP.rawValue | EPOLLRDHUP.rawValue) != 0 { e.insert(.hangUp) }
        if ready & EPOLLERR.rawValue != 0 { e.insert(.error) }
        return e
    }

    private nonisolated static func descriptorError(_ error: SystemError, fileDescriptor: Int32, operation: String) -> DescriptorError {
        let reason: String
        switch error.errno {
        case EPERM: reason = "it is a regular file or directory, which is always ready (read it; inotify says when it changes)"
        case EEXIST: reason = "it is watched already (invalidate the other source first)"
        case EBADF: reason = "it is not an open descriptor"
        default: reason = error.reason
        }
        return .system(operation: operation, fileDescriptor: fileDescriptor, reason: reason)
    }
}
