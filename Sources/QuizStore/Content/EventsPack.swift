import Foundation
import QuizCore

/// A bundled pack of dated events (`assets/packs/history-events.json`).
public struct EventsPack: Equatable, Sendable {
    public var id: String
    public var title: String
    public var description: String
    public var events: [EventRecord]

    /// Decodes and validates the pack; errors name the file and JSON path.
    public static func decode(_ data: Data, file: String) throws(StoreError) -> EventsPack {
        try decode(PackDecoding.parse(data, file: file), file: file)
    }

    /// Decodes and validates a parsed pack; `file` names it in errors.
    static func decode(_ value: JSONValue, file: String) throws(StoreError) -> EventsPack {
        let raw = try PackDecoding.decode(Raw.self, from: value, file: file)
        var seen = Set<String>()
        for (index, event) in raw.events.enumerated() {
            let at = "events[\(index)]"
            guard !event.text.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw StoreError.badPack(file: file, field: at + ".text", reason: "must not be empty")
            }
            guard (1...12).contains(event.month) else {
                throw StoreError.badPack(file: file, field: at + ".month", reason: "must be 1 to 12")
            }
            guard (1...31).contains(event.day) else {
                throw StoreError.badPack(file: file, field: at + ".day", reason: "must be 1 to 31")
            }
            guard seen.insert(event.uid).inserted else {
                throw StoreError.badPack(file: file, field: at + ".id", reason: "\"\(event.uid)\" is used twice")
            }
        }
        return EventsPack(id: raw.id, title: raw.title, description: raw.description ?? "", events: raw.events)
    }

    /// An events pack file's JSON, before validation; its events decode as `EventRecord`.
    private struct Raw: Decodable {
        var id: String
        var title: String
        var description: String?
        var events: [EventRecord]
    }
}
