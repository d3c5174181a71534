import CSDL2
import Foundation

/// The sample layout an audio device plays, which every clip is converted to once, when it is loaded.
struct SoundFormat: Equatable, Sendable {
    /// SDL's sample type, such as `AUDIO_S16LSB`.
    var sample: SDL_AudioFormat
    var channels: UInt8
    var rate: Int32
    /// The byte value of silence in this format (0 for signed samples).
    var silence: UInt8

    /// The bytes of one sample in every channel.
    var frameBytes: Int { Int(sample & 0xFF) / 8 * Int(channels) }

    /// What a WAV file or a device says of itself, as `SDL_AudioSpec` holds it.
    init(_ spec: SDL_AudioSpec) {
        self.init(sample: spec.format, channels: spec.channels, rate: spec.freq, silence: spec.silence)
    }

    init(sample: SDL_AudioFormat, channels: UInt8, rate: Int32, silence: UInt8 = 0) {
        self.sample = sample
        self.channels = channels
        self.rate = rate
        self.silence = silence
    }

    /// "16-bit, 1 channel, 44100 Hz", for messages.
    var label: String {
        "\(sample & 0xFF)-bit, \(channels) channel\(channels == 1 ? "" : "s"), \(rate) Hz"
    }
}

/// One sound effect's samples in the output device's format, read from a WAV file; never changed once made,
/// so the game's thread and SDL's audio thread may both hold it.
final class SoundClip: Sendable {
    /// Interleaved frames in the device's `SoundFormat`.
    let bytes: [UInt8]

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Reads the WAV file at `path` (SDL_LoadWAV) and converts it to `format` (SDL_AudioStream: sample
    /// type, channels and rate). The error says why the file cannot be played.
    static func load(path: String, as format: SoundFormat) throws(ScreenError) -> SoundClip {
        guard FileManager.default.fileExists(atPath: path) else { throw ScreenError("no such file") }
        var spec = SDL_AudioSpec()
        var buffer: UnsafeMutablePointer<UInt8>?
        var length: UInt32 = 0
        guard tq_SDL_LoadWAV(path, &spec, &buffer, &length) != nil, let buffer else {
            throw ScreenError("not a WAV file SDL can read (\(String(cString: SDL_GetError())))")
        }
        defer { SDL_FreeWAV(buffer) }
        guard length > 0 else { throw ScreenError("it holds no samples") }
        let source = SoundFormat(spec)
        // Made when it is thrown: it carries SDL's error of the moment.
        let cannotConvert = { ScreenError.sdl("cannot convert its \(source.label) to the device's \(format.label)") }
        guard
            let stream = SDL_NewAudioStream(
                source.sample, source.channels, source.rate, format.sample, format.channels, format.rate)
        else {
            throw cannotConvert()
        }
        defer { SDL_FreeAudioStream(stream) }
        guard SDL_AudioStreamPut(stream, buffer, Int32(length)) == 0, SDL_AudioStreamFlush(stream) == 0 else {
            throw cannotConvert()
        }
        let available = Int(SDL_AudioStreamAvailable(stream))
        let frames = available / format.frameBytes
        guard frames > 0 else { throw ScreenError("it holds no samples") }
        var bytes = [UInt8](repeating: format.silence, count: frames * format.frameBytes)
        let count = Int32(bytes.count)
        let read = bytes.withUnsafeMutableBytes { SDL_AudioStreamGet(stream, $0.baseAddress, count) }
        guard read == count else {
            throw cannotConvert()
        }
        return SoundClip(bytes: bytes)
    }
}
