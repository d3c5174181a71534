import QuizSpeech
import Testing

/// Real espeak-ng in the test's process: one engine at a time, so the suite runs its tests in turn.
@Suite(.serialized)
struct SpeechEngineTests {
    /// A sentence as long as the game's questions get.
    static let sentence = "Which planet is known as the red planet? 1: Venus. 2: Mars. 3: Jupiter. 4: Saturn."

    @Test func aSentenceBecomesAudibleSamples() throws {
        let engine = try SpeechEngine(language: "en")
        defer { engine.close() }
        #expect(engine.sampleRate == 22_050)
        #expect(engine.voiceIdentifier == "gmw/en")
        let utterance = engine.say(Self.sentence)
        engine.waitUntilFinished(utterance)
        let timing = engine.timing(of: utterance)
        // About 6 s of speech: more than 3 s, less than 15.
        #expect(timing.samplesMade > 3 * 22_050 && timing.samplesMade < 15 * 22_050)
        var buffer = [Int16](repeating: 0, count: timing.samplesMade + 100)
        let taken = buffer.withUnsafeMutableBufferPointer { engine.take(into: $0) }
        #expect(taken == timing.samplesMade)
        // Speech, not silence: a root mean square above -40 dBFS and a peak above a tenth of full scale.
        let samples = buffer[..<taken]
        let power = samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(taken)
        #expect(power.squareRoot() > 328)
        #expect(samples.map { abs(Int($0)) }.max() ?? 0 > 3_277)
        #expect(engine.timing(of: utterance).firstSampleTaken != nil)
        #expect(engine.isQuiet)
    }

    @Test func stopCutsTheSentenceBeingMadeAndDropsWhatWaits() throws {
        let engine = try SpeechEngine(language: "en")
        defer { engine.close() }
        let long = Array(repeating: Self.sentence, count: 8).joined(separator: " ")
        let whole = engine.say(long)
        engine.waitUntilFinished(whole)
        let wholeCount = engine.timing(of: whole).samplesMade
        engine.stop()
        #expect(engine.isQuiet)

        let cut = engine.say(long)
        let dropped = engine.say("This is never said.")
        engine.waitUntilStarted(cut)
        engine.stop()
        engine.waitUntilFinished(cut)
        engine.waitUntilFinished(dropped)
        #expect(engine.timing(of: cut).samplesMade < wholeCount / 2)
        #expect(engine.timing(of: dropped).samplesMade == 0)
        var buffer = [Int16](repeating: 0, count: 1024)
        #expect(buffer.withUnsafeMutableBufferPointer { engine.take(into: $0) } == 0)

        // After a stop the engine speaks again.
        let after = engine.say("Next question.")
        engine.waitUntilFinished(after)
        #expect(engine.timing(of: after).samplesMade > 0)
    }

    @Test func aLanguageWithoutAVoiceIsRefusedWithItsName() {
        #expect(throws: SpeechError.self) { try SpeechEngine(language: "xx-nonesuch") }
        do {
            _ = try SpeechEngine(language: "xx-nonesuch")
        } catch {
            #expect(error.description == "speech off: espeak-ng has no voice for the language \"xx-nonesuch\"")
        }
        // And a refused start lets the next one open.
        #expect((try? SpeechEngine(language: "fr"))?.voiceIdentifier == "roa/fr")
    }
}
