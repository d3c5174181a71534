import Foundation
import QuizScreens
import TiltInput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Writes a JSON Lines tilt trace as it is recorded: a `{"device": {...}}` line, then one sample a line.
///
/// Each batch goes straight to the file (no buffering), so a recording cut
/// short by Ctrl-C, an unplug or a crash keeps every whole line written.
final class TraceWriter {
    private let file: LineFile
    /// Samples written so far.
    private(set) var count = 0
    /// The time of the last sample written.
    private(set) var lastTime: Double?

    /// Creates or truncates `path`; fails with the system's reason.
    init(path: String) throws(CommandFailure) {
        file = try LineFile(path: path)
    }

    /// The header line describing where the samples come from.
    func writeHeader(for source: SampledSource) throws(CommandFailure) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let header = TraceHeader(device: TraceHeader.Device(source))
        try file.write([String(decoding: (try? encoder.encode(header)) ?? Data("{}".utf8), as: UTF8.self)])
    }

    /// Appends samples as `{"t":0.0123,"x":0.0,"y":9.8066,"z":0.0}`, times from 0 (earlier ones clamp to 0).
    func write(_ samples: [AccelSample]) throws(CommandFailure) {
        guard !samples.isEmpty else { return }
        let lines = samples.map { sample in
            let time = max(0, sample.time)
            return "{\"t\":\(Self.rounded(time)),\"x\":\(Self.rounded(sample.x)),\"y\":\(Self.rounded(sample.y)),"
                + "\"z\":\(Self.rounded(sample.z))}"
        }
        try file.write(lines)
        count += samples.count
        lastTime = max(0, samples[samples.count - 1].time)
    }

    func close() {
        file.close()
    }

    /// To 4 decimals (0.1 ms, 0.0001 m/s^2), without "-0.0".
    static func rounded(_ value: Double) -> String {
        "\((value * 10_000).rounded() / 10_000 + 0.0)"
    }
}

/// A text file written a few whole lines at a time, straight to the system (no buffering).
final class LineFile {
    let path: String
    private var descriptor: Int32

    /// Creates or truncates `path`; fails with the system's reason.
    init(path: String) throws(CommandFailure) {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw CommandFailure("cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }

    deinit {
        close()
    }

    /// Appends the lines, each ended by a line feed.
    func write(_ lines: [String]) throws(CommandFailure) {
        guard descriptor >= 0, !lines.isEmpty else { return }
        var bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { writeDescriptor(descriptor, $0) }
            if written < 0 {
                if errno == EINTR { continue }
                throw CommandFailure("cannot write \(path): \(String(cString: strerror(errno)))")
            }
            bytes.removeFirst(written)
        }
    }

    func close() {
        guard descriptor >= 0 else { return }
        closeDescriptor(descriptor)
        descriptor = -1
    }
}

/// `close(2)`, out of reach of `LineFile.close()`.
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}

/// `write(2)`, out of reach of `LineFile.write(_:)`.
private func writeDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    write(descriptor, bytes.baseAddress, bytes.count)
}

/// The first line of a recorded trace: `{"device": {...}}` (replay skips it).
struct TraceHeader: Encodable {
    /// The recording device, as discovery described it.
    struct Device: Encodable {
        var kind: String
        var name: String
        var node: String
        var mountMatrix: String?
        var mountMatrixOrigin: String?
        var units: String?
        /// What the numbers are, so a reader of a bug report need not guess.
        var frame =
            "m/s^2 after units and mount matrix, Android/SDL axes (+x right, +y top, +z out of the screen), "
            + "before display rotation"
        var recorder = "tiltquiz \(TiltQuiz.configuration.version)"

        init(_ source: SampledSource) {
            switch source {
            case .device(let watch):
                let info = watch.lastInfo
                kind = info.kind.rawValue
                name = info.name
                node = info.nodePath
                mountMatrix = info.mountMatrix.description
                mountMatrixOrigin = info.mountMatrixOrigin.description
                units = DeviceReport.units(info, source: watch.current?.source)
            case .trace(let path, _):
                kind = "replay"
                name = ""
                node = path
            }
        }
    }

    var device: Device
}
