import Foundation
import TestSupport
import Testing

/// A game in a real window plays its sounds: SDL's disk audio driver writes what the game's
/// audio device played to a file, which holds the arrow's ticks and the answer's sound at the
/// config's volume (80 %: 102 of 128).
extension RealWindowTests {
    /// The 16-bit mono samples of one of `assets/sounds`.
    static func sound(_ name: String) throws -> [Int16] {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Tool.root + "/assets/sounds/\(name).wav")))
        var offset = 12
        while offset + 8 <= bytes.count {
            let size = (0..<4).reduce(0) { $0 | Int(bytes[offset + 4 + $1]) << (8 * $1) }
            if String(decoding: bytes[offset..<offset + 4], as: UTF8.self) == "data" {
                let data = bytes[(offset + 8)..<min(bytes.count, offset + 8 + size)]
                return stride(from: data.startIndex, to: data.endIndex - 1, by: 2).map {
                    Int16(bitPattern: UInt16(data[$0]) | UInt16(data[$0 + 1]) << 8)
                }
            }
            offset += 8 + size + size % 2
        }
        throw SummaryError(message: "\(name).wav has no data chunk")
    }

    /// The stereo frames of `output` that are not silence, in runs parted by at least `gap` silent frames.
    static func loudRuns(_ output: [Int16], gap: Int = 32) -> [[(left: Int16, right: Int16)]] {
        let frames = stride(from: 0, to: output.count - 1, by: 2).map { (left: output[$0], right: output[$0 + 1]) }
        var runs: [[(left: Int16, right: Int16)]] = []
        var start: Int?
        var last = -1
        for (index, frame) in frames.enumerated() where frame.left != 0 || frame.right != 0 {
            if let first = start, index - last > gap {
                runs.append(Array(frames[first...last]))
                start = index
            } else if start == nil {
                start = index
            }
            last = index
        }
        if let first = start { runs.append(Array(frames[first...last])) }
        return runs
    }

    /// Whether `run` is `sound` at `volume` of 128 on both channels (its silent start trimmed), give or
    /// take one step of the mono-to-stereo conversion.
    static func matches(_ run: [(left: Int16, right: Int16)], _ sound: [Int16], volume: Int32) -> Bool {
        let expected = sound.map { Int16(Int32($0) * volume / 128) }.drop { $0 == 0 }
        guard run.count >= expected.count else { return false }
        return zip(run, expected).allSatisfy { frame, sample in
            frame.left == frame.right && abs(Int32(frame.left) - Int32(sample)) <= 1
        }
    }

    @Test func aGameInARealWindowPlaysItsSounds() throws {
        let window = try WindowedGame()
        defer { window.stop() }
        let folder = window.folder
        let script = folder + "/keys.jsonl"
        Tool.write(
            """
            {"t": 0.5, "key": "enter"}
            {"t": 1.5, "key": "left", "down": true}
            {"t": 2.6, "key": "left", "down": false}
            {"t": 4.0, "key": "enter"}

            """, to: script)
        try window.start(
            [
                "play", "--mode", "tilt", "--tilt", "keys", "--size", "320x240", "--questions", "1", "--exit-when-done",
                "--seed", "3", "--data", folder + "/data", "--input", script,
            ], stderr: folder + "/stderr.txt",
            environment: ["SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": folder + "/played.raw"])
        let summary = try window.summaryOnceLeft()
        let stderr = try String(contentsOfFile: folder + "/stderr.txt", encoding: .utf8)
        #expect(window.process.terminationStatus == 0, "\(stderr)")
        #expect(!stderr.contains("tiltquiz: sound"), "\(stderr)")
        let answer = try #require(summary.answers.first)

        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/played.raw")))
        let samples = stride(from: 0, to: bytes.count - 1, by: 2).map {
            Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
        }
        let runs = Self.loudRuns(samples)
        try #require(runs.count >= 2, "the arrow's stage tones and the answer's sound: \(runs.map(\.count))")
        #expect(
            Self.matches(runs[0], try Self.sound("stage1"), volume: 102), "the first sound is the first stage's tone")
        let verdict = try Self.sound(answer.right ? "right" : "wrong")
        #expect(Self.matches(runs[runs.count - 1], verdict, volume: 102), "the last is the answer's sound")
    }
}
