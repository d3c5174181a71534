import CSDL2
import Foundation
import QuizCore
import QuizFlows

/// Plays the game's short sound effects (`assets/sounds/*.wav`) through SDL2's own audio. Without an
/// audio device, or with sound off, it stays silent and the game goes on; a WAV that is missing or
/// cannot be read is skipped; `problems` names the file and the reason, for stderr.
public final class SoundPlayer {
    private let mixer: SoundMixer?
    private var clips: [GameSound: SoundClip]
    private let volume: Int32
    /// True when an audio device is open and at least one sound was loaded.
    public let isEnabled: Bool
    /// Why sound is off or which sound was skipped, one line each (`sound.off`, `sound.skipped`), for the session
    /// to write on stderr in the operator's language.
    public private(set) var problems: [ScreenText] = []

    /// Opens the audio device and loads every sound from `directory` when `enabled` (SDL's audio is
    /// started). `volume` is 0-1 (the config's `sound.volume`), 128 steps as SDL_mixer had.
    public init(directory: String, enabled: Bool, volume: Double = 0.8) {
        self.volume = Int32((Double(SDL_MIX_MAXVOLUME) * min(1, max(0, volume))).rounded(.down))
        var problems: [ScreenText] = []
        var opened: SoundMixer?
        var loaded: [GameSound: SoundClip] = [:]
        if enabled {
            do {
                opened = try SoundMixer()
            } catch {
                problems.append(ScreenText("cli.sound_off", ["reason": .verbatim("\(error)")]))
            }
        }
        if let device = opened {
            for sound in GameSound.allCases {
                let path = PathText.join(directory, sound.rawValue + ".wav")
                do {
                    loaded[sound] = try SoundClip.load(path: path, as: device.format)
                } catch {
                    problems.append(
                        ScreenText("cli.sound_skipped", ["file": .verbatim(path), "reason": .verbatim("\(error)")]))
                }
            }
            // Nothing to play: no audio thread.
            if loaded.isEmpty {
                device.close()
                opened = nil
            }
        }
        mixer = opened
        clips = loaded
        isEnabled = opened != nil
        self.problems = problems
    }

    /// Starts `sound` beside any playing (the same sound may overlap itself); up to eight at once.
    public func play(_ sound: GameSound) {
        guard let mixer, let clip = clips[sound] else { return }
        mixer.play(clip, volume: volume)
    }

    /// Starts `sounds` at the same sample (one audio lock).
    func playTogether(_ sounds: [GameSound]) {
        guard let mixer else { return }
        mixer.playTogether(sounds.compactMap { clips[$0] }.map { ($0, volume) })
    }

    /// How many sounds are playing now.
    var playingCount: Int { mixer?.playingCount ?? 0 }

    /// The device's format, when one is open.
    var outputFormat: SoundFormat? { mixer?.format }

    /// Halts and frees the sounds and closes the device; call before SDL quits.
    public func close() {
        mixer?.close()
        clips.removeAll()
    }
}
