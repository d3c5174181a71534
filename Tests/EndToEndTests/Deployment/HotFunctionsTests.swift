import Foundation
import TestSupport
import Testing

/// `release/hot-functions.txt`: the functions a session runs, which
/// `scripts/release-build.sh` has the linker place together. A list that
/// names other code places nothing, silently; these checks catch a list that
/// is malformed or made for code long gone.
@Suite(.enabled(if: Command.which("nm") != nil, "nm is not installed (binutils, with dpkg-dev)"))
struct HotFunctionsTests {
    static let listPath = Tool.root + "/release/hot-functions.txt"

    @Test func theListHoldsOneSymbolPerLineEachOnce() throws {
        let names = try String(contentsOfFile: Self.listPath, encoding: .utf8).split(separator: "\n")
        #expect(names.count > 1_000, "only \(names.count) functions: made from a short run?")
        #expect(Set(names).count == names.count, "a function is listed twice")
        let malformed = names.filter { $0.contains(" ") || $0.contains("\t") || $0.isEmpty }
        #expect(malformed.isEmpty, "not symbol names: \(malformed.prefix(3))")
    }

    /// The debug build names its functions as the release build does, but for
    /// the specialisations only an optimised build makes: 50 % of the list
    /// was found in it when the list was made (2026-11-27).
    @Test func mostOfTheListIsStillThisProgramsCode() throws {
        let names = Set(try String(contentsOfFile: Self.listPath, encoding: .utf8).split(separator: "\n"))
        let symbols = try Command.run(try #require(Command.which("nm")), ["--defined-only", Tool.executable])
        #expect(symbols.status == 0, "\(symbols.stderr)")
        var found = Set<Substring>()
        for line in symbols.stdout.split(separator: "\n") {
            if let name = line.split(separator: " ").last, names.contains(name) { found.insert(name) }
        }
        let share = Double(found.count) / Double(max(names.count, 1))
        #expect(
            share >= 0.3,
            "only \(found.count) of \(names.count) listed functions are in \(Tool.executable): run scripts/order-hot-functions.sh"
        )
    }
}
