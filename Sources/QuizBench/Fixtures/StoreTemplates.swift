import Foundation
import QuizCore
import QuizStore

/// Two stores made once that the fixtures' own stores start as copies of: one with the bundled packs
/// installed, one empty. Installing the packs (decoding 1.4 MB of events, writing thousands of rows) and
/// migrating each new file were 80 % of what `layout-check` spent its time on, once for every screen at
/// every size.
struct StoreTemplates {
    /// The closed store files (their WAL emptied into them).
    let withPacks: String
    let empty: String

    /// Makes both in `folder` (made if missing), from the packs in `assets`.
    init(folder: String, assets: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        withPacks = QuizDatabase.file(inDirectory: PathText.join(folder, "template-packs"))
        let store = try QuizDatabase(path: withPacks)
        try PackInstaller(database: store).installPacks(
            inDirectory: PathText.join(assets, "packs"))
        try store.close()
        empty = QuizDatabase.file(inDirectory: PathText.join(folder, "template-empty"))
        try QuizDatabase(path: empty).close()
    }

    /// Opens a new store in the new folder `storeFolder`: a copy of one template.
    func store(in storeFolder: String, withPacks packs: Bool) throws -> QuizDatabase {
        try FileManager.default.createDirectory(atPath: storeFolder, withIntermediateDirectories: true)
        let file = QuizDatabase.file(inDirectory: storeFolder)
        try FileManager.default.copyItem(atPath: packs ? withPacks : empty, toPath: file)
        return try QuizDatabase(path: file)
    }
}
