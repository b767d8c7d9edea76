import CMosquitto
import FaceplateArguments
import Glibc

/// One MQTT client connection (one libmosquitto handle), driven by the app's event loop rather than by
/// a thread of libmosquitto's own.
///
/// The loop watches ``interest`` — the socket, for writing too while output is queued — and calls
/// ``handleReadable()`` and ``handleWritable()`` when it is ready, and ``handleTick(now:)`` at
/// ``nextTick`` (keep-alive pings, connection timeouts, reconnection). Nothing busy-waits: between those
/// calls the connection needs no CPU. Every callback (``onConnect``, ``onDisconnect``, ``onMessage``,
/// ``onInterestChange``) runs inside one of these calls, so on the thread that pumps the connection.
///
/// When the broker goes away the connection reports it once (``onDisconnect``) and tries again after a
/// doubling wait (``MQTTBackoff``), each attempt on a new socket: ``onInterestChange`` tells the loop to
/// watch the new descriptor.
///
///     let connection = try MQTTConnection(settings: settings, clientID: "panel-1")
///     connection.onInterestChange = { interest in loop.rewatch(interest) }
///     connection.start()
public final class MQTTConnection {
    /// Where the connection is in its life.
    public enum State: Equatable, Sendable {
        /// Not started, or stopped.
        case idle
        /// A socket is open and the broker has not answered yet.
        case connecting
        /// The broker accepted the connection.
        case connected
        /// Waiting to try again (after a failure or a lost connection).
        case waitingToReconnect
    }

    /// The settings the connection uses (never logged with the password).
    public let settings: MQTTSettings
    /// Seconds between keep-alive pings the broker expects; a connection silent for 1.5 times this is
    /// dropped by the broker, and one whose broker does not answer a ping is dropped here.
    public let keepAlive: Int32
    /// How long a connection attempt may wait for the broker's answer before it is abandoned.
    public var connectTimeout: Duration = .seconds(5)
    /// The waits between connection attempts.
    public var backoff = MQTTBackoff()

    /// Called when the broker accepts a connection (the first and every reconnection): subscribe and
    /// publish the current state here, the broker forgets a client's subscriptions when it goes.
    public var onConnect: (() -> Void)?
    /// Called once when an established connection is lost (not for attempts that never connected).
    public var onDisconnect: (() -> Void)?
    /// Called for every message on a subscribed topic: the topic and the payload, as libmosquitto holds
    /// them for the duration of the call (copy what is kept).
    public var onMessage: ((_ topic: String, _ payload: UnsafeRawBufferPointer) -> Void)?
    /// Called when ``interest`` changes: a new socket, none, or a change in write interest.
    public var onInterestChange: ((MQTTSocketInterest) -> Void)?

    /// Where the connection is.
    public private(set) var state = State.idle
    /// When ``handleTick(now:)`` is due next.
    public private(set) var nextTick: ContinuousClock.Instant

    private let handle: OpaquePointer
    private let log: MQTTLogSink
    private var reported = MQTTSocketInterest.none
    private var attemptDeadline: ContinuousClock.Instant
    private var attemptFailuresLogged = 0

    /// A connection to the broker of `settings` as `clientID`, not started yet (see ``start(now:)``).
    ///
    /// Throws when libmosquitto cannot take the settings (an unreadable CA file, an over-long client ID).
    public init(settings: MQTTSettings, clientID: String, keepAlive: Int32 = 10,
                log: @escaping MQTTLogSink = MQTTLog.standardError) throws(MQTTError) {
        guard mosquittoLibraryReady else { throw MQTTError("libmosquitto failed to initialise") }
        guard (1...23).contains(clientID.utf8.count),
              clientID.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || $0 == 0x2D || $0 == 0x5F }) else {
            throw MQTTError("MQTT client ID \"\(Echo.escaped(clientID, limit: 32))\" must be 1-23 letters, digits, - or _ (every broker takes those)")
        }
        guard (5...3600).contains(keepAlive) else { throw MQTTError("MQTT keep-alive \(keepAlive) s is outside 5-3600 s") }
        guard let handle = mosquitto_new(clientID, true, nil) else {
            throw MQTTError("libmosquitto could not make a client: \(String(cString: strerror(errno)))")
        }
        self.handle = handle
        self.settings = settings
        self.keepAlive = keepAlive
        self.log = log
        let now = ContinuousClock.now
        nextTick = now
        attemptDeadline = now
        mosquitto_user_data_set(handle, Unmanaged.passUnretained(self).toOpaque())
        mosquitto_connect_callback_set(handle) { _, context, code in
            guard let context else { return }
            Unmanaged<MQTTConnection>.fromOpaque(context).takeUnretainedValue().connected(code: code)
        }
        mosquitto_message_callback_set(handle) { _, context, message in
            guard let context, let message else { return }
            Unmanaged<MQTTConnection>.fromOpaque(context).takeUnretainedValue().received(message.pointee)
        }
        if let username = settings.username {
            let code = mosquitto_username_pw_set(handle, username, settings.password)
            guard code == MOSQ_ERR_SUCCESS.rawValue else {
                mosquitto_destroy(handle)
                throw MQTTError("libmosquitto refused the MQTT user name: \(mosquittoErrorText(code))")
            }
        }
        if let caFile = settings.certificateAuthorityFile {
            let code = mosquitto_tls_set(handle, caFile, nil, nil, nil, nil)
            guard code == MOSQ_ERR_SUCCESS.rawValue else {
                mosquitto_destroy(handle)
                throw MQTTError("cannot use the CA file \(Echo.escaped(caFile, limit: Echo.pathLimit)) for MQTT over TLS: \(mosquittoErrorText(code))")
            }
        }
    }

    deinit {
        mosquitto_destroy(handle)
    }

    /// The socket to watch and whether to watch it for writing: none while idle or waiting to reconnect
    /// (a socket left from an abandoned attempt is not watched; the next attempt closes it).
    public var interest: MQTTSocketInterest {
        guard state == .connecting || state == .connected else { return .none }
        let descriptor = mosquitto_socket(handle)
        return MQTTSocketInterest(descriptor: descriptor, wantsWrite: descriptor >= 0 && mosquitto_want_write(handle))
    }

    /// Sets the message the broker publishes for this client when it loses it without a clean
    /// disconnect (the "last will"): how others learn the panel went away. Set it before ``start(now:)``.
    public func setWill(topic: String, payload: String, retain: Bool) throws(MQTTError) {
        let bytes = Array(payload.utf8)
        let code = mosquitto_will_set(handle, topic, Int32(bytes.count), bytes, 1, retain)
        guard code == MOSQ_ERR_SUCCESS.rawValue else {
            throw MQTTError("libmosquitto refused the last will on \(Echo.escaped(topic)): \(mosquittoErrorText(code))")
        }
    }

    /// Starts connecting (without waiting for the broker); from here on the connection keeps trying
    /// until ``stop()``.
    public func start(now: ContinuousClock.Instant = .now) {
        guard state == .idle else { return }
        backoff.reset()
        attempt(now: now)
    }

    /// Disconnects cleanly (the broker does not publish the last will) and stops trying.
    public func stop() {
        guard state != .idle else { return }
        let wasConnected = state == .connected
        state = .idle
        if wasConnected {
            _ = mosquitto_disconnect(handle)
            // The DISCONNECT packet is written here, not by a loop that is told to stop watching. The
            // socket itself closes with the next start or the connection's end.
            _ = mosquitto_loop_write(handle, 1)
        }
        reportInterest()
        if wasConnected { onDisconnect?() }
    }

    /// Publishes `payload` on `topic` (QoS 1: the broker acknowledges it). Returns false when there is
    /// no connection: the caller publishes its state again from ``onConnect``.
    @discardableResult
    public func publish(topic: String, payload: String, retain: Bool) -> Bool {
        guard state == .connected else { return false }
        let bytes = Array(payload.utf8)
        let code = mosquitto_publish(handle, nil, topic, Int32(bytes.count), bytes, 1, retain)
        reportInterest()
        if code != MOSQ_ERR_SUCCESS.rawValue {
            log("cannot publish on \(Echo.escaped(topic)): \(mosquittoErrorText(code))")
            return false
        }
        return true
    }

    /// Subscribes to `topic` (QoS 1). Returns false when there is no connection.
    @discardableResult
    public func subscribe(topic: String) -> Bool {
        guard state == .connected else { return false }
        let code = mosquitto_subscribe(handle, nil, topic, 1)
        reportInterest()
        if code != MOSQ_ERR_SUCCESS.rawValue {
            log("cannot subscribe to \(Echo.escaped(topic)): \(mosquittoErrorText(code))")
            return false
        }
        return true
    }

    /// Reads what the socket has (call when it is readable): CONNACK, messages, acknowledgements, or the
    /// end of the connection.
    public func handleReadable() {
        guard state == .connecting || state == .connected else { return }
        _ = mosquitto_loop_read(handle, 1)
        checkSocket(now: .now)
    }

    /// Writes queued output (call when the socket is writable and ``interest`` wants it).
    public func handleWritable() {
        guard state == .connecting || state == .connected else { return }
        _ = mosquitto_loop_write(handle, 1)
        checkSocket(now: .now)
    }

    /// The timed work: keep-alive pings, abandoning an attempt the broker does not answer, and the next
    /// attempt once the backoff has passed. Call at ``nextTick`` (early or late calls are harmless).
    public func handleTick(now: ContinuousClock.Instant = .now) {
        switch state {
        case .idle:
            return
        case .waitingToReconnect:
            if now >= nextTick { attempt(now: now) }
        case .connecting:
            if now >= attemptDeadline {
                failed("no answer from the MQTT broker at \(settings) within \(connectTimeout)", now: now)
            } else {
                _ = mosquitto_loop_misc(handle)
                checkSocket(now: now)
                if state == .connecting { nextTick = attemptDeadline }
            }
        case .connected:
            _ = mosquitto_loop_misc(handle)
            checkSocket(now: now)
            // A ping is due every keep-alive period; a quarter of it notices a missing answer in time.
            if state == .connected { nextTick = now + .seconds(max(1, Int(keepAlive) / 4)) }
        }
    }

    // MARK: - Internals

    private func attempt(now: ContinuousClock.Instant) {
        state = .connecting
        attemptDeadline = now + connectTimeout
        nextTick = attemptDeadline
        // A non-blocking connect: the TCP handshake and CONNECT finish as the socket becomes writable.
        // A host name is resolved here, blocking (see MQTTSettings.host).
        let code = mosquitto_connect_async(handle, settings.host, Int32(settings.port), keepAlive)
        if code != MOSQ_ERR_SUCCESS.rawValue {
            failed("cannot connect to the MQTT broker at \(settings): \(mosquittoErrorText(code))", now: now)
            return
        }
        reportInterest()
    }

    private func connected(code: Int32) {
        guard state == .connecting else { return }
        guard code == 0 else {
            failed("the MQTT broker at \(settings) refused the connection: \(String(cString: mosquitto_connack_string(code)))",
                   now: .now)
            return
        }
        state = .connected
        backoff.reset()
        attemptFailuresLogged = 0
        nextTick = ContinuousClock.now + .seconds(max(1, Int(keepAlive) / 4))
        log("connected to the MQTT broker at \(settings)")
        onConnect?()
        reportInterest()
    }

    /// Notices a socket libmosquitto closed (end of stream, an error, a missed ping) and reports it.
    private func checkSocket(now: ContinuousClock.Instant) {
        if (state == .connecting || state == .connected) && mosquitto_socket(handle) < 0 {
            failed(state == .connected ? "lost the connection to the MQTT broker at \(settings)"
                                       : "cannot connect to the MQTT broker at \(settings): connection closed",
                   now: now)
        } else {
            reportInterest()
        }
    }

    private func failed(_ message: String, now: ContinuousClock.Instant) {
        let wasConnected = state == .connected
        state = .waitingToReconnect
        let delay = backoff.nextDelay()
        nextTick = now + delay
        // One line for the first failure and then at doubling intervals: an unreachable broker is
        // reported without filling the log.
        let failures = backoff.failures
        if wasConnected || failures & (failures - 1) == 0 {
            log("\(message); trying again in \(delay) (attempt \(failures))")
        }
        reportInterest()
        if wasConnected { onDisconnect?() }
    }

    private func received(_ message: mosquitto_message) {
        guard let topic = message.topic else { return }
        let length = Int(max(message.payloadlen, 0))
        let payload = UnsafeRawBufferPointer(start: length > 0 ? message.payload : nil, count: length)
        onMessage?(String(cString: topic), payload)
    }

    private func reportInterest() {
        let now = interest
        guard now != reported else { return }
        reported = now
        onInterestChange?(now)
    }
}
