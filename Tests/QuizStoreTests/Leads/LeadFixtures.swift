import Foundation
import GRDB
import QuizCore
import TestSupport
import TestSupportStore

@testable import QuizStore

/// A store in a folder of its own, with helpers to look at its files byte by byte.
struct LeadFixture {
    let store: TemporaryStore
    var folder: TemporaryFolder { store.folder }
    var database: QuizDatabase { store.database }

    init() throws {
        store = try TemporaryStore()
    }

    var leads: LeadStore { LeadStore(database: database) }
    var directory: PlayerDirectory { PlayerDirectory(database: database) }

    /// Ada and Bob, new players made at `moment`.
    func adaAndBob(at moment: Date) throws -> (ada: PlayerRef, bob: PlayerRef) {
        (try directory.newPlayer(named: "Ada", at: moment), try directory.newPlayer(named: "Bob", at: moment))
    }
    var keyPath: String { folder.file(LeadKey.fileName) }

    func form(
        _ name: String = "Ada", _ email: String = "ada.lovelace@example.org", consented: Bool = true
    )
        -> LeadForm
    {
        LeadForm(name: name, email: email, consented: consented, consentText: "I agree to be emailed.")
    }

    /// The files of the folder (database, WAL, shared memory, journal, key, lock) that hold `text`'s UTF-8 bytes.
    func filesHolding(_ text: String) throws -> [String] {
        let needle = Data(text.utf8)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().filter { name in
            let data = try Data(contentsOf: URL(fileURLWithPath: folder.file(name)))
            return data.range(of: needle) != nil
        }
    }

    /// How many players the store has.
    func playerCount() throws -> Int {
        try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM player") ?? 0 }
    }

    /// Every file name in the folder.
    func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// The mode bits of `path`.
    static func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o777 : 0
    }
}
