import Foundation
import QuizCore

/// A bundled or downloaded pack of true/false statements (`assets/packs/*.json`).
public struct TrueFalsePack: Equatable, Sendable {
    public var id: String
    public var title: String
    public var description: String
    public var questions: [TrueFalseQuestion]
    /// The language its statements are written in: the file's top-level `language` ("de"), "en" without one.
    public var language: String = "en"
    /// The uid of the statement each statement translates, by the statement's id (its optional `translates`):
    /// the same statement in another language, with the same answer (docs/content.md).
    public var translates: [String: String] = [:]

    /// Reads and validates a pack file; errors name the file and the JSON path.
    public static func load(path: String) throws(StoreError) -> TrueFalsePack {
        let name = PathText.name(of: path)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw StoreError.badPack(file: name, field: "(file)", reason: "cannot be read")
        }
        return try decode(data, file: name)
    }

    /// Decodes and validates pack JSON; `file` names it in errors.
    public static func decode(_ data: Data, file: String) throws(StoreError) -> TrueFalsePack {
        try decode(PackDecoding.parse(data, file: file), file: file)
    }

    /// Decodes and validates a parsed pack; `file` names it in errors.
    static func decode(_ value: JSONValue, file: String) throws(StoreError) -> TrueFalsePack {
        var pack = try PackDecoding.decode(RawPack.self, from: value, file: file).validated(file: file)
        let links = try PackDecoding.decode(RawLinks.self, from: value, file: file).questions
        for (index, (question, link)) in zip(pack.questions, links).enumerated() {
            guard let uid = link.translates else { continue }
            guard !uid.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, uid != question.id else {
                throw StoreError.badPack(
                    file: file, field: "questions[\(index)].translates",
                    reason: "must name the id of another statement, the one this translates")
            }
            pack.translates[question.id] = uid
        }
        return pack
    }
}

/// The optional `translates` of a true/false pack file's statements, read beside `RawPack`'s.
private struct RawLinks: Decodable {
    struct Link: Decodable {
        var translates: String?
    }

    var questions: [Link]
}

/// A true/false pack file's JSON, before validation; its statements decode as `TrueFalseQuestion`.
private struct RawPack: Decodable {
    var id: String
    var title: String
    var description: String?
    var questions: [TrueFalseQuestion]
    var language: String?

    func validated(file: String) throws(StoreError) -> TrueFalsePack {
        func require(_ value: String, _ field: String) throws(StoreError) {
            if value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                throw StoreError.badPack(file: file, field: field, reason: "must not be empty")
            }
        }
        try require(id, "id")
        try require(title, "title")
        var seen = Set<String>()
        for (index, question) in questions.enumerated() {
            let at = "questions[\(index)]"
            try require(question.id, at + ".id")
            try require(question.topic, at + ".topic")
            try require(question.statement, at + ".statement")
            try require(question.explanation, at + ".explanation")
            guard seen.insert(question.id).inserted else {
                throw StoreError.badPack(file: file, field: at + ".id", reason: "\"\(question.id)\" is used twice")
            }
        }
        var pack = TrueFalsePack(id: id, title: title, description: description ?? "", questions: questions)
        if let language {
            guard ContentLanguage.isCode(language) else {
                throw StoreError.badPack(
                    file: file, field: "language", reason: "\"\(language)\" is not a language code such as \"de\"")
            }
            pack.language = language
        }
        return pack
    }
}
