/// A small command-line parser for tools that must not link Foundation (swift-argument-parser does):
/// subcommands, `--name value` / `--name=value` options, flags, `--help`, and errors that say what
/// was wrong and what was expected.
///
/// ```swift
/// let parser = ArgumentParser(program: "faceplate", summary: "Faceplate panel tool", commands: [
///     Command(name: "snapshot", summary: "Render a scene to a PNG", options: [
///         Option("scene", value: "NAME", help: "scene to render", allowed: ["demo", "panel-24"], required: true),
///         Option("out", value: "FILE", help: "PNG to write", required: true),
///     ]),
/// ])
/// let (command, options) = try parser.parse(Array(CommandLine.arguments.dropFirst()))
/// ```
public struct ArgumentParser: Sendable {
    /// The program's name, as help shows it.
    public var program: String
    /// One line saying what the program does.
    public var summary: String
    /// The subcommands.
    public var commands: [Command]

    /// Creates a parser.
    public init(program: String, summary: String, commands: [Command]) {
        self.program = program; self.summary = summary; self.commands = commands
    }

    /// What a parse produced: a command and its options, or a request for help text.
    public enum Result: Sendable, Equatable {
        /// Run `command` with `options`.
        case run(command: String, options: ParsedOptions)
        /// Print `text` and exit successfully.
        case help(String)
    }

    /// Parses `arguments` (without the program name).
    public func parse(_ arguments: [String]) throws(ArgumentError) -> Result {
        guard let first = arguments.first else { return .help(usage()) }
        if first == "--help" || first == "-h" || first == "help" {
            if arguments.count > 1, let c = commands.first(where: { $0.name == arguments[1] }) { return .help(usage(of: c)) }
            return .help(usage())
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            if first.hasPrefix("-") { throw .expectedCommand(first, available: commands.map(\.name)) }
            throw .unknownCommand(first, available: commands.map(\.name))
        }
        var values: [String: String] = [:]
        var flags: Set<String> = []
        var positionals: [String] = []
        var i = 1
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if arg == "--help" || arg == "-h" { return .help(usage(of: command)) }
            guard arg.hasPrefix("--") else { positionals.append(arg); continue }
            var name = String(arg.dropFirst(2))
            var inline: String?
            if let eq = name.firstIndex(of: "=") { inline = String(name[name.index(after: eq)...]); name = String(name[..<eq]) }
            guard let option = command.options.first(where: { $0.name == name }) else {
                throw .unknownOption("--" + name, command: command.name, available: command.options.map { "--" + $0.name })
            }
            if option.valueName == nil {
                if inline != nil { throw .unexpectedValue("--" + name) }
                flags.insert(name)
                continue
            }
            let value: String
            if let inline { value = inline } else {
                guard i < arguments.count, !arguments[i].hasPrefix("--") else { throw .missingValue("--" + name, valueName: option.valueName!) }
                value = arguments[i]
                i += 1
            }
            if let allowed = option.allowed, !allowed.contains(value) {
                throw .invalidValue("--" + name, value: value, expected: "one of " + allowed.joined(separator: ", "))
            }
            values[name] = value
        }
        if !positionals.isEmpty { throw .unexpectedArgument(positionals[0], command: command.name) }
        for option in command.options where option.isRequired && values[option.name] == nil {
            throw .missingOption("--" + option.name, command: command.name)
        }
        for option in command.options where values[option.name] == nil {
            if let d = option.defaultValue { values[option.name] = d }
        }
        return .run(command: command.name, options: ParsedOptions(values: values, flags: flags))
    }

    /// The program's help: its commands.
    public func usage() -> String {
        var s = "\(program): \(summary)\n\nUsage: \(program) <command> [options]\n\nCommands:\n"
        let width = commands.map(\.name.count).max() ?? 0
        for c in commands { s += "  " + c.name.padded(to: width) + "  " + c.summary + "\n" }
        s += "\nRun '\(program) <command> --help' for a command's options.\n"
        return s
    }

    /// One command's help: its options.
    public func usage(of command: Command) -> String {
        Self.help(heading: "\(program) \(command.name): \(command.summary)", invocation: "\(program) \(command.name)",
                  options: command.options)
    }

    /// The help layout every command and program shares: heading, usage line, one line per option.
    static func help(heading: String, invocation: String, options: [Option]) -> String {
        var s = "\(heading)\n\nUsage: \(invocation)"
        for o in options where o.isRequired { s += " --\(o.name) \(o.valueName ?? "")" }
        if options.contains(where: { !$0.isRequired }) { s += " [options]" }
        s += "\n\nOptions:\n"
        let labels = options.map { "--" + $0.name + ($0.valueName.map { " " + $0 } ?? "") }
        let width = labels.map(\.count).max() ?? 0
        for (o, label) in zip(options, labels) {
            var line = "  " + label.padded(to: width) + "  " + o.help
            if let allowed = o.allowed { line += " (" + allowed.joined(separator: "|") + ")" }
            if let d = o.defaultValue { line += " [default: \(d)]" }
            if o.isRequired { line += " (required)" }
            s += line + "\n"
        }
        s += "  " + "--help".padded(to: width) + "  show this help\n"
        return s
    }
}

/// A subcommand and its options.
public struct Command: Sendable {
    public var name: String
    public var summary: String
    public var options: [Option]
    /// Creates a command.
    public init(name: String, summary: String, options: [Option] = []) {
        self.name = name; self.summary = summary; self.options = options
    }
}

/// An option: `--name VALUE`, or a flag when `value` is nil.
public struct Option: Sendable {
    public var name: String
    public var valueName: String?
    public var help: String
    public var allowed: [String]?
    public var defaultValue: String?
    public var isRequired: Bool
    /// Creates an option; `value` names its argument (nil makes it a flag).
    public init(_ name: String, value: String? = nil, help: String, allowed: [String]? = nil,
                default defaultValue: String? = nil, required: Bool = false) {
        self.name = name; valueName = value; self.help = help; self.allowed = allowed
        self.defaultValue = defaultValue; isRequired = required
    }
}

/// The options a command was given.
public struct ParsedOptions: Sendable, Equatable {
    /// Option values by name (defaults filled in).
    public var values: [String: String]
    /// Flags that were given.
    public var flags: Set<String>
    /// Creates parsed options.
    public init(values: [String: String] = [:], flags: Set<String> = []) { self.values = values; self.flags = flags }
    /// The value of option `name`, if given or defaulted.
    public subscript(_ name: String) -> String? { values[name] }
    /// Whether flag `name` was given.
    public func has(_ name: String) -> Bool { flags.contains(name) }
    /// Parses `WxH` (e.g. `800x480`) from option `name`: two whole numbers from 1 to `maximum`.
    ///
    /// The caller passes its own limit (the display layer's largest buffer side), so the range is
    /// checked here, before anything is allocated for it.
    public func size(_ name: String, maximum: Int) throws(ArgumentError) -> (width: Int, height: Int)? {
        guard let v = values[name] else { return nil }
        let parts = v.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Self.wholeNumber(parts[0]), let h = Self.wholeNumber(parts[1]),
              (1...maximum).contains(w), (1...maximum).contains(h) else {
            throw .invalidValue("--" + name, value: v, expected: "WIDTHxHEIGHT, each 1 to \(maximum), e.g. 800x480")
        }
        return (w, h)
    }
    /// Parses an integer from option `name`.
    public func int(_ name: String) throws(ArgumentError) -> Int? {
        guard let v = values[name] else { return nil }
        guard let n = Int(v) else { throw .invalidValue("--" + name, value: v, expected: "a whole number") }
        return n
    }

    /// Digits only (no sign, no spaces), at most 9 of them so the value never nears `Int`'s range.
    static func wholeNumber(_ s: Substring) -> Int? {
        guard !s.isEmpty, s.utf8.count <= 9, s.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return Int(s)
    }
}

/// What was wrong with the command line.
public enum ArgumentError: Error, Equatable, CustomStringConvertible {
    case unknownCommand(String, available: [String])
    case expectedCommand(String, available: [String])
    case unknownOption(String, command: String, available: [String])
    case missingValue(String, valueName: String)
    case unexpectedValue(String)
    case invalidValue(String, value: String, expected: String)
    case missingOption(String, command: String)
    case unexpectedArgument(String, command: String)

    /// One line saying what was wrong; values from the command line are quoted through ``Echo``.
    public var description: String {
        func q(_ s: String) -> String { Echo.escaped(s) }
        switch self {
        case let .unknownCommand(c, available): return "unknown command '\(q(c))'; expected one of: \(available.joined(separator: ", "))"
        case let .expectedCommand(o, available): return "'\(q(o))' given before a command; expected one of: \(available.joined(separator: ", "))"
        case let .unknownOption(o, command, available): return "'\(command)' has no option \(q(o)); it takes: \(available.joined(separator: ", "))"
        case let .missingValue(o, v): return "\(o) needs a value (\(v))"
        case let .unexpectedValue(o): return "\(o) is a flag and takes no value"
        case let .invalidValue(o, value, expected): return "\(o) '\(q(value))' is not valid: expected \(expected)"
        case let .missingOption(o, command): return "'\(command)' needs \(o)"
        case let .unexpectedArgument(a, command): return "'\(command)' does not take a bare argument ('\(q(a))'); options start with --"
        }
    }
}

extension String {
    func padded(to width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
