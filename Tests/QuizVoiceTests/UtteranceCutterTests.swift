import Foundation
import QuizVoice
import Testing

/// The microphone's (and the script's) sound cut into utterances by loudness, then decoded: a word in silence is
/// one utterance whose command is heard; silence is none; a steady sound is cut at the longest an utterance lasts.
@Suite(.serialized)
struct UtteranceCutterTests {
    /// `samples` pushed in 10 ms pieces with 2 s of silence after, as the loop feeds it: the utterances cut.
    static func cut(_ samples: [Int16], silenceBefore: Int = 16_000) -> [[Int16]] {
        var cutter = UtteranceCutter()
        let stream = [Int16](repeating: 0, count: silenceBefore) + samples + [Int16](repeating: 0, count: 32_000)
        var utterances: [[Int16]] = []
        for start in stride(from: 0, to: stream.count, by: 160) {
            stream[start..<min(stream.count, start + 160)].withUnsafeBufferPointer {
                utterances += cutter.push($0)
            }
        }
        return utterances
    }

    @Test func eachCommandSaidInSilenceIsOneUtteranceHeardAsIt() throws {
        let spoken = try SpokenCommands()
        defer { spoken.remove() }
        let recognizer = try VoiceRecognizer()
        let voice = SpokenCommands.Voice(name: "en-us", speed: 160, pitch: 50)
        var missed: [String] = []
        var decoding: [Double] = []
        for command in VoiceCommand.allCases {
            let samples = try PCMWave.samples(atPath: try spoken.say(command.rawValue, voice))
            let utterances = Self.cut(samples)
            #expect(utterances.count == 1, "\(command): \(utterances.map(\.count))")
            var heard: VoiceHeard?
            let took = ContinuousClock().measure { heard = utterances.first.flatMap { recognizer.recognize($0) } }
            decoding.append(Double(took.components.attoseconds) / 1e15 + Double(took.components.seconds) * 1000)
            if heard?.command != command { missed.append("\(command): \(heard?.words ?? "nothing")") }
        }
        #expect(missed.isEmpty, "\(missed)")
        // From the end of the word: the cutter's wait for quiet, then decoding the whole utterance at once.
        let sorted = decoding.sorted()
        print(
            "voice, end of word to command: \(UtteranceCutter.trailingSilenceFrames * 10) ms of quiet + decoding"
                + " median \(Int(sorted[sorted.count / 2])) ms, slowest \(Int(sorted.last ?? 0)) ms")
    }

    @Test func silenceIsNoUtteranceAndASteadySoundBecomesTheFloor() {
        #expect(Self.cut([Int16](repeating: 0, count: 160_000)).isEmpty)
        // A tone 10 s long: one utterance at its start, no longer than the longest (3 s), then the noise floor
        // rises to it and it is quiet; a word said over it is heard again.
        let tone = (0..<160_000).map { Int16(4000 * sin(Double($0) * 2 * Double.pi * 440 / 16_000)) }
        let pieces = Self.cut(tone)
        #expect(pieces.count == 1, "\(pieces.map(\.count))")
        #expect(pieces.allSatisfy { $0.count <= 3 * 16_000 + 160 }, "\(pieces.map(\.count))")
        let word = (0..<8_000).map { Int16(20_000 * sin(Double($0) * 2 * Double.pi * 300 / 16_000)) }
        let over = zip(tone, word + [Int16](repeating: 0, count: tone.count - word.count)).map { $0 &+ $1 }
        #expect(Self.cut(Array(tone) + over).count == 2)
    }
}
