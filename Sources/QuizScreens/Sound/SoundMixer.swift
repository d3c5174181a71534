import CSDL2
import Foundation

/// SDL's default audio device playing `SoundClip`s, several at once, mixed in SDL's audio callback
/// (SDL2's own audio: no SDL_mixer and none of its codecs' libraries).
final class SoundMixer {
    /// Sounds playing at once, as SDL_mixer's default eight channels allowed.
    static let voiceLimit = 8

    /// What the device plays; clips are converted to it when loaded.
    let format: SoundFormat
    private let device: SDL_AudioDeviceID
    /// Reached only under the device's audio lock (see `PlayingSounds`).
    private let playing: PlayingSounds
    private var isOpen = true

    /// Opens the default output device (SDL's audio must be started) and starts it. 44.1 kHz stereo
    /// 16-bit with 1024-frame buffers, as the game asked SDL_mixer for; the device may choose another
    /// rate or channel count, and the clips are converted to its choice.
    init() throws(ScreenError) {
        var wanted = SDL_AudioSpec()
        wanted.freq = 44_100
        wanted.format = SDL_AudioFormat(AUDIO_S16SYS)
        wanted.channels = 2
        wanted.samples = 1024
        wanted.callback = { userdata, stream, length in
            guard let userdata, let stream, length > 0 else { return }
            // SDL holds the device's audio lock while it calls this.
            Unmanaged<PlayingSounds>.fromOpaque(userdata).takeUnretainedValue().render(
                into: stream, count: Int(length))
        }
        let playing = PlayingSounds(format: SoundFormat(wanted), limit: Self.voiceLimit)
        wanted.userdata = Unmanaged.passUnretained(playing).toOpaque()
        var obtained = SDL_AudioSpec()
        let changes = Int32(SDL_AUDIO_ALLOW_FREQUENCY_CHANGE | SDL_AUDIO_ALLOW_CHANNELS_CHANGE)
        let device = SDL_OpenAudioDevice(nil, 0, &wanted, &obtained, changes)
        guard device != 0 else { throw ScreenError.sdl("cannot open an audio device") }
        self.device = device
        self.playing = playing
        format = SoundFormat(obtained)
        // A new device is paused: the callback has not run yet; the lock is taken all the same.
        SDL_LockAudioDevice(device)
        playing.format = format
        SDL_UnlockAudioDevice(device)
        SDL_PauseAudioDevice(device, 0)
    }

    /// Starts `clip` at `volume` (0-128); false when the mixer is closed or `voiceLimit` sounds play.
    @discardableResult
    func play(_ clip: SoundClip, volume: Int32) -> Bool {
        guard isOpen else { return false }
        return locked { $0.start(clip, volume: volume) }
    }

    /// Starts `clips` under one lock, so they begin at the same sample.
    func playTogether(_ clips: [(SoundClip, Int32)]) {
        guard isOpen else { return }
        locked { playing in
            for (clip, volume) in clips { _ = playing.start(clip, volume: volume) }
        }
    }

    /// How many sounds are playing now.
    var playingCount: Int {
        guard isOpen else { return 0 }
        return locked { $0.voices.count }
    }

    /// Halts every sound under the audio lock, then closes the device (SDL waits for its thread to end).
    func close() {
        guard isOpen else { return }
        isOpen = false
        locked { $0.stopAll() }
        SDL_CloseAudioDevice(device)
    }

    deinit {
        close()
    }

    private func locked<T>(_ body: (PlayingSounds) -> T) -> T {
        SDL_LockAudioDevice(device)
        defer { SDL_UnlockAudioDevice(device) }
        return body(playing)
    }
}
