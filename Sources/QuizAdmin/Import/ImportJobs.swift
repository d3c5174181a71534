import Foundation
import QuizCore
import QuizStore

/// The uploads waiting for their commit, and the imports running or done, by id: the import runs on a thread
/// of its own (through `QuizDatabase.importFiles`, the command line's path) and tells its progress here, which the
/// progress page reads. Uploads live in a temporary folder and go once imported or after an hour.
final class ImportJobs: @unchecked Sendable {
    /// An uploaded file, previewed, not yet imported.
    struct Pending {
        var folder: String
        var path: String
        var fileName: String
        var format: ImportFormat?
        var topic: String?
        var items: Int
        var uploadedAt: Date
    }

    /// Where an import is.
    enum State {
        case running
        case finished(ImportSummary)
        /// Nothing was imported, and why: the page words rows refused once written (`.importRowsRefused`) in its
        /// reader's language.
        case failed(StoreError)
    }

    /// An import: rows written of all, and its state.
    struct Job {
        var fileName: String
        var done: Int
        var total: Int
        var state: State
    }

    private let lock = NSLock()
    private var pending: [String: Pending] = [:]
    private var jobs: [String: Job] = [:]
    let root: String

    init() {
        root = PathText.join(NSTemporaryDirectory(), "tiltquiz-admin-uploads-" + UUID().uuidString)
    }

    /// A new folder for an upload, and its id; uploads older than an hour are dropped first.
    func newFolder() throws -> (id: String, folder: String) {
        let stale = lock.withLock { () -> [String] in
            let old = pending.filter { $0.value.uploadedAt < Date().addingTimeInterval(-3600) }
            for id in old.keys { pending[id] = nil }
            return old.map(\.value.folder)
        }
        for folder in stale { try? FileManager.default.removeItem(atPath: folder) }
        let id = String(Token.make().prefix(24))
        let folder = PathText.join(root, id)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return (id, folder)
    }

    func keep(_ id: String, _ upload: Pending) {
        lock.withLock { pending[id] = upload }
    }

    func discard(folder: String) {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func job(_ id: String) -> Job? {
        lock.withLock { jobs[id] }
    }

    func isPending(_ id: String) -> Bool {
        lock.withLock { pending[id] != nil }
    }

    /// Starts importing upload `id` into `database` on a thread of its own; false when no upload has that id.
    func start(_ id: String, into database: QuizDatabase) -> Bool {
        guard
            let upload = lock.withLock({ () -> Pending? in
                guard let upload = pending.removeValue(forKey: id) else { return nil }
                jobs[id] = Job(fileName: upload.fileName, done: 0, total: upload.items, state: .running)
                return upload
            })
        else { return false }
        let thread = Thread { [self] in
            let state: State
            do throws(StoreError) {
                let summary = try database.importFiles(
                    [upload.path], format: upload.format, topic: upload.topic, packName: QuestionBank.packName,
                    dryRun: false
                ) { done, total in
                    self.lock.withLock {
                        self.jobs[id]?.done = done
                        self.jobs[id]?.total = total
                    }
                }
                state = .finished(summary)
            } catch {
                state = .failed(error)
            }
            lock.withLock { jobs[id]?.state = state }
            discard(folder: upload.folder)
        }
        thread.start()
        return true
    }
}
