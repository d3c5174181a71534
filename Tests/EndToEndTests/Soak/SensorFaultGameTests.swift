import Foundation
import TestSupport
import Testing

/// Sensor faults in a whole game: a replayed trace answers the first
/// question, then sends absurd readings, freezes, and is unplugged in the
/// middle of a tilt. Only the real answer may count.
@Suite struct SensorFaultGameTests {
    @Test func absurdFrozenAndUnpluggedReadingsAnswerNothing() throws {
        let folder = Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A real tilt to the left at 4 s answers the first question; the device rests until 9 s.
        var lines = TraceBuilder(tilts: [.init(start: 4, left: true)], duration: 9).text()
            .split(separator: "\n").map(String.init)
        func line(_ time: Double, _ x: Double, _ y: Double, _ z: Double) -> String {
            String(format: "{\"t\": %.3f, \"x\": %g, \"y\": %g, \"z\": %g}", time, x, y, z)
        }
        let absurd: [(Double, Double, Double)] = [
            (1e30, 0, 0), (-1e30, 1e30, 0), (0, 0, 0), (9.80665, 0, 0), (1e-300, 0, 0), (-9.80665, 0, 0), (0, 0, -1e20),
        ]
        // 9-12 s: one absurd reading in three; 12-16 s: frozen on one reading; 16 s: a tilt cut by an unplug.
        for index in 0..<300 {
            let time = 9.01 + Double(index) / 100
            let (x, y, z) = index % 3 == 0 ? absurd[index / 3 % absurd.count] : (0, 0, 9.80665)
            lines.append(line(time, x, y, z))
        }
        for index in 0..<400 { lines.append(line(12.01 + Double(index) / 100, 0.1, 0, 9.8)) }
        for index in 0..<15 {
            let theta = Double(index) * 1.2 * .pi / 180  // up to 17 degrees, short of an answer
            lines.append(line(16.01 + Double(index) / 100, 9.80665 * sin(theta), 0, 9.80665 * cos(theta)))
        }
        Tool.write(lines.joined(separator: "\n") + "\n", to: folder + "/faults.jsonl")
        let result = try Tool.run([
            "play", "--mode", "tilt", "--headless", "--data", folder + "/data", "--seed", "5", "--tilt",
            "replay:" + folder + "/faults.jsonl",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let summary = try GameSummary.parse(result.stdout)
        #expect(summary.answers.map(\.chosen) == [true], "only the real tilt answers")
        #expect(summary.answers.first.map { $0.at > 4.2 && $0.at < 5 } == true)
        Soak.report("sensor faults in a game: 100 absurd readings, 4 s frozen, 1 unplug mid-tilt, 0 false answers")
    }
}
