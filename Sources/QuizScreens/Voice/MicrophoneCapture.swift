import CSDL2
import QuizVoice

/// The default microphone through SDL's audio capture, at 16 kHz mono 16-bit (SDL converts), cut into
/// utterances on SDL's audio thread and handed to the listener's thread to decode. Nothing is recorded or kept.
final class MicrophoneCapture: @unchecked Sendable {
    private let listener: VoiceListener
    /// Touched on SDL's audio thread alone, once the device runs.
    private var cutter = UtteranceCutter()
    private var device: SDL_AudioDeviceID = 0
    private var startedAudio = false

    /// Opens the default capture device and starts it; throws the line naming the device and why it cannot.
    init(listener: VoiceListener) throws(ScreenError) {
        self.listener = listener
        if SDL_WasInit(SDL_INIT_AUDIO) == 0 {
            guard SDL_InitSubSystem(SDL_INIT_AUDIO) == 0 else {
                throw ScreenError(
                    "voice commands off: no audio to capture from (\(Self.sdlError())); play on by touch and keys")
            }
            startedAudio = true
        }
        let name = SDL_GetNumAudioDevices(1) > 0 ? SDL_GetAudioDeviceName(0, 1).map { String(cString: $0) } : nil
        guard let name else {
            close()
            throw ScreenError(
                "voice commands off: no microphone (SDL finds no capture device); play on by touch and keys")
        }
        var wanted = SDL_AudioSpec()
        wanted.freq = Int32(VoiceRecognizer.sampleRate)
        wanted.format = SDL_AudioFormat(AUDIO_S16SYS)
        wanted.channels = 1
        wanted.samples = 1024
        wanted.callback = { userdata, stream, length in
            guard let userdata, let stream, length > 0 else { return }
            let capture = Unmanaged<MicrophoneCapture>.fromOpaque(userdata).takeUnretainedValue()
            stream.withMemoryRebound(to: Int16.self, capacity: Int(length) / 2) { samples in
                capture.heard(UnsafeBufferPointer(start: samples, count: Int(length) / 2))
            }
        }
        wanted.userdata = Unmanaged.passUnretained(self).toOpaque()
        var obtained = SDL_AudioSpec()
        device = SDL_OpenAudioDevice(nil, 1, &wanted, &obtained, 0)
        guard device != 0 else {
            let reason = Self.sdlError()
            close()
            throw ScreenError(
                "voice commands off: the microphone \"\(name)\" cannot be opened (\(reason)); play on by touch and keys"
            )
        }
        SDL_PauseAudioDevice(device, 0)
    }

    private func heard(_ samples: UnsafeBufferPointer<Int16>) {
        for utterance in cutter.push(samples) { listener.submit(utterance) }
    }

    /// Stops capturing (SDL waits for its thread to end).
    func close() {
        if device != 0 { SDL_CloseAudioDevice(device) }
        device = 0
        if startedAudio { SDL_QuitSubSystem(SDL_INIT_AUDIO) }
        startedAudio = false
    }

    private static func sdlError() -> String {
        let text = String(cString: SDL_GetError())
        return text.isEmpty ? "SDL gives no reason" : text
    }
}
