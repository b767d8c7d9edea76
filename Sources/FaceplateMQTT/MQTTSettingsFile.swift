import FaceplateEcho
import FaceplateSystem
import Glibc

extension MQTTSettings {
    /// The largest settings file read: a few short lines; anything longer is not a settings file.
    public static let maximumFileSize = 4096

    /// Reads the settings from `path`, a file of `key = value` lines (`#` starts a comment):
    ///
    ///     host = 192.168.1.10
    ///     port = 8883
    ///     username = panel
    ///     password = …
    ///     cafile = /etc/faceplate/broker-ca.pem
    ///
    /// The file holds a password, so it must be a regular file owned by the user the app runs as and
    /// closed to everyone else (mode 0600 or 0400); anything else is refused before a byte is read. The
    /// checks run on the opened descriptor (`fstat`), so the file cannot be swapped between check and
    /// read. Errors quote keys and line numbers, never a value that could be the password.
    public init(contentsOfFile path: String) throws(MQTTError) {
        let shown = Echo.escaped(path, limit: Echo.pathLimit)
        let fd: FileDescriptor
        do { fd = try FileDescriptor.open(path, O_RDONLY | O_NOCTTY) } catch {
            throw MQTTError("cannot open the MQTT settings file \(shown): \(error.reason)")
        }
        var status = stat()
        guard fstat(fd.rawValue, &status) == 0 else {
            throw MQTTError("cannot inspect the MQTT settings file \(shown): \(String(cString: strerror(errno)))")
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw MQTTError("the MQTT settings file \(shown) is not a regular file")
        }
        guard status.st_uid == geteuid() else {
            throw MQTTError("the MQTT settings file \(shown) belongs to user \(status.st_uid), not to this app's user \(geteuid()): it holds a password, so only the app's own file is trusted")
        }
        let mode = status.st_mode & 0o777
        guard mode & 0o077 == 0 else {
            let octal = String(mode, radix: 8)
            throw MQTTError("refusing the MQTT settings file \(shown): it holds a password but is open to group or others (mode 0\(octal)); run chmod 600 on it")
        }
        var bytes = [UInt8](repeating: 0, count: MQTTSettings.maximumFileSize + 1)
        var count = 0
        while count < bytes.count {
            let n: Int
            do {
                n = try fd.read(into: &bytes, from: count)
            } catch {
                throw MQTTError("cannot read the MQTT settings file \(shown): \(error.reason)")
            }
            if n == 0 { break }
            count += n
        }
        guard count <= MQTTSettings.maximumFileSize else {
            throw MQTTError("the MQTT settings file \(shown) is over \(MQTTSettings.maximumFileSize) bytes: not a settings file")
        }
        try self.init(parsing: bytes[0..<count], file: shown)
    }

    /// Parses settings from the text of a settings file (see ``init(contentsOfFile:)``); `file` names it
    /// in errors.
    public init(parsing bytes: ArraySlice<UInt8>, file: String) throws(MQTTError) {
        guard bytes.count <= MQTTSettings.maximumFileSize else {
            throw MQTTError("\(file): over \(MQTTSettings.maximumFileSize) bytes: not a settings file")
        }
        var values: [String: String] = [:]
        var lineNumber = 0
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            let text = trimmed(line)
            if text.isEmpty || text.first == UInt8(ascii: "#") { continue }
            guard let equals = text.firstIndex(of: UInt8(ascii: "=")) else {
                throw MQTTError("\(file):\(lineNumber): expected key = value")
            }
            let keyBytes = trimmed(text[text.startIndex..<equals])
            let valueBytes = trimmed(text[(equals + 1)...])
            let key = String(decoding: keyBytes, as: UTF8.self)
            guard MQTTSettingsKey.all.contains(key) else {
                throw MQTTError("\(file):\(lineNumber): unknown key \"\(Echo.escaped(key, limit: 32))\" (known: \(MQTTSettingsKey.all.joined(separator: ", ")))")
            }
            guard values[key] == nil else { throw MQTTError("\(file):\(lineNumber): \(key) is set twice") }
            // Checked on the bytes, and never echoed: the value may be the password.
            guard !valueBytes.isEmpty else { throw MQTTError("\(file):\(lineNumber): \(key) has no value") }
            guard !valueBytes.contains(where: { $0 < 0x20 || $0 == 0x7F }),
                  let value = String(validating: valueBytes, as: UTF8.self) else {
                throw MQTTError("\(file):\(lineNumber): the value of \(key) holds a control character or is not UTF-8")
            }
            values[key] = value
        }
        guard let host = values[MQTTSettingsKey.host] else { throw MQTTError("\(file): no host (host = ADDRESS)") }
        guard host.utf8.count <= 253 else { throw MQTTError("\(file): the host is longer than a DNS name can be") }
        var port: Int?
        if let text = values[MQTTSettingsKey.port] {
            guard text.utf8.count <= 5, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                  let number = Int(text), (1...65535).contains(number) else {
                throw MQTTError("\(file): port \"\(Echo.escaped(text, limit: 16))\" is not a number from 1 to 65535")
            }
            port = number
        }
        let password = values[MQTTSettingsKey.password]
        let username = values[MQTTSettingsKey.username]
        if password != nil && username == nil { throw MQTTError("\(file): a password without a username") }
        self.init(host: host, port: port, username: username, password: password,
                  certificateAuthorityFile: values[MQTTSettingsKey.certificateAuthorityFile])
    }
}

/// The keys of a settings file.
private enum MQTTSettingsKey {
    static let host = "host", port = "port", username = "username", password = "password"
    static let certificateAuthorityFile = "cafile"
    static let all = [host, port, username, password, certificateAuthorityFile]
}

private func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    var slice = bytes
    while let first = slice.first, first == 0x20 || first == 0x09 || first == 0x0D { slice = slice.dropFirst() }
    while let last = slice.last, last == 0x20 || last == 0x09 || last == 0x0D { slice = slice.dropLast() }
    return slice
}
