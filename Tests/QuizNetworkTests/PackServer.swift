import Foundation
import TestSupport

/// `Server/pack_server.py` on 127.0.0.1 and a free port, serving files from its own temporary folder.
final class PackServer: LoopbackServer {
    init() throws { try super.init(script: "pack_server.py") }

    /// Writes `text` as `/files/NAME`.
    func serve(_ name: String, _ text: String) {
        _ = FileManager.default.createFile(atPath: root + "/" + name, contents: Data(text.utf8))
    }

    /// Programs the statuses `/scores` answers next (then 200).
    func programScoreStatuses(_ statuses: [Int]) throws {
        _ = try control("/control/scores-status", post: statuses.map(String.init).joined(separator: ","))
    }

    /// The score bodies `/scores` accepted, in order.
    func acceptedScores() throws -> [[String: Any]] {
        try JSONObjects.read(control("/control/scores")) as? [[String: Any]] ?? []
    }

    /// Every request the server answered: method, path, userAgent, ifNoneMatch, ifModifiedSince.
    func requests() throws -> [[String: Any]] {
        try JSONObjects.read(control("/control/requests")) as? [[String: Any]] ?? []
    }
}

/// iQuiz documents for the tests.
enum Quizzes {
    static let science = """
        {"title": "Science!", "desc": "Because SCIENCE!", "questions": [
          {"text": "What is fire?", "answer": "1", "answers": ["One of the four classical elements", "A magical reaction given to us by God", "A band that hasn't yet been discovered", "Fire! Fire! Fire! heh-heh"]},
          {"text": "Water boils at 100 °C at sea level.", "answer": "1", "answers": ["True", "False"]}]}
        """
    static let maths = """
        {"title": "Mathematics", "desc": "Did you pass the third grade?", "questions": [
          {"text": "What is 2+2?", "answer": "1", "answers": ["4", "22", "An irrational number", "Nobody knows"]},
          {"text": "What is 3×3?", "answer": "2", "answers": ["6", "9", "33", "12"]},
          {"text": "What is 10−4?", "answer": "3", "answers": ["4", "5", "6", "7"]}]}
        """
    static let marvel = """
        {"title": "Marvel Super Heroes", "desc": "Avengers, Assemble!", "questions": [
          {"text": "Who is Iron Man?", "answer": "1", "answers": ["Tony Stark", "Obadiah Stane", "A rock hit by Megadeth", "Nobody knows"]}]}
        """

    static func document(_ quizzes: String...) -> String {
        "[" + quizzes.joined(separator: ",\n") + "]"
    }
}
