import CFuzzerDriver
import FaceplateEcho
import Glibc

/// What every fuzz target shares: starting libFuzzer, and the rules an error message must keep.
public enum FuzzDriver {
    /// One fuzz input: libFuzzer's `LLVMFuzzerTestOneInput` signature.
    public typealias TestOne = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

    /// Runs libFuzzer with the process's arguments (corpus directories, `-max_total_time=…`, or
    /// reproducer files to replay) and `testOne` as the target, then exits with libFuzzer's status.
    ///
    /// SwiftPM links an executable's `main` to its own entry point, so the targets cannot use libFuzzer's
    /// `main`; they call its driver from theirs instead (`libclang_rt.fuzzer_no_main`).
    public static func run(_ testOne: TestOne) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, testOne))
    }

    /// The input as bytes.
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// The longest error message accepted: a file name, a line number, a sentence and a few quoted values.
    public static let maximumMessageLength = 1000

    /// Stops the run, as a finding, when an error message breaks the house rule for bad input: one
    /// line, no control characters from the input, values cut short.
    public static func check(message: String) {
        if message.unicodeScalars.contains(where: Echo.needsEscaping) {
            fail("an error message contains a control character: \(Echo.escaped(message, limit: 4000))")
        }
        if message.utf8.count > maximumMessageLength {
            fail("an error message is \(message.utf8.count) bytes long: \(Echo.escaped(message, limit: 300))")
        }
    }

    /// Reports a broken rule and aborts, which libFuzzer records as a crash with its reproducer.
    public static func fail(_ what: String) -> Never {
        let line = "fuzz: " + what + "\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
        abort()
    }
}
