import CSDL2
import CSDL2Mixer
import Foundation
import QuizCore

/// Plays the game's short sound effects (`assets/sounds/*.wav`). Without an
/// audio device, or with sound off, it stays silent and the game goes on.
public final class SoundPlayer {
    private var chunks: [GameSound: UnsafeMutablePointer<Mix_Chunk>] = [:]
    public let isEnabled: Bool

    /// Loads every sound from `directory` when `enabled` (audio is open).
    public init(directory: String, enabled: Bool, volume: Double = 0.8) {
        isEnabled = enabled
        guard enabled else { return }
        for sound in GameSound.allCases {
            let path = (directory as NSString).appendingPathComponent(sound.rawValue + ".wav")
            if let chunk = tq_Mix_LoadWAV(path) {
                Mix_VolumeChunk(chunk, Int32(Double(MIX_MAX_VOLUME) * min(1, max(0, volume))))
                chunks[sound] = chunk
            }
        }
    }

    public func play(_ sound: GameSound) {
        guard let chunk = chunks[sound] else { return }
        Mix_PlayChannelTimed(-1, chunk, 0, -1)
    }

    /// Frees the sounds; call before audio closes.
    public func close() {
        if !chunks.isEmpty { Mix_HaltChannel(-1) }
        for chunk in chunks.values { Mix_FreeChunk(chunk) }
        chunks.removeAll()
    }
}
