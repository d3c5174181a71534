import CSDL2
import Foundation

/// The sounds one audio device is playing: shared by the game's thread, which starts and stops them,
/// and SDL's audio thread, which mixes them.
///
/// One rule keeps it safe: every access holds the device's audio lock. SDL holds that lock while it
/// calls its audio callback (the only caller of `render`), and `SoundMixer`, the only owner, takes it
/// with `SDL_LockAudioDevice` around everything else. Clips never change once loaded.
final class PlayingSounds {
    /// A clip being played: how far it has got, and its volume (0-128, SDL_MIX_MAXVOLUME).
    struct Voice {
        let clip: SoundClip
        var offset: Int
        let volume: Int32
    }

    /// The device's format; set once it is open, before it first plays.
    var format: SoundFormat
    /// At most this many sounds at once (SDL_mixer's default channels); another is not started.
    let limit: Int
    private(set) var voices: [Voice] = []

    init(format: SoundFormat, limit: Int) {
        self.format = format
        self.limit = limit
        voices.reserveCapacity(limit)
    }

    /// Starts `clip` from its beginning at `volume` (0-128), beside whatever plays; a clip already
    /// playing plays again over itself. False when `limit` sounds are playing already.
    func start(_ clip: SoundClip, volume: Int32) -> Bool {
        guard voices.count < limit, !clip.bytes.isEmpty else { return false }
        voices.append(Voice(clip: clip, offset: 0, volume: min(max(volume, 0), Int32(SDL_MIX_MAXVOLUME))))
        return true
    }

    /// Stops every sound at once.
    func stopAll() {
        voices.removeAll(keepingCapacity: true)
    }

    /// SDL's audio callback: fills `stream` with silence, then adds the next `count` bytes of each
    /// playing sound at its volume (SDL_MixAudioFormat, which clamps the sum to the sample's range).
    /// Sounds that reach their end are dropped. Allocates nothing.
    func render(into stream: UnsafeMutablePointer<UInt8>, count: Int) {
        stream.update(repeating: format.silence, count: count)
        let sample = format.sample
        for index in voices.indices {
            let voice = voices[index]
            let length = min(count, voice.clip.bytes.count - voice.offset)
            guard length > 0 else { continue }
            voice.clip.bytes.withUnsafeBufferPointer { samples in
                guard let base = samples.baseAddress else { return }
                SDL_MixAudioFormat(stream, base + voice.offset, sample, UInt32(length), voice.volume)
            }
            voices[index].offset += length
        }
        voices.removeAll { $0.offset >= $0.clip.bytes.count }
    }
}
