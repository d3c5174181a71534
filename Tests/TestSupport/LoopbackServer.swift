import Foundation
import ProcessLifecycle

/// One of `Tests/QuizNetworkTests/Server/`'s small HTTP servers, run with python3 on 127.0.0.1 and a free port
/// (it prints "PORT <n>" first), serving from its own temporary folder; killed when released.
class LoopbackServer {
    let root = Tool.temporaryFolder()
    let process = Process()
    private(set) var port = 0

    /// Starts `script` (a file name in the servers' folder) with `--root` and `arguments`, after making
    /// `folders` inside its root.
    init(script: String, arguments: [String] = [], folders: [String] = []) throws {
        for folder in folders {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["python3", Tool.root + "/Tests/QuizNetworkTests/Server/" + script, "--root", root] + arguments
        let output = Pipe()
        process.standardOutput = output
        try DyingChild.run(process)
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        port =
            Int(String(decoding: line, as: UTF8.self).dropFirst(5).trimmingCharacters(in: .whitespacesAndNewlines))
            ?? 0
    }

    deinit {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// The body of a GET of `path` (a control route), through Python's urllib: the test process has no HTTP
    /// client of its own (Foundation's `Data(contentsOf:)` needs FoundationNetworking, which nothing loads).
    func get(_ path: String) throws -> Data {
        let client = Process()
        client.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let read = "import sys, urllib.request; sys.stdout.buffer.write(urllib.request.urlopen(sys.argv[1]).read())"
        client.arguments = ["python3", "-c", read, url(path)]
        let output = Pipe()
        client.standardOutput = output
        try DyingChild.run(client)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        client.waitUntilExit()
        return data
    }
}
