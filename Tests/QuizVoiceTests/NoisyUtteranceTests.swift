import Foundation
import Testing

@testable import QuizVoice

/// A noisy utterance is decoded again from a front end that removes its noise (`VoiceRecognizer.noisyBelow`);
/// a quiet one is decoded once, as before.
@Suite(.serialized)
struct NoisyUtteranceTests {
    /// Tuning voices at 110 words a minute and a low or high pitch saying, with pink noise about 15 dB below
    /// them, commands that one decoding heard as another (found by comparing both over the tuning voices at 110
    /// and 230 wpm, pitch 20 and 80: 21 differences, 19 of them heard right only when decoded again).
    static let cases: [(voice: String, pitch: Int, command: VoiceCommand)] = [
        ("en-us", 80, .back), ("en-us", 20, .skip), ("en-us+m1", 20, .next), ("en-us+m1", 80, .skip),
        ("en-us+f2", 80, .skip), ("en-us+f2", 20, .four), ("en+m3", 20, .back), ("en+f3", 80, .skip),
    ]

    /// How many of `cases` `recognizer` hears right while listening for the trivia screen's commands.
    func heardRight(_ recognizer: VoiceRecognizer, _ spoken: SpokenCommands) throws -> Int {
        recognizer.listen(for: VoiceScreen.trivia.commands)
        var right = 0
        for (name, pitch, command) in Self.cases {
            let voice = SpokenCommands.Voice(name: name, speed: 110, pitch: pitch, noise: 0.05)
            let samples = try PCMWave.samples(atPath: try spoken.say(command.rawValue, voice))
            if recognizer.recognize(samples)?.command == command { right += 1 }
        }
        return right
    }

    @Test func noisyUtterancesAreHeardBetterWithTheirNoiseRemoved() throws {
        let spoken = try SpokenCommands()
        defer { spoken.remove() }
        let once = try VoiceRecognizer(
            model: .debianEnglish, pronunciations: VoiceRecognizer.pronunciations, noisyBelow: 0)
        let again = try VoiceRecognizer()
        let before = try heardRight(once, spoken)
        let after = try heardRight(again, spoken)
        print("voice, noisy utterances: \(before) of \(Self.cases.count) right decoded once, \(after) decoded again")
        #expect(after >= before + 3, "decoded once \(before), again \(after)")
    }

    @Test func aQuietUtteranceIsDecodedOnceAsBefore() throws {
        let spoken = try SpokenCommands()
        defer { spoken.remove() }
        let quiet = SpokenCommands.Voice(name: "en-us", speed: 160, pitch: 50)
        let samples = try PCMWave.samples(atPath: try spoken.say("repeat", quiet))
        let heard = try VoiceRecognizer().recognize(samples)
        let once = try VoiceRecognizer(
            model: .debianEnglish, pronunciations: VoiceRecognizer.pronunciations, noisyBelow: 0
        ).recognize(samples)
        #expect(heard?.command == .repeat)
        #expect(heard == once, "a quiet utterance is heard as the one decoding heard it")
    }
}
