import QuizStore
import TestSupport

extension QuizDatabase {
    /// A store in memory with the bundled packs (`assets/packs`) installed, as a fresh kiosk has them.
    public static func withBundledPacks() throws -> QuizDatabase {
        let database = try QuizDatabase()
        try PackInstaller(database: database).installPacks(inDirectory: Repository.root + "/assets/packs")
        return database
    }
}
