import Foundation
import ProcessLifecycle

/// `Server/pack_server.py` on 127.0.0.1 and a free port, serving files from its own temporary folder.
final class PackServer {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Server/pack_server.py").path

    let root: String
    private(set) var port = 0
    private var process: Process?

    init() throws {
        root = NSTemporaryDirectory() + "tiltquiz-packserver-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try start()
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Starts the server: on a free port the first time, on the same port again after `stop`.
    func start() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script, "--root", root, "--port", String(port)]
        let output = Pipe()
        process.standardOutput = output
        try DyingChild.run(process)
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw ServerFailure(message: "the server ended before it printed its port") }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("PORT "), let port = Int(text.dropFirst(5)) else {
            throw ServerFailure(message: "unexpected first line: \(text)")
        }
        self.port = port
        self.process = process
    }

    /// Stops the server: its port then refuses connections.
    func stop() {
        guard let process, process.isRunning else { return }
        // SIGKILL: a test thread may have started it with SIGTERM blocked.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        self.process = nil
    }

    func url(_ path: String) -> String {
        "http://127.0.0.1:\(port)\(path)"
    }

    /// Writes `text` as `/files/NAME`.
    func serve(_ name: String, _ text: String) {
        _ = FileManager.default.createFile(atPath: root + "/" + name, contents: Data(text.utf8))
    }

    /// GET or POST on the server's control routes, through Python's urllib (apart from the code under test).
    func control(_ path: String, post body: String? = nil) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        var arguments = ["python3", "-c", Self.client, url(path)]
        if let body { arguments.append(body) }
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try DyingChild.run(process)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    /// Programs the statuses `/scores` answers next (then 200).
    func programScoreStatuses(_ statuses: [Int]) throws {
        _ = try control("/control/scores-status", post: statuses.map(String.init).joined(separator: ","))
    }

    /// The score bodies `/scores` accepted, in order.
    func acceptedScores() throws -> [[String: Any]] {
        try JSONSerialization.jsonObject(with: control("/control/scores")) as? [[String: Any]] ?? []
    }

    /// Every request the server answered: method, path, userAgent, ifNoneMatch, ifModifiedSince.
    func requests() throws -> [[String: Any]] {
        try JSONSerialization.jsonObject(with: control("/control/requests")) as? [[String: Any]] ?? []
    }

    /// A client apart from the code under test (Python's urllib).
    private static let client = """
        import sys, urllib.request
        data = sys.argv[2].encode() if len(sys.argv) > 2 else None
        sys.stdout.buffer.write(urllib.request.urlopen(urllib.request.Request(sys.argv[1], data=data)).read())
        """

    struct ServerFailure: Error {
        var message: String
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
