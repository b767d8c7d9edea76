import FaceplateLinux
import FaceplateMQTT

/// Home Assistant over MQTT on the panel's own loop: the connection's socket is watched with
/// ``Application/watch(fileDescriptor:for:handler:)`` — readable always, writable while libmosquitto
/// has output queued — and its timed work (keep-alive pings, reconnection after the backoff) runs on a
/// one-shot ``PanelTimer`` set for the connection's next tick. Nothing polls: with the broker quiet,
/// the panel wakes only for the keep-alive.
@MainActor final class BrokerLink {
    let connection: MQTTConnection
    let bridge: HomeAssistantClimate
    private unowned let application: Application
    private var source: DescriptorSource?
    private var tick: PanelTimer?

    /// Reads the settings file (refused unless it is the app user's own and mode 0600 or 0400) and
    /// prepares the connection; ``start()`` connects.
    init(settingsFile: String, nodeID: String, name: String, climate: ClimateModel, application: Application) throws {
        let settings = try MQTTSettings(contentsOfFile: settingsFile)
        connection = try MQTTConnection(settings: settings, clientID: nodeID)
        bridge = try HomeAssistantClimate(model: climate, connection: connection, topics: try HomeAssistantTopics(nodeID: nodeID),
                                          name: name)
        self.application = application
        connection.onInterestChange = { [unowned self] interest in watch(interest) }
    }

    /// Starts connecting; from here on the connection comes back by itself whenever the broker does.
    func start() {
        connection.start()
        scheduleTick()
    }

    /// Tells Home Assistant the panel is going (availability `offline`) and disconnects cleanly.
    func stop() {
        connection.publish(topic: bridge.topics.availability, payload: "offline", retain: true)
        connection.stop()
        tick?.invalidate()
        source?.invalidate()
    }

    /// Follows the connection's socket: a new one is watched afresh (each attempt has its own, and a
    /// closed one's number comes back with the next), the same one gets its new interest.
    private func watch(_ interest: MQTTSocketInterest) {
        let events: DescriptorEvents = interest.wantsWrite ? [.readable, .writable] : .readable
        if let source, source.isValid, source.fileDescriptor == interest.descriptor {
            source.interest = events
            return
        }
        source?.invalidate()
        source = nil
        guard interest.descriptor >= 0 else { return }
        do {
            source = try application.watch(fileDescriptor: interest.descriptor, for: events) { [unowned self] ready in
                handle(ready)
            }
        } catch {
            MQTTLog.standardError("cannot watch the MQTT socket: \(error)")
        }
    }

    private func handle(_ ready: DescriptorEvents) {
        if ready.contains(.writable) { connection.handleWritable() }
        // A hang-up or error is read too: libmosquitto reads the end of the stream and reports the loss.
        if !ready.isDisjoint(with: [.readable, .hangUp, .error]) { connection.handleReadable() }
        if ready.isFinal { source = nil }
        scheduleTick()
    }

    /// One timer, always for the connection's next tick (which every call into it may move).
    private func scheduleTick() {
        tick?.invalidate()
        tick = nil
        guard connection.state != .idle else { return }
        let (seconds, attoseconds) = (connection.nextTick - .now).components
        let wait = max(0, Double(seconds) + Double(attoseconds) * 1e-18)
        do {
            tick = try PanelTimer.scheduledTimer(withTimeInterval: wait, repeats: false, on: application) { [unowned self] _ in
                connection.handleTick()
                scheduleTick()
            }
        } catch {
            MQTTLog.standardError("cannot schedule the MQTT connection's timer: \(error)")
        }
    }
}
