import Foundation
import ProcessLifecycle

/// One of `Tests/QuizNetworkTests/Server/`'s small HTTP servers (pack_server.py, event_server.py), run with python3
/// on 127.0.0.1 (it prints "PORT <n>" first), serving from its own temporary folder; killed and the folder removed
/// when released. Test targets subclass it with the routes of their script.
open class LoopbackServer {
    /// The servers' folder: beside this target, in QuizNetworkTests, whose README section names the scripts there.
    public static let scripts = Repository.path("Tests/QuizNetworkTests/Server")

    /// The folder the server serves from.
    public let root: String
    /// The port it listens on: a free one the first time, the same one again after `stop` and `start`.
    public private(set) var port = 0
    private let script: String
    private let arguments: [String]
    private var process: Process?

    /// Starts `script` (a file name in `scripts`) with `--root`, `--port` and `arguments`, after making `folders`
    /// inside its root.
    public init(script: String, arguments: [String] = [], folders: [String] = []) throws {
        root = NSTemporaryDirectory() + "tiltquiz-loopback-" + UUID().uuidString
        self.script = Self.scripts + "/" + script
        self.arguments = arguments
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for folder in folders {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        try start()
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Starts the server: on a free port the first time, on the same port again after `stop`.
    public func start() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, "--root", root, "--port", String(port)] + arguments
        let output = Pipe()
        process.standardOutput = output
        try DyingChild.run(process)
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw Failure(message: "the server ended before it printed its port") }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("PORT "), let port = Int(text.dropFirst(5)) else {
            throw Failure(message: "unexpected first line: \(text)")
        }
        self.port = port
        self.process = process
    }

    /// Stops the server: its port then refuses connections.
    public func stop() {
        guard let process, process.isRunning else { return }
        // SIGKILL: a test thread may have started it with SIGTERM blocked.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        self.process = nil
    }

    /// The URL of `path` on this server.
    public func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// The body of a GET (or, with `body`, a POST) of `path`, a control route, through Python's urllib: a client
    /// apart from the code under test (and the test process has none of its own: Foundation's `Data(contentsOf:)`
    /// needs FoundationNetworking, which nothing loads).
    public func control(_ path: String, post body: String? = nil) throws -> Data {
        let client = Process()
        client.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        client.arguments = ["python3", "-c", Self.client, url(path)] + (body.map { [$0] } ?? [])
        let output = Pipe()
        client.standardOutput = output
        try DyingChild.run(client)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        client.waitUntilExit()
        return data
    }

    private static let client = """
        import sys, urllib.request
        data = sys.argv[2].encode() if len(sys.argv) > 2 else None
        sys.stdout.buffer.write(urllib.request.urlopen(urllib.request.Request(sys.argv[1], data=data)).read())
        """

    /// The server did not start: what it printed instead of its port.
    public struct Failure: Error {
        public var message: String
    }
}
