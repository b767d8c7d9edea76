import CJSON
import Faceplate
import FaceplateEcho
import Glibc

/// A wrong board profile: which file, which key, what was expected and what was there.
public struct BoardProfileError: Error, Equatable, CustomStringConvertible {
    /// The file as it was named to the loader.
    public var file: String
    /// The dotted key path (`display.rotation`), or nil for a file-level problem.
    public var key: String?
    /// What is wrong (values from the file already quoted through ``Echo``).
    public var message: String

    /// Creates an error.
    public init(file: String, key: String?, message: String) { self.file = file; self.key = key; self.message = message }

    /// `file: key: message`, e.g. `boards/pi-7inch.json: display.rotation: expected one of 0, 90, 180, 270, got 45`.
    /// The file name and the key (which may come from the file) are escaped like any echoed value.
    public var description: String {
        let name = Echo.escaped(file, limit: Echo.pathLimit)
        return key.map { "\(name): \(Echo.escaped($0)): \(message)" } ?? "\(name): \(message)"
    }
}

/// What Faceplate needs to know about one kind of board: its display, its touchscreen, its backlight.
///
/// Loaded from `boards/*.json` (json-c), so supporting a new panel is a data change. Strict: an unknown
/// key, a wrong type or an out-of-range value is an error naming the file and key, because a typo in a
/// kiosk's profile should stop it at start-up rather than show a sideways UI.
///
/// ```json
/// { "name": "…",
///   "display": { "connector": ["DSI-1"], "mode": "800x480", "pixelFormat": "xrgb8888", "rotation": 0,
///                "fbdev": "/dev/fb0" },
///   "touch": { "device": ["raspberrypi-ts"], "calibration": [1, 0, 0, 0, 1, 0] },
///   "backlight": "/sys/class/backlight/10-0045", "idleDimSeconds": 240, "dimLevel": 0.3,
///   "idleBlankSeconds": 300, "backends": ["drm", "fbdev"],
///   "temperatureSensor": "/sys/class/hwmon/hwmon2/temp1_input",
///   "textSize": "accessibilityLarge", "highContrast": true,
///   "screenReader": true, "speechDevice": "plughw:1,0",
///   "flightRecorder": { "bytes": 1048576, "files": 5, "directory": "/var/lib/thermostat/flight-recorder" } }
/// ```
/// `connector` and `device` take one pattern or a list (`*` and `?` wildcards); for an fbdev panel the
/// connector patterns match the framebuffer's driver name (`/sys/class/graphics/fbN/name`).
public struct BoardProfile: Sendable, Equatable {
    /// The largest profile file read: profiles are a few hundred bytes, so a larger file is not one.
    public static let maximumFileSize = 1 << 20
    /// The largest magnitude of a calibration coefficient. Real matrices scale and shift by about one
    /// sensor width; the bound keeps libinput's single-precision arithmetic finite.
    public static let maximumCalibrationMagnitude = 100.0

    /// The panel and how it is driven.
    public struct Display: Sendable, Equatable {
        /// Patterns for the DRM connector (or fbdev driver) name.
        public var connectors: [String]
        /// The mode in scanout orientation, in pixels.
        public var width: Int, height: Int
        /// The scanout format (`rgb565` halves the bandwidth on SPI panels).
        public var pixelFormat: PixelFormat
        /// How the UI is turned onto the panel; touch follows it.
        public var rotation: Rotation
        /// The framebuffer device for the fbdev backend, if the board names one.
        public var fbdev: String?
        /// The logical↔panel mapping for this display.
        public var transform: DisplayTransform { DisplayTransform(panelWidth: width, panelHeight: height, rotation: rotation) }
    }

    /// The touchscreen on the panel.
    public struct Touch: Sendable, Equatable {
        /// Patterns for the input device name.
        public var devices: [String]
        /// The sensor's calibration against the panel.
        public var calibration: CalibrationMatrix
    }

    /// A display backend, in the order a board prefers them.
    public enum Backend: String, Sendable, CaseIterable {
        /// DRM/KMS dumb buffers (`/dev/dri/card*`), the normal path.
        case drm
        /// The legacy framebuffer (`/dev/fb*`), for fbtft SPI panels and old kernels.
        case fbdev
        /// No display: render into memory (tests, remote screenshots).
        case headless
        /// A window on an X11 or Wayland desktop (``WindowDisplay``): the desktop preview, with libSDL2
        /// loaded at run time. Never tried unless named: a board lists it only to preview itself.
        case window
    }

    /// The flight recorder (`flightRecorder`): the app keeps its last input records and trace lines in
    /// a ring of ``bytes`` and writes them to ``directory`` on a fatal signal, SIGUSR1 or the app's
    /// request, keeping the newest ``files``.
    public struct FlightRecorder: Sendable, Equatable {
        /// Where an app's recordings go unless the profile says: `/var/lib/APP/flight-recorder`, in the
        /// state directory the app's systemd unit gets (`StateDirectory=`, owned by the app's user), on
        /// the board's data partition.
        public static func defaultDirectory(app: String) -> String { "/var/lib/\(app)/flight-recorder" }
        /// The ring's size in bytes; 0: no recorder. A record line is about 60 bytes (a tap is four or
        /// five of them, a drag one per touch frame: about 7 KB a second at 120 Hz), so 1 MiB holds
        /// thousands of taps or two minutes of dragging.
        public var bytes = 0
        /// How many recordings are kept at most (the oldest is removed), 1…1000; 5 unless set.
        public var files = 5
        /// Where recordings are written (made if missing): an absolute path; nil: ``defaultDirectory(app:)``.
        public var directory: String?
        /// No recorder.
        public init() {}
    }

    /// The file the profile came from.
    public var file: String
    /// A human-readable board name.
    public var name: String
    /// The panel and how it is driven.
    public var display: Display
    /// nil for a board without a touchscreen (mouse or keys only).
    public var touch: Touch?
    /// The sysfs backlight directory, nil when the board has none to control.
    public var backlight: String?
    /// The room's temperature sensor: a hwmon `temp<N>_input` or an IIO `in_temp…_input` / `in_temp…_raw`
    /// file under /sys (FaceplateMQTT's `RoomTemperatureSensor` reads it); nil when the board has none.
    public var temperatureSensor: String?
    /// Whether the screen reader is on from start-up (a kiosk that must speak). False by default: it
    /// is then off until a three-finger triple tap or `--screen-reader`.
    public var screenReader = false
    /// The ALSA device the screen reader speaks on ("plughw:1,0" for a headset jack, "default"); nil:
    /// "default".
    public var speechDevice: String?
    /// Seconds without input before the screen blanks; 0 = never.
    public var idleBlankSeconds: Int
    /// Seconds without input before the backlight dims to ``dimLevel``; 0 = no dim step (blank directly).
    /// Less than ``idleBlankSeconds`` when both are set.
    public var idleDimSeconds: Int
    /// The backlight while dimmed, as a fraction of the brightness set (0…1). Default 0.3.
    public var dimLevel: Double
    /// Display backends to try, in order.
    public var backends: [Backend]
    /// The text size the panel is drawn at (`textSize`, UIKit's content size category by its Swift name,
    /// "large" to "accessibilityExtraExtraExtraLarge"); ``Faceplate/ContentSizeCategory/large`` unless set.
    public var textSize: ContentSizeCategory = .large
    /// Whether the panel draws its high-contrast colours (`highContrast`, UIKit's darker system colours).
    public var highContrast = false
    /// The flight recorder; off (0 bytes) unless the profile sets `flightRecorder.bytes`.
    public var flightRecorder = FlightRecorder()

    /// How touches land on this board's display.
    public var touchMapping: TouchMapping {
        TouchMapping(display: display.transform, calibration: touch?.calibration ?? .identity)
    }

    /// Reads and validates the profile at `path`.
    public init(contentsOf path: String) throws(BoardProfileError) {
        switch readWholeFile(path, limit: Self.maximumFileSize) {
        case .failure(let e): throw BoardProfileError(file: path, key: nil, message: "cannot read: \(e.text)")
        case .success(let bytes): try self.init(parsing: bytes, file: path)
        }
    }

    /// Parses and validates profile text; `file` names it in errors.
    public init(parsing text: String, file: String) throws(BoardProfileError) {
        try self.init(parsing: Array(text.utf8), file: file)
    }

    /// Parses and validates the bytes of a profile (UTF-8 JSON); `file` names it in errors.
    public init(parsing bytes: [UInt8], file: String) throws(BoardProfileError) {
        guard bytes.count <= Self.maximumFileSize else {
            throw BoardProfileError(file: file, key: nil, message: "larger than \(Self.maximumFileSize) bytes, not a board profile")
        }
        let document: BoardJSONDocument
        do { document = try BoardJSONDocument(parsing: bytes) } catch {
            throw BoardProfileError(file: file, key: nil,
                                    message: "line \(error.line), column \(error.column): JSON syntax error: \(error.description)")
        }
        let r = BoardJSONReader(file: file)
        let root = try r.object(document.root, key: nil)
        try r.onlyKeys(root, ["name", "display", "touch", "backlight", "idleDimSeconds", "dimLevel", "idleBlankSeconds", "backends", "notes",
                                "temperatureSensor", "textSize", "highContrast", "screenReader", "speechDevice", "flightRecorder"], prefix: nil)
        self.file = file
        name = try r.string(r.require(root, "name", expecting: "a string"), key: "name")
        if let notes = r.optional(root, "notes") { _ = try r.string(notes, key: "notes", allowsControlCharacters: true) }

        let d = try r.object(r.require(root, "display", expecting: "an object"), key: "display")
        try r.onlyKeys(d, ["connector", "mode", "pixelFormat", "rotation", "fbdev"], prefix: "display")
        let connectors = try r.stringList(r.require(d, "connector", expecting: "a name pattern or a list of them", prefix: "display"), key: "display.connector")
        let (w, h) = try r.mode(r.require(d, "mode", expecting: "\"WIDTHxHEIGHT\" such as \"800x480\"", prefix: "display"), key: "display.mode")
        var format = PixelFormat.xrgb8888
        if let v = r.optional(d, "pixelFormat") {
            let s = try r.string(v, key: "display.pixelFormat", expecting: "one of \"xrgb8888\", \"rgb565\"")
            guard let f = PixelFormat(rawValue: s) else { throw r.fail("display.pixelFormat", "expected one of \"xrgb8888\", \"rgb565\"", v) }
            format = f
        }
        var rotation = Rotation.degrees0
        if let v = r.optional(d, "rotation") {
            guard json_object_get_type(v) == json_type_int, let rot = Rotation(degrees: Int(json_object_get_int64(v))) else {
                throw r.fail("display.rotation", "expected one of 0, 90, 180, 270", v)
            }
            rotation = rot
        }
        var fbdev: String?
        if let v = r.optional(d, "fbdev") {
            let s = try r.string(v, key: "display.fbdev", expecting: "a framebuffer device such as \"/dev/fb0\"")
            guard s.hasPrefix("/dev/fb") else { throw r.fail("display.fbdev", "expected a framebuffer device such as \"/dev/fb0\"", v) }
            fbdev = s
        }
        display = Display(connectors: connectors, width: w, height: h, pixelFormat: format, rotation: rotation, fbdev: fbdev)

        if let t = r.optional(root, "touch") {
            let t = try r.object(t, key: "touch")
            try r.onlyKeys(t, ["device", "calibration"], prefix: "touch")
            let devices = try r.stringList(r.require(t, "device", expecting: "a name pattern or a list of them", prefix: "touch"), key: "touch.device")
            var calibration = CalibrationMatrix.identity
            if let v = r.optional(t, "calibration") { calibration = try r.calibration(v, key: "touch.calibration") }
            touch = Touch(devices: devices, calibration: calibration)
        } else {
            touch = nil
        }

        backlight = nil
        if let v = r.optional(root, "backlight"), json_object_get_type(v) != json_type_null {
            let expectation = "a directory under /sys/class/backlight/ or null"
            let s = try r.string(v, key: "backlight", expecting: expectation)
            guard s.hasPrefix("/sys/class/backlight/"), s.count > "/sys/class/backlight/".count else {
                throw r.fail("backlight", "expected \(expectation)", v)
            }
            backlight = s
        }
        temperatureSensor = nil
        if let v = r.optional(root, "temperatureSensor"), json_object_get_type(v) != json_type_null {
            let expectation = "a sysfs file such as \"/sys/class/hwmon/hwmon0/temp1_input\" or \"/sys/bus/iio/devices/iio:device0/in_temp_input\", or null"
            let s = try r.string(v, key: "temperatureSensor", expecting: expectation)
            let name = s.split(separator: "/").last ?? ""
            guard s.hasPrefix("/sys/"), !s.split(separator: "/").contains(".."),
                  name.hasPrefix("temp") && name.hasSuffix("_input") || name.hasPrefix("in_temp") && (name.hasSuffix("_input") || name.hasSuffix("_raw")) else {
                throw r.fail("temperatureSensor", "expected \(expectation)", v)
            }
            temperatureSensor = s
        }
        if let v = r.optional(root, "screenReader") {
            guard json_object_get_type(v) == json_type_boolean else { throw r.fail("screenReader", "expected true or false", v) }
            screenReader = json_object_get_boolean(v) != 0
        }
        if let v = r.optional(root, "speechDevice"), json_object_get_type(v) != json_type_null {
            let expectation = "an ALSA device name such as \"default\" or \"plughw:1,0\", or null"
            let s = try r.string(v, key: "speechDevice", expecting: expectation)
            guard !s.isEmpty, s.utf8.count <= 128, !s.contains(" ") else { throw r.fail("speechDevice", "expected \(expectation)", v) }
            speechDevice = s
        }
        idleBlankSeconds = 0
        if let v = r.optional(root, "idleBlankSeconds") {
            guard json_object_get_type(v) == json_type_int, json_object_get_int64(v) >= 0, json_object_get_int64(v) <= 86400 * 365 else {
                throw r.fail("idleBlankSeconds", "expected a whole number of seconds, 0 (never) or more", v)
            }
            idleBlankSeconds = Int(json_object_get_int64(v))
        }
        idleDimSeconds = 0
        if let v = r.optional(root, "idleDimSeconds") {
            guard json_object_get_type(v) == json_type_int, json_object_get_int64(v) >= 0, json_object_get_int64(v) <= 86400 * 365 else {
                throw r.fail("idleDimSeconds", "expected a whole number of seconds, 0 (no dim step) or more", v)
            }
            idleDimSeconds = Int(json_object_get_int64(v))
        }
        if idleDimSeconds > 0 && idleBlankSeconds > 0 && idleDimSeconds >= idleBlankSeconds {
            throw BoardProfileError(file: file, key: "idleDimSeconds",
                                    message: "must be less than idleBlankSeconds (\(idleBlankSeconds)), got \(idleDimSeconds)")
        }
        dimLevel = 0.3
        if let v = r.optional(root, "dimLevel") {
            let t = json_object_get_type(v)
            let d = json_object_get_double(v)
            guard t == json_type_double || t == json_type_int, d.isFinite, d >= 0, d <= 1 else {
                throw r.fail("dimLevel", "expected a number from 0 (dark) to 1 (no dimming)", v)
            }
            dimLevel = d
        }
        if let v = r.optional(root, "textSize") {
            let expectation = "one of " + ContentSizeCategory.sizeNames.map { "\"\($0)\"" }.joined(separator: ", ")
            guard json_object_get_type(v) == json_type_string, let size = ContentSizeCategory(name: String(cString: json_object_get_string(v))) else {
                throw r.fail("textSize", "expected \(expectation)", v)
            }
            textSize = size
        }
        if let v = r.optional(root, "highContrast") {
            guard json_object_get_type(v) == json_type_boolean else { throw r.fail("highContrast", "expected true or false", v) }
            highContrast = json_object_get_boolean(v) != 0
        }
        if let v = r.optional(root, "flightRecorder") { flightRecorder = try Self.flightRecorder(v, r) }
        backends = [.drm, .fbdev]
        if let v = r.optional(root, "backends") {
            let expectation = "a non-empty list of \"drm\", \"fbdev\", \"headless\", \"window\""
            guard json_object_get_type(v) == json_type_array, json_object_array_length(v) > 0 else { throw r.fail("backends", "expected \(expectation)", v) }
            var list: [Backend] = []
            for i in 0..<json_object_array_length(v) {
                let item = json_object_array_get_idx(v, i)
                guard json_object_get_type(item) == json_type_string, let b = Backend(rawValue: String(cString: json_object_get_string(item))),
                      !list.contains(b) else {
                    throw r.fail("backends[\(i)]", "expected one of \"drm\", \"fbdev\", \"headless\", \"window\" (each once)", item)
                }
                list.append(b)
            }
            backends = list
        }
    }

    /// `flightRecorder`: `bytes` 0 or 4096…64 MiB, `files` 1…1000, `directory` an absolute path.
    private static func flightRecorder(_ v: OpaquePointer?, _ r: BoardJSONReader) throws(BoardProfileError) -> FlightRecorder {
        let o = try r.object(v, key: "flightRecorder")
        try r.onlyKeys(o, ["bytes", "files", "directory"], prefix: "flightRecorder")
        var settings = FlightRecorder()
        let minimum = Faceplate.FlightRecorder.minimumCapacity, maximum = Faceplate.FlightRecorder.maximumCapacity
        if let b = r.optional(o, "bytes") {
            let n = json_object_get_int64(b)
            guard json_object_get_type(b) == json_type_int, n == 0 || (Int64(minimum)...Int64(maximum)).contains(n) else {
                throw r.fail("flightRecorder.bytes", "expected 0 (off) or a whole number of bytes from \(minimum) to \(maximum)", b)
            }
            settings.bytes = Int(n)
        }
        if let f = r.optional(o, "files") {
            let n = json_object_get_int64(f)
            guard json_object_get_type(f) == json_type_int, (1...Int64(FlightRecordingStore.maximumFileLimit)).contains(n) else {
                throw r.fail("flightRecorder.files", "expected a whole number from 1 to \(FlightRecordingStore.maximumFileLimit)", f)
            }
            settings.files = Int(n)
        }
        if let d = r.optional(o, "directory") {
            let expectation = "an absolute directory such as \"/var/lib/myapp/flight-recorder\""
            let s = try r.string(d, key: "flightRecorder.directory", expecting: expectation)
            guard s.hasPrefix("/"), s.utf8.count <= 256, !s.split(separator: "/").contains("..") else {
                throw r.fail("flightRecorder.directory", "expected \(expectation) (at most 256 bytes, no '..')", d)
            }
            settings.directory = s
        }
        return settings
    }

    /// Loads every `*.json` in `directory`, sorted by file name. The first broken profile throws.
    public static func loadAll(directory: String) throws(BoardProfileError) -> [BoardProfile] {
        let found = try loadEach(directory: directory)
        if let problem = found.problems.first { throw problem }
        return found.profiles
    }

    /// Loads every `*.json` in `directory`, sorted by file name: the profiles that load, and the error
    /// of each one that does not. One broken file must not hide the others when a machine is matched
    /// against the directory; only a directory that cannot be read throws.
    public static func loadEach(directory: String) throws(BoardProfileError) -> (profiles: [BoardProfile], problems: [BoardProfileError]) {
        guard let dir = opendir(directory) else {
            throw BoardProfileError(file: directory, key: nil, message: "cannot open directory: \(errnoDescription(errno))")
        }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasSuffix(".json") && !name.hasPrefix(".") { names.append(name) }
        }
        closedir(dir)
        var profiles: [BoardProfile] = [], problems: [BoardProfileError] = []
        for name in names.sorted() {
            do { profiles.append(try BoardProfile(contentsOf: directory.hasSuffix("/") ? directory + name : directory + "/" + name)) }
            catch { problems.append(error) }
        }
        return (profiles, problems)
    }

    /// The profile that fits a machine with these DRM connectors (or fbdev driver names) and input
    /// devices, or nil.
    ///
    /// A profile fits when one of its connector patterns matches a connector. Among fitting profiles,
    /// one whose touch pattern matches an input device beats one whose does not (that is what tells the
    /// two DSI panels apart), then more specific patterns win (an exact name beats `HDMI-A-*`, which
    /// beats `*`), then the earlier profile in `profiles`.
    public static func match(connectors: [String], inputDevices: [String], in profiles: [BoardProfile]) -> BoardProfile? {
        func best(_ patterns: [String], _ names: [String]) -> Int? {
            var score: Int?
            for p in patterns where names.contains(where: { BoardNamePattern.matches(p, $0) }) {
                score = max(score ?? 0, BoardNamePattern.specificity(p))
            }
            return score
        }
        var winner: (profile: BoardProfile, score: Int)?
        for profile in profiles {
            guard let c = best(profile.display.connectors, connectors) else { continue }
            var score = c
            if let touch = profile.touch, let t = best(touch.devices, inputDevices) { score += 10_000 + t }
            if winner == nil || score > winner!.score { winner = (profile, score) }
        }
        return winner?.profile
    }
}

/// Typed reads from json-c values that fail with a ``BoardProfileError`` naming the key.
struct BoardJSONReader {
    let file: String

    func fail(_ key: String?, _ expectation: String, _ got: OpaquePointer?) -> BoardProfileError {
        BoardProfileError(file: file, key: key, message: "\(expectation), got \(BoardJSONDocument.describe(got))")
    }

    func object(_ v: OpaquePointer?, key: String?) throws(BoardProfileError) -> OpaquePointer {
        guard let v, json_object_get_type(v) == json_type_object else {
            throw key == nil ? BoardProfileError(file: file, key: nil, message: "expected a JSON object at the top level, got \(BoardJSONDocument.describe(v))")
                             : fail(key, "expected an object", v)
        }
        return v
    }

    func optional(_ object: OpaquePointer, _ name: String) -> OpaquePointer?? {
        var v: OpaquePointer?
        return json_object_object_get_ex(object, name, &v) != 0 ? .some(v) : .none
    }

    func require(_ object: OpaquePointer, _ name: String, expecting: String, prefix: String? = nil) throws(BoardProfileError) -> OpaquePointer? {
        var v: OpaquePointer?
        guard json_object_object_get_ex(object, name, &v) != 0 else {
            throw BoardProfileError(file: file, key: prefix.map { "\($0).\(name)" } ?? name, message: "missing, expected \(expecting)")
        }
        return v
    }

    func onlyKeys(_ object: OpaquePointer, _ allowed: [String], prefix: String?) throws(BoardProfileError) {
        for k in BoardJSONDocument.keys(of: object) where !allowed.contains(k) {
            throw BoardProfileError(file: file, key: prefix.map { "\($0).\(k)" } ?? k,
                                    message: "unknown key (expected one of \(allowed.joined(separator: ", ")))")
        }
    }

    /// A JSON string's text, all of it (`String(cString:)` would stop at an escaped `\u0000`).
    static func text(_ v: OpaquePointer) -> String {
        let length = Int(json_object_get_string_len(v))
        guard length > 0, let start = json_object_get_string(v) else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: start, count: length), as: UTF8.self)
    }

    /// A string value. Names, patterns and paths end up in log lines and on the terminal, so control
    /// characters (newlines, ESC, NUL) are refused there; only free text (`notes`) may hold them.
    func string(_ v: OpaquePointer?, key: String, expecting: String = "a string",
                allowsControlCharacters: Bool = false) throws(BoardProfileError) -> String {
        guard let v, json_object_get_type(v) == json_type_string else { throw fail(key, "expected \(expecting)", v) }
        let s = Self.text(v)
        if !allowsControlCharacters && s.unicodeScalars.contains(where: Echo.needsEscaping) {
            throw fail(key, "expected \(expecting) without control characters", v)
        }
        return s
    }

    func stringList(_ v: OpaquePointer?, key: String) throws(BoardProfileError) -> [String] {
        let expectation = "expected a name pattern or a non-empty list of them"
        if let v, json_object_get_type(v) == json_type_string {
            let s = try string(v, key: key, expecting: "a name pattern")
            guard !s.isEmpty else { throw fail(key, expectation, v) }
            return [s]
        }
        guard let v, json_object_get_type(v) == json_type_array, json_object_array_length(v) > 0 else { throw fail(key, expectation, v) }
        var list: [String] = []
        for i in 0..<json_object_array_length(v) {
            let item = json_object_array_get_idx(v, i)
            guard json_object_get_type(item) == json_type_string, json_object_get_string_len(item) > 0 else {
                throw fail("\(key)[\(i)]", "expected a non-empty name pattern", item)
            }
            list.append(try string(item, key: "\(key)[\(i)]", expecting: "a non-empty name pattern"))
        }
        return list
    }

    /// `"WIDTHxHEIGHT"`, each side 1 to ``PixelBuffer/maximumDimension``, the limit `--size` has too.
    func mode(_ v: OpaquePointer?, key: String) throws(BoardProfileError) -> (Int, Int) {
        let limit = PixelBuffer.maximumDimension
        let expectation = "expected \"WIDTHxHEIGHT\" such as \"800x480\", each side 1 to \(limit)"
        guard let v, json_object_get_type(v) == json_type_string else { throw fail(key, expectation, v) }
        let parts = Self.text(v).utf8.split(separator: UInt8(ascii: "x"), omittingEmptySubsequences: false)
        func side(_ digits: Substring.UTF8View) -> Int? {
            // at most 5 digits: the value stays far from Int's range before the range check
            guard !digits.isEmpty, digits.count <= 5, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
            return digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        guard parts.count == 2, let w = side(parts[0]), let h = side(parts[1]), (1...limit).contains(w), (1...limit).contains(h) else {
            throw fail(key, expectation, v)
        }
        return (w, h)
    }

    func calibration(_ v: OpaquePointer?, key: String) throws(BoardProfileError) -> CalibrationMatrix {
        let expectation = "expected a list of 6 numbers [a, b, c, d, e, f]"
        guard let v, json_object_get_type(v) == json_type_array, json_object_array_length(v) == 6 else { throw fail(key, expectation, v) }
        var values: [Double] = []
        let bound = BoardProfile.maximumCalibrationMagnitude
        for i in 0..<6 {
            let item = json_object_array_get_idx(v, i)
            let type = json_object_get_type(item)
            guard type == json_type_int || type == json_type_double else { throw fail("\(key)[\(i)]", "expected a number", item) }
            let d = json_object_get_double(item)
            guard d.isFinite, abs(d) <= bound else {
                throw fail("\(key)[\(i)]", "expected a number from -\(Int(bound)) to \(Int(bound))", item)
            }
            values.append(d)
        }
        return CalibrationMatrix(values)!
    }
}
