import Testing
@testable import Faceplate

/// The solver's tableau is the largest thing in a window's heap (the demo: 84,828 term slots), so a
/// term is an `Int32` symbol and a `Double` coefficient, 12 bytes, and the row still answers in `Int`s.
@Suite struct SolverRowStorageTests {
    @Test func aTermIsAnInt32SymbolAndADoubleCoefficient() {
        var row = SolverRow()
        row.add(70_000, 2.5)
        row.add(3, -1)
        #expect(MemoryLayout.stride(ofValue: row.symbols[0]) + MemoryLayout.stride(ofValue: row.coefficients[0]) == 12)
        #expect(row.coefficient(70_000) == 2.5 && row.coefficient(3) == -1 && row.coefficient(4) == 0)
        row.add(70_000, -2.5)                     // cancels: the term goes, the other stays
        #expect(row.symbols == [3] && row.coefficients == [-1])
    }
}
