import Testing
import CMallocCounter
import FaceplateAllocationTesting
import Faceplate
import Glibc

@MainActor @Suite struct FlightRecorderTests {
    /// A driver with a 44-point control in its window that counts its actions, and a recorder of `bytes`.
    func tapDriver(recorderBytes bytes: Int = 4096) -> (TestDriver, FlightRecorder, Counter) {
        let driver = TestDriver()
        let recorder = FlightRecorder(capacity: bytes)!
        driver.application.flightRecorder = recorder
        let control = Control(frame: Rect(0, 0, 100, 100))
        let counter = Counter()
        control.addTarget(counter, action: { (c: Counter) in c.count += 1 }, for: .touchUpInside)
        driver.window.addSubview(control)
        return (driver, recorder, counter)
    }

    final class Counter { var count = 0 }

    func tap(_ driver: TestDriver) {
        driver.clock.advance(by: 1)
        let app = driver.application
        app.handle(.touchDown(slot: 0, location: Point(x: 50.5, y: 50), time: driver.clock.now))
        app.handle(.frame(time: driver.clock.now))
        app.handle(.touchUp(slot: 0, time: driver.clock.now))
        app.handle(.frame(time: driver.clock.now))
    }

    @Test func recordsEveryInputRecordAsAnExactLine() {
        let (driver, recorder, counter) = tapDriver()
        tap(driver)
        #expect(counter.count == 1)
        let t = driver.clock.now
        let hex = { (v: Double) in String(v.bitPattern, radix: 16).leftPadded(to: 16) }
        #expect(recorder.text == """
            in down 0 \(hex(50.5)) \(hex(50)) \(hex(t))
            in frame \(hex(t))
            in up 0 \(hex(t))
            in frame \(hex(t))

            """)
        driver.application.handle(.key(code: 28, pressed: true, time: 2))
        driver.application.handle(.touchCancel(slot: -1, time: 3))
        driver.application.handle(.touchMotion(slot: 1 << 32, location: Point(x: -1, y: 0.5), time: 4))
        #expect(recorder.text.hasSuffix("""
            in key 28 1 \(hex(2))
            in cancel -1 \(hex(3))
            in move 4294967296 \(hex(-1)) \(hex(0.5)) \(hex(4))

            """))
    }

    @Test func keepsTraceLinesWhileTheTraceIsOnAndBatchesAroundRecordsReadTogether() {
        let (driver, recorder, _) = tapDriver()
        driver.application.trace.sink = { _ in }
        driver.application.trace.isEnabled = true
        driver.application.trace.includesTimestamps = false
        tap(driver)
        let traced = recorder.text.split(separator: "\n").filter { $0.hasPrefix("trace ") }
        #expect(traced.first == "trace frame #1 began (50.5, 50)")
        #expect(traced.contains { $0.hasPrefix("trace control Control touchUpInside") })
        recorder.clear()
        driver.application.trace.isEnabled = false
        driver.application.handleInputBatch {}                      // nothing read: no batch lines
        driver.application.handleInputBatch {
            driver.application.handle(.touchDown(slot: 0, location: Point(x: 1, y: 1), time: 9))
            driver.application.handle(.frame(time: 9))
        }
        let lines = recorder.text.split(separator: "\n")
        #expect(lines.count == 4 && lines.first == "batch begin" && lines.last == "batch end")
    }

    @Test func refusesASizeOutsideItsRange() {
        #expect(FlightRecorder(capacity: 0) == nil)
        #expect(FlightRecorder(capacity: FlightRecorder.minimumCapacity - 1) == nil)
        #expect(FlightRecorder(capacity: FlightRecorder.maximumCapacity + 1) == nil)
        #expect(FlightRecorder(capacity: Int.max) == nil)
    }

    /// Every line of the stream below, in order, as the recorder writes them.
    func streamLine(_ i: Int) -> (record: InputRecord?, trace: String?) {
        let t = 1000 + Double(i) / 64
        switch i % 4 {
        case 0: return (.touchDown(slot: i % 10, location: Point(x: Double(i % 800) + 0.25, y: Double(i % 480)), time: t), nil)
        case 1: return (.frame(time: t), nil)
        case 2: return (nil, "frame #\(i) began (\(i % 800), \(i % 480))" + String(repeating: "+", count: i % 37))
        default: return (.touchUp(slot: i % 10, time: t), nil)
        }
    }

    @Test func keepsExactlyTheNewestWholeLinesThatFitAcrossTheWrap() throws {
        let recorder = FlightRecorder(capacity: FlightRecorder.minimumCapacity)!
        var lines: [String] = []
        for i in 0..<1000 {                                     // the ring's start goes round many times
            let line = streamLine(i)
            if let r = line.record {
                recorder.record(r)
                let probe = FlightRecorder(capacity: FlightRecorder.minimumCapacity)!
                probe.record(r)
                lines.append(probe.text)
            } else if let text = line.trace {
                recorder.recordTrace(text)
                lines.append("trace " + text + "\n")
            }
            // What must be there: the longest run of newest lines that fits, oldest first, byte for byte.
            var kept = 0, bytes = 0
            while kept < lines.count, bytes + lines[lines.count - 1 - kept].utf8.count <= recorder.capacity {
                bytes += lines[lines.count - 1 - kept].utf8.count
                kept += 1
            }
            if i % 97 == 0 || i == 999 {
                #expect(recorder.text == lines.suffix(kept).joined(), "after line \(i)")
                #expect(recorder.droppedLines == lines.count - kept && recorder.byteCount == bytes)
            }
        }
        // What a save writes (two write(2) calls when the lines wrap round the ring's end) is the same text.
        let file = try #require(tmpfile())
        defer { fclose(file) }
        #expect(recorder.writeLines(to: fileno(file)))
        #expect(lseek(fileno(file), 0, SEEK_SET) == 0)
        var written: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let n = Glibc.read(fileno(file), &buffer, buffer.count), n > 0 { written += buffer[0..<n] }
        #expect(String(decoding: written, as: UTF8.self) == recorder.text)
    }

    @Test func recordingTouchesAndTraceLinesAllocatesNothingAcrossTheWrap() {
        let (driver, recorder, counter) = tapDriver(recorderBytes: FlightRecorder.minimumCapacity)
        let app = driver.application
        // The trace lines the event trace would hand over, made before counting (the trace builds its own
        // strings; what is measured is the recorder keeping them).
        let traceLines = (0..<8).map { "control Control touchUpInside #\($0)" + String(repeating: ".", count: $0 * 9) }
        func touches(_ n: Int) {
            for i in 0..<n {
                driver.clock.advance(by: 0.05)
                let t = driver.clock.now
                app.handleInputBatch {                          // a batch as the panel reads one
                    app.handle(.touchDown(slot: 0, location: Point(x: 50.5, y: 50), time: t))
                    app.handle(.frame(time: t))
                }
                recorder.recordTrace(traceLines[i % traceLines.count])
                app.handle(.touchMotion(slot: 0, location: Point(x: 51, y: 50), time: t))
                app.handle(.frame(time: t))
                app.handle(.touchUp(slot: 0, time: t))
                app.handle(.frame(time: t))
                recorder.recordTrace(traceLines[(i + 3) % traceLines.count])
            }
        }
        touches(40)                                             // warm: the ring is full and dropping
        let dropped = recorder.droppedLines
        faceplate_malloc_count_start()
        touches(200)                                            // wraps the ring many times
        let allocations = faceplate_malloc_count_stop()
        #expect(counter.count == 240)
        #expect(recorder.droppedLines > dropped + 1000)
        #expect(recorder.text.contains("trace control Control touchUpInside #") && recorder.text.contains("batch end\n"))
        expectNoAllocations(allocations, "touches and trace lines recorded into the flight recorder")
    }

    @Test func savesToNumberedFilesAtomicallyKeepingTheNewest() throws {
        let dir = "/tmp/faceplate-flight-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { _ = system("rm -rf '\(dir)'") }
        let (driver, recorder, _) = tapDriver()
        #expect(throws: FlightRecordingError.self) { try driver.application.saveFlightRecording() }   // no store yet
        let store = try FlightRecordingStore(directory: dir + "/flight", app: "my app",
                                             fields: [("version", "2.0"), ("board", "test\nboard")], fileLimit: 2)
        recorder.store = store
        tap(driver)
        var paths: [String] = []
        for i in 0..<3 { paths.append(try driver.application.saveFlightRecording(reason: "test \(i)")) }
        #expect(paths == (1...3).map { "\(dir)/flight/my_app-00000\($0).flight" })
        #expect(access(paths[0], F_OK) != 0)                    // only the newest two are kept
        let text = try #require(read(paths[2]))
        #expect(text.hasPrefix("faceplate-flight-recording 1\napp my app\nversion 2.0\nboard test?board\nreason test 2\nin down 0 "))
        #expect(text.hasSuffix(recorder.text))
        #expect(!(listing(dir + "/flight").contains { $0.hasSuffix(".tmp") }))
        // A new store over the same directory goes on numbering, and keeps to its own limit.
        let again = try FlightRecordingStore(directory: dir + "/flight", app: "my app", fields: [], fileLimit: 1)
        #expect(again.nextPath == "\(dir)/flight/my_app-000004.flight")
        #expect(listing(dir + "/flight") == [])
        #expect(throws: FlightRecordingError.self) {
            try FlightRecordingStore(directory: dir, app: "a", fields: [], fileLimit: 0)
        }
        #expect(throws: FlightRecordingError.self) {
            try FlightRecordingStore(directory: "relative", app: "a", fields: [], fileLimit: 1)
        }
    }

    @Test func aFailedWriteLeavesNeitherTheRecordingNorItsTemporaryFile() throws {
        let dir = "/tmp/faceplate-flight-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { _ = system("rm -rf '\(dir)'") }
        let (driver, recorder, _) = tapDriver()
        let store = try FlightRecordingStore(directory: dir, app: "app", fields: [], fileLimit: 3)
        recorder.store = store
        tap(driver)
        let first = try driver.application.saveFlightRecording(reason: "kept")
        // The next save's temporary name leads to a device that takes no bytes: every write fails as on a
        // full disk. The file must appear whole or not at all, so neither name may be left behind, and the
        // recording before it stays as it was.
        let temporary = dir + "/.app-000002.flight.tmp"
        #expect(symlink("/dev/full", temporary) == 0)
        #expect(throws: FlightRecordingError.self) { try driver.application.saveFlightRecording(reason: "lost") }
        #expect(access(dir + "/app-000002.flight", F_OK) != 0)
        #expect(listing(dir) == ["app-000001.flight"])
        #expect(read(first)?.contains("reason kept\n") == true)
        // The next save, with room again, takes the number the failed one did not use.
        #expect(try driver.application.saveFlightRecording(reason: "again") == dir + "/app-000002.flight")
    }

    private func read(_ path: String) -> String? {
        guard let f = fopen(path, "r") else { return nil }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            if n == 0 { break }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func listing(_ dir: String) -> [String] {
        guard let d = opendir(dir) else { return [] }
        defer { closedir(d) }
        var names: [String] = []
        while let e = readdir(d) {
            let name = withUnsafeBytes(of: e.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
