import Foundation
import QuizCore

/// Open Trivia DB API responses `{response_code, results: [...]}` in any of the API's four encodings.
///
/// The encoding is not in the response, so it is read from the data: `type` values that are Base64 of
/// "multiple"/"boolean" mean `base64`; a plain space anywhere means the default HTML entities (encoded
/// forms never contain spaces); otherwise a `+` means `urlLegacy` and `%XX` means `url3986`.
/// Every string field is decoded, including type, difficulty and category. The topic is the category.
enum OpenTDBFormat {
    /// How the API encoded the strings (`encode=` parameter).
    enum Encoding: String, Sendable { case html, url3986, urlLegacy, base64 }

    static let source = "https://opentdb.com/"

    static func parse(_ text: String, file: String) throws(ImportError) -> ImportBatch {
        let root = try JSONNode.root(text, file: file)
        let codeNode = try root.required("response_code")
        guard let code = codeNode.integer else { throw codeNode.error(.notANumber) }
        guard code == 0 else { throw codeNode.error(.responseCode(code)) }
        let results = try root.required("results").items()
        let encoding = detectEncoding(results)
        var batch = ImportBatch(format: .opentdb)
        for result in results {
            batch.questions.append(try read(result, encoding: encoding))
        }
        return batch
    }

    private static let base64Types: Set<String> = ["bXVsdGlwbGU=", "Ym9vbGVhbg=="]

    static func detectEncoding(_ results: [JSONNode]) -> Encoding {
        let types = results.compactMap { try? $0.optional("type")?.string() }
        if !types.isEmpty, types.allSatisfy(base64Types.contains) {
            return .base64
        }
        var strings: [String] = []
        for result in results {
            for key in ["type", "difficulty", "category", "question", "correct_answer"] {
                if let text = try? result.optional(key)?.string() { strings.append(text) }
            }
            for answer in (try? result.optional("incorrect_answers")?.items()) ?? [] {
                if let text = try? answer.string() { strings.append(text) }
            }
        }
        if strings.contains(where: { $0.contains(" ") }) { return .html }
        if strings.contains(where: { $0.contains("+") }) { return .urlLegacy }
        if strings.contains(where: { $0.range(of: "%[0-9A-Fa-f]{2}", options: .regularExpression) != nil }) {
            return .url3986
        }
        return .html
    }

    /// Decodes one field; nil when it is not valid in that encoding.
    static func decode(_ text: String, _ encoding: Encoding) -> String? {
        switch encoding {
        case .html: HTMLEntities.decode(text)
        case .url3986: text.removingPercentEncoding
        case .urlLegacy: text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
        case .base64: Data(base64Encoded: text).flatMap { String(validating: [UInt8]($0), as: UTF8.self) }
        }
    }

    private static func field(_ node: JSONNode, _ encoding: Encoding) throws(ImportError) -> String {
        guard let decoded = decode(try node.string(), encoding) else {
            throw node.error(.notEncoded(encoding: encoding.rawValue))
        }
        let text = ImportText.trimmed(decoded)
        guard !text.isEmpty else { throw node.error(.empty) }
        return text
    }

    private static func read(_ node: JSONNode, encoding: Encoding) throws(ImportError) -> ImportedQuestion {
        let typeNode = try node.required("type")
        let type = try field(typeNode, encoding)
        let topic = try field(node.required("category"), encoding)
        let text = try field(node.required("question"), encoding)
        let correctNode = try node.required("correct_answer")
        var correct = try field(correctNode, encoding)
        let wrongNode = try node.required("incorrect_answers")
        var wrong: [String] = []
        for answer in try wrongNode.items() {
            wrong.append(try field(answer, encoding))
        }
        if let difficulty = node.optional("difficulty") {
            _ = try field(difficulty, encoding)
        }
        switch type {
        case "boolean":
            guard ["true", "false"].contains(correct.lowercased()) else {
                throw correctNode.error(.notTrueOrFalse)
            }
            correct = correct.lowercased()
            wrong = []
        case "multiple":
            guard (1...AnswerLimits.wrongKept).contains(wrong.count) else {
                throw wrongNode.error(.wrongAnswerCount(limit: AnswerLimits.wrongKept))
            }
            if wrong.contains(where: { $0.lowercased() == correct.lowercased() }) {
                throw wrongNode.error(.repeatsCorrect(correct))
            }
        default:
            throw typeNode.error(.unknownType(type))
        }
        return ImportedQuestion(
            kind: type == "boolean" ? .trueFalse : .multipleChoice, topic: topic, text: text, correct: correct,
            wrong: wrong, source: source, location: node.location)
    }
}
