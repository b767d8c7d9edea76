import FaceplateMQTT
import Glibc
import Testing

/// The room sensor against a fake sysfs directory: hwmon and IIO files, and sensors that fail.
@Suite struct RoomTemperatureSensorTests {
    @Test func readsHwmonAndIIOFiles() throws {
        let sysfs = TemporaryDirectory()
        let hwmon = try RoomTemperatureSensor(path: sysfs.file("temp1_input", "21375\n"), log: { _ in })
        #expect(hwmon.kind == .hwmon && hwmon.read() == 21.375)
        let processed = try RoomTemperatureSensor(path: sysfs.file("in_temp_input", "-1500\n"), log: { _ in })
        #expect(processed.kind == .iioProcessed && processed.read() == -1.5)
        // A raw channel with its own scale and the type's shared offset: (raw + offset) × scale millidegrees.
        try sysfs.file("in_temp0_scale", "0.125\n")
        try sysfs.file("in_temp_offset", "-100\n")
        let raw = try RoomTemperatureSensor(path: sysfs.file("in_temp0_raw", "180100\n"), log: { _ in })
        #expect(raw.kind == .iioRaw && raw.read() == 22.5)
        #expect(throws: MQTTError.self) { try RoomTemperatureSensor(path: sysfs.path + "/name", log: { _ in }) }
        #expect(throws: MQTTError.self) { try RoomTemperatureSensor(path: sysfs.path + "/tempX_input", log: { _ in }) }
    }

    @Test func aVanishedOrGarbledFileKeepsTheLastGoodValueMarkedStaleWithOneLogLine() throws {
        let sysfs = TemporaryDirectory()
        let log = LogLines()
        let path = try sysfs.file("temp2_input", "20500\n")
        let sensor = try RoomTemperatureSensor(path: path, log: log.sink)
        let model = ClimateModel(setpoint: 21)
        sensor.update(model)
        #expect(model.currentTemperature == 20.5 && !model.isCurrentTemperatureStale)
        unlink(path)
        sensor.update(model)
        sensor.update(model)
        #expect(model.currentTemperature == 20.5 && model.isCurrentTemperatureStale && sensor.isStale && sensor.temperature == 20.5)
        #expect(log.lines.count == 1, "one line however often it is polled: \(log.lines)")
        #expect(log.lines.first?.contains("cannot open temperature sensor \(path): No such file or directory; keeping the last good value 20.5 °C, marked stale") == true,
                "\(log.lines)")
        for garbage in ["hot\u{1B}[2J\n", "", "21.5\n", "999999999\n", "-", String(repeating: "1", count: 100)] {
            try sysfs.file("temp2_input", garbage)
            #expect(sensor.read() == nil, "\(garbage)")
            #expect(sensor.temperature == 20.5 && sensor.isStale)
        }
        #expect(log.lines.allSatisfy { !$0.contains("\u{1B}") && !$0.contains("\n") && $0.utf8.count < 400 })
        #expect(log.count(containing: "holds \"hot\\u{1B}[2J\", not an integer") == 1, "\(log.lines)")
        #expect(log.count(containing: "reads 999999.999 °C, outside") == 1, "\(log.lines)")
        try sysfs.file("temp2_input", "19000\n")
        sensor.update(model)
        #expect(model.currentTemperature == 19 && !model.isCurrentTemperatureStale)
        #expect(log.lines.last?.hasSuffix("reads again") == true)
    }
}
