import Glibc

/// Replaces the file at a path in one step: the new bytes go to a temporary file next to it
/// (`.NAME.XXXXXXXX`), are flushed to disk, and the temporary file is renamed over the name. A write
/// that fails part-way (a full disk, a kill) leaves the file that was there as it was, and removes the
/// temporary file; `deinit` removes it on every path that does not reach ``commit()``.
///
/// Termination signals (SIGINT, SIGTERM, SIGHUP) are held back while the temporary file exists, the
/// only window in which dying would leave it behind. One that arrives meanwhile and is not blocked or
/// ignored by the caller abandons the write: the temporary file goes, the old file stays, and the
/// signal then takes its course (the default action ends the process). Callers that read the signals
/// themselves (blocked, through a signalfd) are not interrupted. SIGXFSZ is held the same way, so a
/// write past the file size limit fails with EFBIG and cleans up before the signal ends the process.
///
/// A path that names something other than a regular file (`/dev/null`, a FIFO, a terminal) is written
/// in place: there is nothing to rename over, and replacing a device node would be wrong. A symbolic
/// link to a regular file replaces the file it points to, not the link.
final class FileReplacement {
    /// The path as the caller gave it, for messages.
    let path: String
    /// The name renamed over: `path`, or the file a symbolic link at `path` points to.
    private let target: String
    /// The temporary file; nil when writing in place.
    private var temporary: String?
    /// The replaced file's status, when a regular file was there (messages then say it is unchanged).
    private let replaced: stat?
    private var fd: Int32 = -1
    private var callerMask = sigset_t()
    private var holdsSignals = false
    private var done = false

    /// The signals held back while a temporary file exists: the termination signals, and SIGXFSZ.
    static let heldSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGXFSZ]

    /// Prepares to replace `path`: creates the temporary file (with the permissions of the file it
    /// replaces, or the usual ones for a new file), or opens a non-regular file for writing.
    init(_ path: String) throws(PNG.Error) {
        self.path = path
        var st = stat(), link = stat()
        let found = stat(path, &st) == 0
        let missing = !found && errno == ENOENT
        if found && st.st_mode & S_IFMT == S_IFREG {
            target = Self.resolved(path); replaced = st
        } else if missing && lstat(path, &link) != 0 {
            target = path; replaced = nil
        } else {
            // a device, FIFO or terminal, a dangling link, or a path stat(2) refuses: written in place
            target = path; replaced = nil
            fd = Glibc.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
            guard fd >= 0 else { throw PNG.Error(message: "cannot open \(path): \(Self.reason(errno))") }
            return
        }
        holdSignals()
        var failure: Int32 = 0
        for _ in 0..<16 {
            let name = Self.temporaryName(for: target)
            fd = Glibc.open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)   // umask applies
            if fd >= 0 { temporary = name; break }
            failure = errno
            if failure != EEXIST { break }
        }
        guard temporary != nil else {
            done = true
            releaseSignals()
            throw PNG.Error(message: "cannot create \(path): \(Self.reason(failure))")
        }
        if let replaced {
            // keep the replaced file's mode (and owner, where we may); a new file gets 0666 minus umask
            _ = fchmod(fd, replaced.st_mode & 0o7777)
            _ = fchown(fd, replaced.st_uid, replaced.st_gid)
        }
    }

    deinit {
        if !done { abandon() }
    }

    /// Appends `bytes`, retrying short writes and interruptions.
    func write(_ bytes: UnsafeRawBufferPointer) throws(PNG.Error) {
        var offset = 0
        while offset < bytes.count {
            let n = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                let e = errno
                if e == EINTR { continue }
                throw failure("cannot write", e)
            }
            offset += n
        }
    }

    /// Flushes the bytes to disk and renames the temporary file over the target. Throws, keeping the
    /// old file, when that fails or a termination signal came in during the write.
    func commit() throws(PNG.Error) {
        guard let temporary else {   // written in place
            let r = Glibc.close(fd); let e = errno
            fd = -1; done = true
            if r != 0 { throw failure("cannot write", e) }
            return
        }
        // fsync before rename: after a power cut the name must not point at a file whose bytes never
        // reached the disk. Some file systems only report a full disk here.
        if fsync(fd) != 0 { throw failure("cannot write", errno) }
        let r = Glibc.close(fd); let e = errno
        fd = -1
        if r != 0 { throw failure("cannot write", e) }
        if let signal = pendingInterruption() {
            abandon()   // the signal is delivered here when its action is the default
            throw PNG.Error(message: "writing \(path) was interrupted by signal \(signal)" + (replaced != nil ? "; the file there is unchanged" : ""))
        }
        if rename(temporary, target) != 0 { throw failure("cannot replace", errno) }
        done = true
        releaseSignals()
    }

    /// Removes the temporary file (or just closes a file written in place) and lets held signals through.
    private func abandon() {
        done = true
        if fd >= 0 { Glibc.close(fd); fd = -1 }
        if let temporary { unlink(temporary) }
        releaseSignals()
    }

    private func failure(_ what: String, _ code: Int32) -> PNG.Error {
        abandon()
        let unchanged = replaced != nil ? "; the file there is unchanged" : ""
        return PNG.Error(message: "\(what) \(path): \(Self.reason(code))\(unchanged)")
    }

    // MARK: - Signals

    private func holdSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        for s in Self.heldSignals { sigaddset(&set, s) }
        pthread_sigmask(SIG_BLOCK, &set, &callerMask)
        holdsSignals = true
    }

    private func releaseSignals() {
        guard holdsSignals else { return }
        holdsSignals = false
        pthread_sigmask(SIG_SETMASK, &callerMask, nil)
    }

    /// A held termination signal that will take effect once the caller's mask is back: pending, not
    /// blocked by the caller, not ignored.
    private func pendingInterruption() -> Int32? {
        var pending = sigset_t()
        guard holdsSignals, sigpending(&pending) == 0 else { return nil }
        for s in Self.heldSignals where sigismember(&pending, s) == 1 && sigismember(&callerMask, s) == 0 {
            var action = sigaction()
            sigaction(s, nil, &action)
            if unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) != 1 { return s }   // 1: SIG_IGN
        }
        return nil
    }

    // MARK: - Names

    /// `DIR/.NAME.XXXXXXXX` next to `path`, so the rename stays within one file system.
    private static func temporaryName(for path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 16)
        return directory + "." + name + "." + String(repeating: "0", count: 8 - suffix.count) + suffix
    }

    /// The file a path names after following symbolic links (the path itself when it has none).
    private static func resolved(_ path: String) -> String {
        var link = stat()
        guard lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK, let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    /// errno as people read it; a full disk is named plainly.
    static func reason(_ code: Int32) -> String {
        if code == ENOSPC { return "no space left on device" }
        guard let s = strerror(code) else { return "error \(code)" }
        return String(cString: s)
    }
}
