import Glibc

/// A font file mapped read-only into memory once, shared by every face opened from it (`munmap` in
/// `deinit`).
///
/// FreeType's own file stream maps the file again for each `FT_New_Face`, and a font opened at four
/// sizes then has four mappings of one file whose touched pages each count in the process's resident
/// memory (about 1.1 MiB of the demo's, measured with /proc/PID/smaps for DejaVu Sans). Faces opened
/// with `FT_New_Memory_Face` on one mapping share its pages.
final class FontFileMapping {
    /// The first byte of the file.
    let base: UnsafeRawPointer
    /// The file's length in bytes (> 0).
    let length: Int

    /// Maps the file at `path`.
    /// - Throws: ``FontError/unreadableFile(path:reason:)`` when it cannot be opened, is empty, is not
    ///   a regular file or cannot be mapped.
    init(path: String) throws {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FontError.unreadableFile(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw FontError.unreadableFile(path: path, reason: String(cString: strerror(errno))) }
        guard st.st_mode & S_IFMT == S_IFREG else { throw FontError.unreadableFile(path: path, reason: "not a regular file") }
        // The size comes from the file system: checked before it sizes the mapping (and FreeType's
        // FT_Long length, which is as wide as Int on Linux).
        guard st.st_size > 0, let length = Int(exactly: st.st_size) else {
            throw FontError.unreadableFile(path: path, reason: "empty file")
        }
        let mapped = mmap(nil, length, PROT_READ, MAP_PRIVATE, fd, 0)
        guard let mapped, mapped != MAP_FAILED else {
            throw FontError.unreadableFile(path: path, reason: String(cString: strerror(errno)))
        }
        base = UnsafeRawPointer(mapped)
        self.length = length
    }

    deinit { munmap(UnsafeMutableRawPointer(mutating: base), length) }
}
