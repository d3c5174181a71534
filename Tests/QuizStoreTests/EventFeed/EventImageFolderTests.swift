import Foundation
import TestSupport
import Testing

@testable import QuizStore

/// The thumbnails' folder: names, kinds by their bytes, and its bounds.
@Suite struct EventImageFolderTests {
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
    static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 0x4A, 0x46, 0x49, 0x46])
    static let webp = Data("RIFF\u{24}\0\0\0WEBPVP8 ".utf8)

    @Test func kindsComeFromTheBytes() {
        #expect(EventImageKind(bytes: Self.png) == .png)
        #expect(EventImageKind(bytes: Self.jpeg) == .jpeg)
        #expect(EventImageKind(bytes: Self.webp) == .webp)
        for other in ["GIF89a......", "<svg xmlns=", "<!doctype html>", "", "RIFF\0\0\0\0WAVE"] {
            #expect(EventImageKind(bytes: Data(other.utf8)) == nil, "\(other)")
        }
        #expect(EventImageKind(contentType: "image/png") == .png)
        #expect(EventImageKind(contentType: "IMAGE/JPEG; charset=binary") == .jpeg)
        #expect(EventImageKind(contentType: "image/webp") == .webp)
        #expect(EventImageKind(contentType: "image/gif") == nil && EventImageKind(contentType: "text/html") == nil)
    }

    @Test func namesAreAHashOfTheURLAndOnlyThoseAreLookedUp() throws {
        let url = "https://upload.wikimedia.org/wikipedia/commons/thumb/0/00/Example.jpg/320px-Example.jpg"
        let name = EventImageFolder.fileName(forURL: url, kind: .jpeg)
        #expect(name.count == 36 && name.hasSuffix(".jpg"))
        #expect(name == EventImageFolder.fileName(forURL: url, kind: .jpeg))
        #expect(name != EventImageFolder.fileName(forURL: url + "?", kind: .jpeg))
        let folder = TemporaryFolder()
        let images = EventImageFolder(dataFolder: folder.path)
        #expect(images.path(of: name) == nil)
        let kept = try images.keep(Self.jpeg, url: url, kind: .jpeg)
        #expect(kept.file == name && kept.removed.isEmpty)
        #expect(images.path(of: name) == folder.path + "/event-images/" + name)
        #expect(FileManager.default.contents(atPath: folder.path + "/event-images/" + name) == Self.jpeg)
        for wrong in ["../tiltquiz.sqlite", ".hidden", "a.png", name + ".png", "/etc/passwd"] {
            #expect(images.path(of: wrong) == nil, "\(wrong)")
        }
    }

    /// Writes `bytes` bytes for `url`, last used at `seconds` after 2001.
    func place(_ images: EventImageFolder, _ url: String, bytes: Int, usedAt seconds: Double) throws -> String {
        let name = try images.keep(Self.png + Data(count: bytes - Self.png.count), url: url, kind: .png).file
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceReferenceDate: seconds)],
            ofItemAtPath: images.path + "/" + name)
        return name
    }

    @Test func theFolderKeepsItsSizeByRemovingTheFilesUsedLongestAgo() throws {
        let folder = TemporaryFolder()
        let images = EventImageFolder(dataFolder: folder.path, maximumFolderBytes: 3000)
        let a = try place(images, "https://x/a.png", bytes: 1000, usedAt: 100)
        let b = try place(images, "https://x/b.png", bytes: 1000, usedAt: 300)
        let c = try place(images, "https://x/c.png", bytes: 1000, usedAt: 200)
        // Another program's file is neither counted nor removed.
        _ = FileManager.default.createFile(atPath: images.path + "/notes.txt", contents: Data(count: 5000))
        #expect(images.trim().isEmpty, "3000 bytes fit")
        let kept = try images.keep(Self.png + Data(count: 1488), url: "https://x/d.png", kind: .png)
        #expect(kept.removed == [a, c], "the oldest two go; b was used last")
        #expect(images.path(of: b) != nil && images.path(of: kept.file) != nil)
        #expect(images.path(of: a) == nil && images.path(of: c) == nil)
        #expect(FileManager.default.fileExists(atPath: images.path + "/notes.txt"))

        // A file larger than the whole folder is kept alone: everything else goes.
        let big = try images.keep(Self.png + Data(count: 4000), url: "https://x/e.png", kind: .png)
        #expect(Set(big.removed) == [b, kept.file])
        #expect(images.path(of: big.file) != nil)
    }

    @Test func reusingAFileMakesItTheNewest() throws {
        let folder = TemporaryFolder()
        let images = EventImageFolder(dataFolder: folder.path, maximumFolderBytes: 2000)
        let a = try place(images, "https://x/a.png", bytes: 1000, usedAt: 100)
        let b = try place(images, "https://x/b.png", bytes: 1000, usedAt: 200)
        #expect(images.reuse(url: "https://x/a.png") == a)
        #expect(images.reuse(url: "https://x/none.png") == nil)
        let kept = try images.keep(Self.png + Data(count: 988), url: "https://x/c.png", kind: .png)
        #expect(kept.removed == [b])
    }

    @Test func onlyDealableEventsWantAThumbnail() {
        #expect(EventImageFolder.isDealable(text: "Apollo 11 lands on the Moon.", year: 1969, thisYear: 2026) == false)
        #expect(EventImageFolder.isDealable(text: "The Eagle lands on the Moon.", year: 1969, thisYear: 2026))
        #expect(EventImageFolder.isDealable(text: "The music of the 1960s.", year: 1969, thisYear: 2026))
        #expect(!EventImageFolder.isDealable(text: "Caesar crosses the Rubicon.", year: -49, thisYear: 2026))
        #expect(!EventImageFolder.isDealable(text: "A future event.", year: 2030, thisYear: 2026))
        #expect(!EventImageFolder.isDealable(text: "In the year 79, Vesuvius erupts.", year: 79, thisYear: 2026))
    }

    @Test func theStoreListsTheImagesADayStillNeeds() throws {
        let database = try QuizDatabase()
        let folder = TemporaryFolder()
        let images = EventImageFolder(dataFolder: folder.path)
        let feed = """
            {"events": [
              {"text": "The Eagle lands on the Moon.", "year": 1969, "pages": [{"title": "A", "thumbnail": {"source": "https://i/a.png"}}]},
              {"text": "Armstrong steps onto the Moon.", "year": 1969, "pages": [{"title": "B", "thumbnail": {"source": "https://i/a.png"}}]},
              {"text": "Voyager 2 is launched.", "year": 1977, "pages": [{"title": "C", "thumbnail": {"source": "https://i/c.png"}}]},
              {"text": "A probe is launched.", "year": 1978, "pages": [{"title": "D", "thumbnail": {"source": "ftp://i/d.png"}}]},
              {"text": "A ship is launched.", "year": 1979, "pages": [{"title": "E", "thumbnail": {"source": "https://i/e.png"}}]},
              {"text": "A plane flies.", "year": 1980, "pages": [{"title": "F"}]}]}
            """
        _ = try database.importEventFeedDay(
            Data(feed.utf8), language: "en", date: EventDate(month: 1, day: 2)!, url: "u",
            validators: PackValidators(etag: nil, lastModified: nil), at: Date(timeIntervalSince1970: 0))
        let day = EventDate(month: 1, day: 2)!
        var wanted = try database.eventImagesWanted(language: "en", date: day, folder: images, year: 2026, limit: 60)
        #expect(wanted.map(\.url) == ["https://i/a.png", "https://i/e.png"])
        #expect(wanted.first?.eventIDs.count == 2, "two events share one image")
        #expect(
            try database.eventImagesWanted(language: "en", date: day, folder: images, year: 2026, limit: 1).count == 1)

        let file = try images.keep(Self.png, url: "https://i/a.png", kind: .png).file
        try database.setEventImageFile(file, eventIDs: wanted[0].eventIDs)
        wanted = try database.eventImagesWanted(language: "en", date: day, folder: images, year: 2026, limit: 60)
        #expect(wanted.map(\.url) == ["https://i/e.png"])
        // Only a recorded file gone from the folder is wanted when retryingUnrecorded is false (a 304).
        #expect(
            try database.eventImagesWanted(
                language: "en", date: day, folder: images, year: 2026, limit: 60, retryingUnrecorded: false
            ).isEmpty)
        try FileManager.default.removeItem(atPath: images.path + "/" + file)
        wanted = try database.eventImagesWanted(
            language: "en", date: day, folder: images, year: 2026, limit: 60, retryingUnrecorded: false)
        #expect(wanted.map(\.url) == ["https://i/a.png"] && wanted.first?.eventIDs.count == 2)
        wanted = try database.eventImagesWanted(language: "en", date: day, folder: images, year: 2026, limit: 60)
        #expect(wanted.map(\.url) == ["https://i/a.png", "https://i/e.png"])
    }
}
