import Foundation
import QuizCore
import QuizStore

/// How one check of the pack URL ended.
public enum PackCheckOutcome: Equatable, Sendable {
    /// The document was downloaded and imported (which may have changed nothing).
    case imported(QuizPackChanges)
    /// The server said the document has not changed since the last check (304).
    case notModified
    /// The check of `url` failed: no pack changed.
    case failed(url: String, problem: PackCheckProblem)

    /// One line in English for the command line: what changed, or why nothing could.
    public var line: String {
        switch self {
        case .imported(let changes): return changes.line
        case .notModified: return "no change (the server says the file is the same)"
        case .failed(let url, let problem): return problem.line(url: url)
        }
    }
}

/// Checks a pack URL: a conditional GET with the stored ETag / Last-Modified, then the import of the iQuiz
/// document in one transaction. A 304 records a successful check; every failure (network, status, size,
/// not JSON, not iQuiz) leaves every pack as it was and is kept as the feed's last problem.
public struct PackCheck: Sendable {
    public let database: QuizDatabase
    public var transfer: HTTPTransfer

    public init(database: QuizDatabase, transfer: HTTPTransfer) {
        self.database = database
        self.transfer = transfer
    }

    /// Checks `url` now; `now` stamps the check.
    public func run(url: String, at now: Date = Date()) -> PackCheckOutcome {
        let outcome = check(url: url, at: now)
        if case .failed(_, let problem) = outcome {
            try? database.recordPackFeedProblem(url: url, problem: problem, at: now)
        }
        return outcome
    }

    private func check(url text: String, at now: Date) -> PackCheckOutcome {
        func failed(_ problem: PackCheckProblem) -> PackCheckOutcome { .failed(url: text, problem: problem) }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme)
        else { return failed(.notWebAddress) }
        let stored: PackFeedRecord?
        do {
            stored = try database.packFeed(url: text)
        } catch {
            return failed(.storeFailed(detail: "the store cannot be read (\(error))"))
        }
        var headers = ["Accept": "application/json"]
        if let etag = stored?.validators.etag { headers["If-None-Match"] = etag }
        if let modified = stored?.validators.lastModified { headers["If-Modified-Since"] = modified }
        let response: HTTPTransfer.Response
        switch transfer.exchange(url, headers: headers) {
        case .failure(let failure): return failed(.network(failure))
        case .success(let answer): response = answer
        }
        if response.status == 304 {
            do {
                try database.recordPackFeedNotModified(url: text, at: now)
            } catch {
                return failed(.storeFailed(detail: "the check cannot be recorded (\(error))"))
            }
            return .notModified
        }
        guard (200..<300).contains(response.status) else {
            return failed(.status(code: response.status, reason: HTTPStatusText.reason(response.status)))
        }
        let validators = PackValidators(etag: response.header("ETag"), lastModified: response.header("Last-Modified"))
        let name = url.lastPathComponent.isEmpty ? (url.host ?? text) : url.lastPathComponent
        do {
            return .imported(
                try database.importQuizPacks(
                    response.body, file: name, source: .url(text), at: now, validators: validators))
        } catch {
            if case .importFailed(let message) = error { return failed(.notIQuiz(detail: message)) }
            return failed(.storeFailed(detail: "the packs cannot be stored (\(error))"))
        }
    }
}
