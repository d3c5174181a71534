import Foundation
import QuizStore

/// What the thumbnails of one fetched day came to.
public struct EventImageReport: Equatable, Sendable {
    /// Downloaded and kept.
    public var saved = 0
    /// Already in the folder (another event, or an earlier fetch, had the same URL).
    public var reused = 0
    /// One line per image not kept: its URL and why. The event plays without it.
    public var skipped: [String] = []
    /// Older files removed to keep the folder within its size (their events keep the name; the file is gone).
    public var removed = 0

    public init(saved: Int = 0, reused: Int = 0, skipped: [String] = [], removed: Int = 0) {
        self.saved = saved
        self.reused = reused
        self.skipped = skipped
        self.removed = removed
    }

    /// Images the day's events have now that they did not have before.
    public var recorded: Int { saved + reused }
}

/// Downloads the thumbnails a fetched day's events name (the first page with one, as the feed gives it) into
/// `EventImageFolder`: JPEG, PNG or WebP only (the bytes decide; a Content-Type naming another type is refused
/// too), each at most 256 KB, at most `maximumPerDay` a day; the folder stays within its size. A failure only
/// skips that image; it is tried again when the day's feed next changes (a 304 only brings back the files that
/// left the folder to keep it within its size). Only events the game can deal get one.
public struct EventImageFetch: Sendable {
    public let folder: EventImageFolder
    public var transfer: HTTPTransfer
    /// The most image URLs one day's fetch downloads.
    public var maximumPerDay = 60

    public init(folder: EventImageFolder, transfer: HTTPTransfer) {
        self.folder = folder
        self.transfer = transfer
    }

    /// Fetches what `date`'s events in `language` are missing; `thisYear` bounds the events the game deals.
    /// With `retryingUnrecorded` false, only the files recorded before and gone since.
    public func run(
        database: QuizDatabase, language: String, date: EventDate, thisYear: Int, retryingUnrecorded: Bool = true
    ) -> EventImageReport {
        var report = EventImageReport()
        let wanted: [EventImageWant]
        do {
            wanted = try database.eventImagesWanted(
                language: language, date: date, folder: folder, year: thisYear, limit: maximumPerDay,
                retryingUnrecorded: retryingUnrecorded)
        } catch {
            report.skipped.append("the events' images cannot be read from the store: \(error)")
            return report
        }
        for want in wanted {
            do {
                if let file = folder.reuse(url: want.url) {
                    try database.setEventImageFile(file, eventIDs: want.eventIDs)
                    report.reused += 1
                    continue
                }
                switch download(want.url) {
                case .failure(let reason):
                    report.skipped.append("\(want.url): \(reason)")
                case .success(let (data, kind)):
                    let (file, removed) = try folder.keep(data, url: want.url, kind: kind)
                    try database.setEventImageFile(file, eventIDs: want.eventIDs)
                    report.saved += 1
                    report.removed += removed.count
                }
            } catch {
                report.skipped.append("\(want.url): not kept: \(error)")
            }
        }
        return report
    }

    /// Why an image was not kept, in words for one line.
    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    private func download(_ text: String) -> Result<(Data, EventImageKind), Refusal> {
        guard let url = URL(string: text) else { return .failure(Refusal(description: "not a URL")) }
        let response: HTTPTransfer.Response
        switch transfer.exchange(url, headers: ["Accept": "image/webp,image/png,image/jpeg"]) {
        case .failure(.tooBig):
            return .failure(Refusal(description: "the image is larger than \(transfer.limits.maximumBytes / 1024) KB"))
        case .failure(let failure): return .failure(Refusal(description: failure.description))
        case .success(let answer): response = answer
        }
        guard (200..<300).contains(response.status) else {
            let reason = HTTPStatusText.reason(response.status)
            return .failure(Refusal(description: "the server answered \(response.status) (\(reason))"))
        }
        let type = response.header("Content-Type")?.split(separator: ";").first.map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        }
        if let type, !type.isEmpty, type != "application/octet-stream", EventImageKind(contentType: type) == nil {
            return .failure(Refusal(description: "it is \(type), not a JPEG, PNG or WebP image"))
        }
        guard let kind = EventImageKind(bytes: response.body) else {
            return .failure(Refusal(description: "it is not a JPEG, PNG or WebP image"))
        }
        guard response.body.count <= EventImageFolder.maximumFileBytes else {
            return .failure(Refusal(description: "the image is larger than 256 KB"))
        }
        return .success((response.body, kind))
    }
}
