import CSDL2

/// An SDL audio device of speech's own, playing a `SpeechEngine`'s samples as they come (silence between).
///
/// Its own device rather than a voice in the effects' mixer: speech streams at espeak-ng's 22,050 Hz mono,
/// which SDL converts for the device, while the effects are whole clips converted once; a stop is a drop of
/// the engine's queue with no lock on the effects. PulseAudio, PipeWire and ALSA's dmix mix the two devices.
public final class SpeechOutput {
    private let device: SDL_AudioDeviceID
    private let engine: SpeechEngine
    private var isOpen = true

    /// Opens the default output device (SDL's audio must be started) for `engine`'s samples and starts it.
    /// 512-sample buffers (23 ms): what the player hears trails the engine by little.
    public init(engine: SpeechEngine) throws(SpeechError) {
        var wanted = SDL_AudioSpec()
        wanted.freq = Int32(engine.sampleRate)
        wanted.format = SDL_AudioFormat(AUDIO_S16SYS)
        wanted.channels = 1
        wanted.samples = 512
        wanted.callback = { userdata, stream, length in
            guard let userdata, let stream, length > 0 else { return }
            let engine = Unmanaged<SpeechEngine>.fromOpaque(userdata).takeUnretainedValue()
            let count = Int(length) / 2
            stream.withMemoryRebound(to: Int16.self, capacity: count) { samples in
                let taken = engine.take(into: UnsafeMutableBufferPointer(start: samples, count: count))
                (samples + taken).update(repeating: 0, count: count - taken)
            }
        }
        wanted.userdata = Unmanaged.passUnretained(engine).toOpaque()
        var obtained = SDL_AudioSpec()
        let device = SDL_OpenAudioDevice(nil, 0, &wanted, &obtained, 0)
        guard device != 0 else {
            throw SpeechError("speech silent: cannot open an audio device (\(String(cString: SDL_GetError())))")
        }
        self.device = device
        self.engine = engine
        SDL_PauseAudioDevice(device, 0)
    }

    /// Closes the device (SDL waits for its thread to end); the engine stays open.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        SDL_CloseAudioDevice(device)
    }

    deinit {
        close()
    }
}
