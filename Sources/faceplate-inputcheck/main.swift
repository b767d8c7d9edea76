// faceplate-inputcheck: prints the InputRecords Faceplate produces for real input (libinput) or for an
// evemu recording (the replay), in the same format, so a real-kernel trace can be diffed with the replay.
//
//   faceplate-inputcheck [--board FILE | --size WxH [--rotation 0|90|180|270]] [--calibration a,b,c,d,e,f]
//                        [--device /dev/input/eventN ... | --seat NAME] [--until-up] [--timeout SECONDS] [--times]
//   faceplate-inputcheck --replay DESCRIPTION.evemu EVENTS.evemu [--remove-at-end] [mapping options] [--times]
//
// --until-up exits once a touch has ended (lifted or cancelled) and no touch is down; --remove-at-end
// unplugs the replayed device after the last event, as the guest test does to the real one.
//
// libinput mode prints "ready" (to stderr) once the devices are added, then one line per record.
import Faceplate
import FaceplateDrivers
import Glibc

func fail(_ message: String) -> Never {
    let line = "faceplate-inputcheck: \(message)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(2)
}

/// A progress line on stderr, apart from the trace on stdout.
func note(_ s: String) {
    let line = s + "\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
}

func say(_ text: String) {
    let line = text + "\n"
    _ = line.withCString { write(1, $0, strlen($0)) }
}

/// One record as a line: coordinates at full precision so traces compare exactly. `finger` is the
/// finger's number in the printout (see ``PrintingSink``).
func format(_ r: InputRecord, finger: Int, times: Bool) -> String {
    func t(_ v: Double) -> String { times ? " t=\(v)" : "" }
    switch r {
    case let .touchDown(_, p, time): return "down \(finger) \(p.x) \(p.y)" + t(time)
    case let .touchMotion(_, p, time): return "motion \(finger) \(p.x) \(p.y)" + t(time)
    case let .touchUp(_, time): return "up \(finger)" + t(time)
    case let .touchCancel(_, time): return "cancel \(finger)" + t(time)
    case let .frame(time): return "frame" + t(time)
    case let .key(code, pressed, time): return "key \(code) \(pressed ? "pressed" : "released")" + t(time)
    }
}

/// Prints records, numbering fingers 0, 1, 2, … (the lowest number free when a finger goes down)
/// rather than by their input slots, which carry the backend's device numbers (libinput numbers
/// devices in the order it adds them; the replay has one): so the two printouts compare.
final class PrintingSink: InputSink {
    let times: Bool
    var activeTouches = 0, sawUp = false
    private var fingers: [Int: Int] = [:]
    init(times: Bool) { self.times = times }
    func handle(_ record: InputRecord) {
        var finger = -1
        switch record {
        case let .touchDown(slot, _, _):
            finger = fingers[slot] ?? (0...).first { n in !fingers.values.contains(n) }!
            fingers[slot] = finger
            activeTouches += 1
        case let .touchMotion(slot, _, _): finger = fingers[slot] ?? -1
        case let .touchUp(slot, _), let .touchCancel(slot, _):
            finger = fingers.removeValue(forKey: slot) ?? -1
            activeTouches -= 1; sawUp = true
        default: break
        }
        say(format(record, finger: finger, times: times))
    }
}

var args = Array(CommandLine.arguments.dropFirst())
@MainActor func value(_ flag: String) -> String? {
    guard let i = args.firstIndex(of: flag) else { return nil }
    guard i + 1 < args.count else { fail("\(flag) needs a value") }
    let v = args[i + 1]
    args.removeSubrange(i...(i + 1))
    return v
}
@MainActor func flag(_ name: String) -> Bool {
    guard let i = args.firstIndex(of: name) else { return false }
    args.remove(at: i)
    return true
}

let times = flag("--times"), untilUp = flag("--until-up"), removeAtEnd = flag("--remove-at-end")
let timeout = Double(value("--timeout") ?? "30") ?? 30
var board: BoardProfile?
if let file = value("--board") {
    do { board = try BoardProfile(contentsOf: file) } catch { fail("\(error)") }
}
var mapping = board?.touchMapping ?? TouchMapping(display: DisplayTransform(panelWidth: 800, panelHeight: 480))
if let size = value("--size") {
    let parts = size.split(separator: "x").compactMap { Int($0) }
    guard parts.count == 2 else { fail("--size expects WIDTHxHEIGHT, got \(size)") }
    mapping.display = DisplayTransform(panelWidth: parts[0], panelHeight: parts[1], rotation: mapping.display.rotation)
}
if let r = value("--rotation") {
    guard let d = Int(r), let rot = Rotation(degrees: d) else { fail("--rotation expects 0, 90, 180 or 270, got \(r)") }
    mapping.display.rotation = rot
}
if let c = value("--calibration") {
    guard let m = CalibrationMatrix(c.split(separator: ",").compactMap { Double($0) }) else { fail("--calibration expects 6 numbers a,b,c,d,e,f") }
    mapping.calibration = m
}
var replayFiles: [String] = []
while let i = args.firstIndex(of: "--replay") {
    guard i + 2 < args.count else { fail("--replay needs DESCRIPTION EVENTS") }
    replayFiles = [args[i + 1], args[i + 2]]
    args.removeSubrange(i...(i + 2))
}
var devices: [String] = []
while let d = value("--device") { devices.append(d) }
let seatName = value("--seat") ?? "seat0"
if !args.isEmpty { fail("unknown arguments: \(args.joined(separator: " "))") }

let sink = PrintingSink(times: times)

if replayFiles.count == 2 {
    do {
        let description = try EvemuRecording(contentsOf: replayFiles[0])
        let events = try EvemuRecording(contentsOf: replayFiles[1])
        let replay = try EvemuReplay(device: description, mapping: mapping)
        replay.play(events.events, to: sink)
        replay.play(description.events, to: sink)  // a single file may carry both
        if removeAtEnd { replay.removeDevice(time: (events.events.last ?? description.events.last)?.time ?? 0, to: sink) }
    } catch { fail("\(error)") }
    exit(0)
}

let seat = SeatSession.openIfAvailable()
let source: LibinputSource
do {
    source = try LibinputSource(backend: devices.isEmpty ? .udev(seat: seatName) : .path(devices),
                                mapping: mapping, calibratedDevices: board?.touch?.devices ?? [], seat: seat)
} catch { fail("\(error)") }
for d in source.devices {
    note("device \(d.sysname) '\(d.name)' touch=\(d.isTouch) pointer=\(d.isPointer) keyboard=\(d.isKeyboard) calibration=\(d.calibration)")
}
note("ready")

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

let deadline = now() + timeout
var fds = [pollfd(fd: source.fd, events: Int16(POLLIN), revents: 0)]
if let seat { fds.append(pollfd(fd: seat.fd, events: Int16(POLLIN), revents: 0)) }
while now() < deadline {
    let left = Int32(max(1, min(100, (deadline - now()) * 1000)))
    _ = poll(&fds, nfds_t(fds.count), left)
    if fds.count > 1, fds[1].revents != 0 { seat?.dispatch() }
    source.dispatch(to: sink)
    if untilUp && sink.sawUp && sink.activeTouches == 0 { exit(0) }
}
if untilUp { fail("timed out after \(timeout) s without a complete touch") }
exit(0)
