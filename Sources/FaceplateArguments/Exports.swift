// The parser's errors quote values through Echo; a tool that parses its own options quotes the same way
// with `import FaceplateArguments` alone.
@_exported import FaceplateEcho
