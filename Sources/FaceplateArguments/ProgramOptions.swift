/// Programs without subcommands — a panel app is `myapp --board pi7 --trace`, not `myapp run …` —
/// parsed with the same rules, errors and help layout as a command of a multi-command tool.
extension ArgumentParser {
    /// Parses `arguments` (without the program name) for a program whose options are `program`'s:
    /// `program.name` is the program's name, `program.summary` its one-line description.
    /// Returns `.run(command: program.name, …)` or `.help(…)` for `--help`/`-h`.
    public static func parse(_ arguments: [String], program: Command) throws(ArgumentError) -> Result {
        let parser = ArgumentParser(program: program.name, summary: program.summary, commands: [program])
        switch try parser.parse([program.name] + arguments) {
        case .help: return .help(usage(program: program))
        case let .run(command, options): return .run(command: command, options: options)
        }
    }

    /// The help of a program without subcommands: its summary, usage line and options.
    public static func usage(program: Command) -> String {
        help(heading: "\(program.name): \(program.summary)", invocation: program.name, options: program.options)
    }
}
