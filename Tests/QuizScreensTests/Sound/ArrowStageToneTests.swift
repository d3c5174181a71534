import QuizCore
import QuizVoice
import Testing

@testable import QuizScreens

/// The tilt arrow's stages are heard as well as seen: each stage its own tone, a step higher than the last, so a
/// player who cannot see the arrow hears how far the tilt has gone.
@Suite struct ArrowStageToneTests {
    @Test func eachStageHasItsToneAndTheyRise() throws {
        #expect(
            (0...4).map(GameSound.arrowStage) == [.arrowStage1, .arrowStage1, .arrowStage2, .arrowStage3, .arrowStage3])
        let pitches = try [GameSound.arrowStage1, .arrowStage2, .arrowStage3].map { sound in
            let samples = try PCMWave.samples(atPath: SceneRenderingTests.root + "/assets/sounds/\(sound.rawValue).wav")
            return Self.pitch(samples)
        }
        #expect(pitches[0] < pitches[1] && pitches[1] < pitches[2], "\(pitches)")
        // E5, A5, E6 as made.
        #expect(zip(pitches, [659.0, 880, 1319]).allSatisfy { abs($0 - $1) < $1 * 0.03 }, "\(pitches)")
        // A step each, not a slip: at least a major third (a quarter more in frequency) between stages.
        #expect(pitches[1] / pitches[0] > 1.25 && pitches[2] / pitches[1] > 1.25, "\(pitches)")
    }

    /// The tone's frequency in Hz: rising zero crossings counted from the first to the last (each placed between
    /// its two samples), over the part louder than a tenth of the peak (16 kHz samples).
    static func pitch(_ samples: [Int16]) -> Double {
        let peak = samples.map { abs(Int($0)) }.max() ?? 0
        let loud = samples.indices.filter { abs(Int(samples[$0])) * 10 >= peak }
        guard let first = loud.first, let last = loud.last, last > first else { return 0 }
        var crossings: [Double] = []
        for index in first..<last where samples[index] < 0 && samples[index + 1] >= 0 {
            let below = Double(samples[index])
            let above = Double(samples[index + 1])
            crossings.append(Double(index) + (-below) / (above - below))
        }
        guard let start = crossings.first, let end = crossings.last, end > start else { return 0 }
        return Double(crossings.count - 1) / ((end - start) / Double(VoiceRecognizer.sampleRate))
    }
}
