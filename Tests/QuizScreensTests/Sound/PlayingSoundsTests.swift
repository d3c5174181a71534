import CSDL2
import Testing

@testable import QuizScreens

/// The mixing itself, as SDL's audio callback runs it: a sound at its volume, sounds summed and
/// clamped, a sound longer than one buffer, the limit, and sounds that end dropped.
@Suite struct PlayingSoundsTests {
    static let stereo = SoundFormat(sample: SDL_AudioFormat(AUDIO_S16LSB), channels: 2, rate: 44_100)

    /// Little-endian 16-bit samples as a clip's bytes.
    static func clip(_ samples: [Int16]) -> SoundClip {
        SoundClip(bytes: samples.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)] })
    }

    /// One callback of `samples` 16-bit samples, read back as numbers.
    static func render(_ playing: PlayingSounds, samples: Int) -> [Int16] {
        var bytes = [UInt8](repeating: 0xAA, count: samples * 2)
        bytes.withUnsafeMutableBufferPointer { playing.render(into: $0.baseAddress!, count: $0.count) }
        return stride(from: 0, to: bytes.count, by: 2).map {
            Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
        }
    }

    @Test func aSoundPlaysAtItsVolumeThenSilence() {
        let playing = PlayingSounds(format: Self.stereo, limit: 8)
        let samples: [Int16] = [1000, -1000, 32767, -32768, 3, -3]
        #expect(playing.start(Self.clip(samples), volume: 64))
        #expect(Self.render(playing, samples: 8) == [500, -500, 16383, -16384, 1, -1, 0, 0])
        #expect(playing.voices.isEmpty, "a sound that ended is dropped")
        #expect(Self.render(playing, samples: 4) == [0, 0, 0, 0])
    }

    @Test func fullVolumeKeepsTheSamplesAndZeroIsSilent() {
        let playing = PlayingSounds(format: Self.stereo, limit: 8)
        #expect(playing.start(Self.clip([1234, -4321]), volume: 128))
        #expect(playing.start(Self.clip([9999, 9999]), volume: 0))
        #expect(Self.render(playing, samples: 2) == [1234, -4321])
    }

    @Test func overlappingSoundsAreSummedAndClamped() {
        let playing = PlayingSounds(format: Self.stereo, limit: 8)
        #expect(playing.start(Self.clip([30000, -30000, 1000, 500, 20000]), volume: 128))
        #expect(playing.start(Self.clip([20000, -20000, -3000, 500]), volume: 128))
        #expect(Self.render(playing, samples: 6) == [32767, -32768, -2000, 1000, 20000, 0])
    }

    @Test func theSameSoundStartedAgainOverlapsItself() {
        let playing = PlayingSounds(format: Self.stereo, limit: 8)
        let clip = Self.clip([100, 200, 300, 400])
        #expect(playing.start(clip, volume: 128))
        #expect(Self.render(playing, samples: 2) == [100, 200])
        #expect(playing.start(clip, volume: 128))
        #expect(Self.render(playing, samples: 2) == [400, 600])
        #expect(Self.render(playing, samples: 2) == [300, 400])
        #expect(playing.voices.isEmpty)
    }

    @Test func aSoundLongerThanABufferGoesOnInTheNext() {
        let playing = PlayingSounds(format: Self.stereo, limit: 8)
        let samples = (0..<10).map { Int16($0 * 100 + 100) }
        #expect(playing.start(Self.clip(samples), volume: 128))
        #expect(Self.render(playing, samples: 4) == Array(samples[0..<4]))
        #expect(Self.render(playing, samples: 4) == Array(samples[4..<8]))
        #expect(playing.voices.count == 1)
        #expect(Self.render(playing, samples: 4) == Array(samples[8..<10]) + [0, 0])
        #expect(playing.voices.isEmpty)
    }

    @Test func noMoreThanTheLimitPlayAndStopAllSilencesThem() {
        let playing = PlayingSounds(format: Self.stereo, limit: 3)
        let clip = Self.clip([10, 10])
        #expect((0..<4).map { _ in playing.start(clip, volume: 128) } == [true, true, true, false])
        #expect(Self.render(playing, samples: 2) == [30, 30])
        #expect(playing.start(clip, volume: 128))
        playing.stopAll()
        #expect(playing.voices.isEmpty)
        #expect(Self.render(playing, samples: 2) == [0, 0])
    }
}
