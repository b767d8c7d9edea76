import Glibc

/// Reads a whole (small) file, for evemu recordings and board profiles.
///
/// Foundation is not allowed under Sources/, so this is `open`/`read` with the `errno` kept for the error
/// message. The files are a few kilobytes; this is never on a per-event path.
func readWholeFile(_ path: String) -> Result<[UInt8], FileReadError> {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    if fd < 0 { return .failure(FileReadError(errno: errno)) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16384)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n < 0 {
            if errno == EINTR { continue }
            return .failure(FileReadError(errno: errno))
        }
        if n == 0 { break }
        bytes.append(contentsOf: chunk[0..<n])
    }
    return .success(bytes)
}

/// A failed `open`/`read`, carrying `errno`.
struct FileReadError: Error {
    var errno: Int32
    /// e.g. "No such file or directory".
    var text: String { errnoDescription(errno) }
}
