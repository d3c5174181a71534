import Foundation
import QuizVoice
import Testing

/// The recogniser on voices of other synthesisers than espeak-ng, none of them used to tune it: Debian's `flite`
/// 2.2 (kal and kal16, diphones of one man; awb, rms and slt, CMU ARCTIC's clustergen voices of two men and a woman)
/// and Festival's `festvox-us-slt-hts` (an HMM voice trained on slt's recordings). Every espeak-ng voice shares one
/// formant model; these are made from recorded speech. Every command of each screen's set (as the long sweep says
/// them, `VoiceRecognizerTests.measure`) at each voice's own pace, slower (durations x1.3) and faster (x0.77),
/// clean and with the long sweep's pink noise at 0.05. Long soak only (`TILTQUIZ_SOAK=full`, `make soak`, which
/// installs `flite`, `festival` and `festvox-us-slt-hts`); docs/performance.md has the figures.
@Suite(.serialized)
struct OtherSynthesizerVoiceTests {
    typealias Voice = SpokenCommands.Voice
    typealias Tally = VoiceRecognizerTests.Tally

    /// Each voice at its own pace, slower and faster.
    static var voices: [(name: String, paces: [Voice])] {
        let flite = ["kal", "kal16", "rms", "awb", "slt"].map { name in
            (name: "flite \(name)", paces: [1.0, 1.3, 0.77].map { Voice.flite(name, stretch: $0) })
        }
        let festival = (name: "festival slt-hts", paces: [1.0, 0.77, 1.3].map { Voice.festival(rate: $0) })
        return flite + [festival]
    }

    @Test(.enabled(if: VoiceRecognizerTests.soak))
    func voicesOfOtherSynthesizers() throws {
        let spoken = try SpokenCommands()
        defer { spoken.remove() }
        let recognizer = try VoiceRecognizer()
        let sweep = VoiceRecognizerTests()
        var clean = Tally()
        var noisy = Tally()
        for voice in Self.voices {
            let heard = try sweep.measure(voice.paces, recognizer, spoken)
            let heardInNoise = try sweep.measure(voice.paces.map { $0.with(noise: 0.05) }, recognizer, spoken)
            print("voice, \(voice.name): \(heard)")
            print("voice, \(voice.name) by command: \(heard.perCommandInFull)")
            print("voice, \(voice.name) with noise: \(heardInNoise)")
            print("voice, \(voice.name) with noise by command: \(heardInNoise.perCommandInFull)")
            (heard.wrong + heard.missed + heardInNoise.wrong + heardInNoise.missed).forEach { print("  \($0)") }
            clean = clean.adding(heard)
            noisy = noisy.adding(heardInNoise)
        }
        print("voice, other synthesisers: \(clean)")
        print("voice, other synthesisers by command: \(clean.perCommandInFull)")
        print("voice, other synthesisers with noise: \(noisy)")
        print("voice, other synthesisers with noise by command: \(noisy.perCommandInFull)")
        // Measured as the game shipped on 2026-12-06: 753 of 756 clean (99.6 %), 688 of 756 in noise (91.0 %); the
        // same files decode the same way each run. The floors leave room for about two utterances clean and four
        // in noise to change (one utterance of "back" or "repeat" counts 6 times, once for each screen's set that
        // takes it) as another flite, Festival or sox build makes slightly other samples. Losing any one command
        // clean (at least 18 utterances), or half of one voice's 126 in noise, fails.
        #expect(clean.accuracy >= 0.98, "\(clean)")
        #expect(noisy.accuracy >= 0.88, "\(noisy)")
    }
}
