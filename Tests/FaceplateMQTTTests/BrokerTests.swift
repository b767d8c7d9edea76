import FaceplateMQTT
import Glibc
import Testing

/// The panel's MQTT side against a real mosquitto broker on 127.0.0.1: a thermostat model bridged to
/// Home Assistant's topics, and an "observer" client standing in for Home Assistant.
@Suite(.serialized) struct BrokerTests {
    /// The panel and the observer, connected to one broker.
    final class Rig {
        let broker: TestBroker
        let model = ClimateModel(setpoint: 21, mode: .heat)
        let panelLog = LogLines()
        let panel: MQTTConnection
        let climate: HomeAssistantClimate
        let observer: MQTTConnection
        var received: [String: String] = [:]
        var interests: [MQTTSocketInterest] = []

        init() throws {
            broker = try TestBroker()
            try broker.start()
            let settings = MQTTSettings(host: "127.0.0.1", port: broker.port)
            // A long keep-alive: its ticks are 15 s apart, so a lost broker is noticed by reading the
            // socket's end, not by a tick.
            panel = try MQTTConnection(settings: settings, clientID: "panel", keepAlive: 60, log: panelLog.sink)
            climate = try HomeAssistantClimate(model: model, connection: panel, topics: try HomeAssistantTopics(nodeID: "test"),
                                               name: "Test thermostat", log: panelLog.sink)
            observer = try MQTTConnection(settings: settings, clientID: "observer", keepAlive: 5, log: { _ in })
            panel.onInterestChange = { [unowned self] in interests.append($0) }
            observer.onConnect = { [unowned self] in
                observer.subscribe(topic: "faceplate/#")
                observer.subscribe(topic: "homeassistant/#")
            }
            observer.onMessage = { [unowned self] topic, payload in
                received[topic] = String(decoding: payload, as: UTF8.self)
            }
            observer.start()
            panel.start()
            try #require(pump { model.isOnline && observer.state == .connected && received["faceplate/test/availability"] == "online" },
                         "the panel and the observer connect; log: \(panelLog.lines)")
        }

        func pump(timeout: Duration = .seconds(5), until condition: () -> Bool) -> Bool {
            FaceplateMQTTTests.pump([panel, observer], timeout: timeout, until: condition)
        }
    }

    @Test func connectingAnnouncesTheThermostatAndItsState() throws {
        let rig = try Rig()
        #expect(rig.pump { rig.received["faceplate/test/temperature/state"] == "21.0" && rig.received["faceplate/test/mode/state"] == "heat"
                           && rig.received["homeassistant/climate/test/config"] != nil })
        let config = try #require(rig.received["homeassistant/climate/test/config"])
        for key in ["\"temperature_command_topic\":\"faceplate/test/temperature/set\"", "\"availability_topic\":\"faceplate/test/availability\"",
                    "\"unique_id\":\"faceplate_test\"", "\"modes\":[\"off\",\"heat\",\"cool\",\"auto\"]"] {
            #expect(config.contains(key), "\(key) in \(config)")
        }
    }

    @Test func aSetpointChangePublishesTheNewSetpoint() throws {
        let rig = try Rig()
        rig.model.stepSetpoint(by: 1)
        #expect(rig.pump { rig.received["faceplate/test/temperature/state"] == "21.5" })
        rig.model.setMode(.cool)
        #expect(rig.pump { rig.received["faceplate/test/mode/state"] == "cool" })
        rig.model.setCurrentTemperature(19.26)
        #expect(rig.pump { rig.received["faceplate/test/current_temperature"] == "19.3" })
    }

    @Test func aPublishedCommandChangesTheModel() throws {
        let rig = try Rig()
        rig.observer.publish(topic: "faceplate/test/temperature/set", payload: "23.5", retain: false)
        #expect(rig.pump { rig.model.setpoint == 23.5 })
        rig.observer.publish(topic: "faceplate/test/mode/set", payload: "auto", retain: false)
        #expect(rig.pump { rig.model.mode == .auto })
        // The panel confirms what it took on the state topics.
        #expect(rig.pump { rig.received["faceplate/test/temperature/state"] == "23.5" && rig.received["faceplate/test/mode/state"] == "auto" })
    }

    @Test func stoppingTheBrokerMarksItOfflineAndARestartRecoversAndRepublishes() throws {
        let rig = try Rig()
        let socketBefore = rig.panel.interest.descriptor
        let clock = ContinuousClock()
        let stopped = clock.now
        rig.broker.stop()
        #expect(rig.pump(timeout: .seconds(2)) { !rig.model.isOnline }, "offline within 2 s")
        #expect(clock.now - stopped < .seconds(2))
        #expect(rig.panel.interest == .none && rig.interests.last == MQTTSocketInterest.none, "the loop is told to stop watching")
        // What the user sets while offline is published once the broker is back.
        rig.model.stepSetpoint(by: -2)
        #expect(rig.panel.publish(topic: "faceplate/test/temperature/state", payload: "x", retain: true) == false)
        // Attempts fail while the broker is away, without a busy loop (they are spaced by the backoff).
        #expect(!rig.pump(timeout: .milliseconds(600)) { rig.model.isOnline })
        #expect(rig.panelLog.count(containing: "cannot connect") <= 3, "\(rig.panelLog.lines)")
        rig.received = [:]
        try rig.broker.start()
        #expect(rig.pump(timeout: .seconds(10)) { rig.model.isOnline && rig.received["faceplate/test/temperature/state"] == "20.0"
                                                 && rig.received["homeassistant/climate/test/config"] != nil },
                "recovers without a restart of the client; log: \(rig.panelLog.lines)")
        #expect(rig.received["faceplate/test/availability"] == "online")
        #expect(rig.received["homeassistant/climate/test/config"] != nil)
        #expect(rig.interests.last?.descriptor ?? -1 >= 0, "the loop is told the new socket (was \(socketBefore))")
        // Commands are obeyed again: the subscriptions were renewed.
        rig.observer.publish(topic: "faceplate/test/temperature/set", payload: "22", retain: false)
        #expect(rig.pump { rig.model.setpoint == 22 })
    }

    @Test func theLastWillMarksAPanelOfflineWhenItVanishes() throws {
        let rig = try Rig()
        // A second panel that goes away without a clean disconnect (its handle is dropped, which closes
        // the socket with no DISCONNECT packet): the broker publishes the will its bridge set.
        let settings = MQTTSettings(host: "127.0.0.1", port: rig.broker.port)
        var other: MQTTConnection? = try MQTTConnection(settings: settings, clientID: "vanishing", log: { _ in })
        var bridge: HomeAssistantClimate? = try HomeAssistantClimate(model: ClimateModel(setpoint: 20), connection: other!,
                                                                     topics: try HomeAssistantTopics(nodeID: "vanishing"), name: "V", log: { _ in })
        other!.start()
        #expect(FaceplateMQTTTests.pump([rig.panel, rig.observer, other!], timeout: .seconds(5)) {
            rig.received["faceplate/vanishing/availability"] == "online"
        })
        #expect(bridge?.model.isOnline == true)
        bridge = nil
        other = nil
        #expect(rig.pump { rig.received["faceplate/vanishing/availability"] == "offline" })
    }

    @Test func stopDisconnectsCleanlyWithoutTheWill() throws {
        let rig = try Rig()
        var disconnects = 0
        rig.panel.onDisconnect = { disconnects += 1 }
        rig.panel.stop()
        #expect(rig.panel.state == .idle && rig.panel.interest == .none && rig.interests.last == MQTTSocketInterest.none && disconnects == 1)
        // A clean disconnect: the broker drops the will, so "online" stays; no reconnection follows.
        #expect(!rig.pump(timeout: .milliseconds(500)) { rig.received["faceplate/test/availability"] == "offline" || rig.panel.state != .idle })
    }

    @Test func aOneMegabyteMessageAndMalformedPayloadsAreLoggedAndIgnored() throws {
        let rig = try Rig()
        let huge = String(repeating: "9", count: 1 << 20)
        let bad = ["abc", "nan", "inf", "1e3", "99", "-500", "21.5.5", "\u{1B}[2J21", huge]
        for payload in bad {
            rig.observer.publish(topic: "faceplate/test/temperature/set", payload: payload, retain: false)
        }
        rig.observer.publish(topic: "faceplate/test/mode/set", payload: "warp\nspeed", retain: false)
        #expect(rig.pump(timeout: .seconds(10)) { rig.panelLog.count(containing: "ignored") == bad.count + 1 }, "\(rig.panelLog.lines)")
        #expect(rig.model.setpoint == 21 && rig.model.isSetpointStale && rig.model.mode == .heat && rig.model.isModeStale)
        #expect(rig.panelLog.count(containing: "ignored a 1048576-byte setpoint command") == 1)
        #expect(rig.panelLog.lines.allSatisfy { $0.utf8.count < 300 && !$0.contains("\n") && !$0.contains("\u{1B}") })
        #expect(rig.panelLog.count(containing: "\"warp\\nspeed\"") == 1, "the bad payload is echoed escaped")
        // The connection survived, and a good command clears the stale mark.
        rig.observer.publish(topic: "faceplate/test/temperature/set", payload: "24", retain: false)
        #expect(rig.pump { rig.model.setpoint == 24 && !rig.model.isSetpointStale })
    }

    @Test func anUnreachableBrokerIsLoggedAndRetriedWithBackoff() throws {
        let port = try TestBroker.freePort()
        let log = LogLines()
        let connection = try MQTTConnection(settings: MQTTSettings(host: "127.0.0.1", port: port), clientID: "lonely", log: log.sink)
        var interests = 0
        connection.onInterestChange = { _ in interests += 1 }
        connection.start()
        #expect(!FaceplateMQTTTests.pump([connection], timeout: .milliseconds(1200)) { connection.state == .connected })
        #expect(connection.state == .waitingToReconnect || connection.state == .connecting)
        // 0.25 + 0.5 s of backoff fit in 1.2 s: three or four attempts, logged at the 1st, 2nd and 4th.
        #expect((2...4).contains(connection.backoff.failures), "\(connection.backoff.failures) failures")
        #expect((1...3).contains(log.count(containing: "cannot connect to the MQTT broker at mqtt://127.0.0.1:\(port)")), "\(log.lines)")
    }
}
