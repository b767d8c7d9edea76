import Glibc

/// A directory under /tmp removed with its files (one level deep) when released.
final class TemporaryDirectory {
    let path: String

    init() {
        var template = Array("/tmp/faceplate-mqtt-test-XXXXXX".utf8CString)
        path = String(cString: mkdtemp(&template)!)
    }

    deinit {
        if let directory = opendir(path) {
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
                if name != "." && name != ".." { unlink(path + "/" + name) }
            }
            closedir(directory)
        }
        rmdir(path)
    }

    /// Writes `text` into `name` and returns its path.
    @discardableResult
    func file(_ name: String, _ text: String, mode: mode_t = 0o600) throws -> String {
        let full = path + "/" + name
        try writeFile(full, text, mode: mode)
        return full
    }
}
