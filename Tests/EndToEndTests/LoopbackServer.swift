import Foundation

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
        try process.run()
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
}
