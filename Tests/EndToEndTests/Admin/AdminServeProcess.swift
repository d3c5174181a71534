import Foundation
import ProcessLifecycle
import TestSupport

/// `tiltquiz admin serve` on a free port of 127.0.0.1 until `stop()`; the port read off its first line.
final class AdminServeProcess {
    let process = Process()
    let port: Int
    private let errorFile = Tool.temporaryFolder() + "/serve.log"

    /// Starts `admin serve` on a free loopback port over `data`, with `more` arguments (`--tls-cert`...);
    /// `scheme` is what its first line says it speaks.
    init(data: String, more: [String] = [], scheme: String = "http") throws {
        process.executableURL = URL(fileURLWithPath: Tool.executable)
        process.arguments = ["admin", "serve", "--listen", "127.0.0.1:0", "--data", data] + more
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = Tool.temporaryFolder()
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        Tool.write("", to: errorFile)
        process.standardError = FileHandle(forWritingAtPath: errorFile)
        try DyingChild.run(process)
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        let prefix = "The web admin listens on \(scheme)://127.0.0.1:"
        guard text.hasPrefix(prefix), let port = Int(text.dropFirst(prefix.count).prefix { $0.isNumber }) else {
            process.terminate()
            throw RunFailure(description: "admin serve did not say where it listens: \(text)")
        }
        self.port = port
    }

    /// What the server has written to standard error.
    func log() -> String {
        (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    struct RunFailure: Error, CustomStringConvertible {
        var description: String
    }
}
