import Foundation

/// A PCM WAV file's sound as the recogniser wants it: any integer PCM WAV (8, 16, 24 or 32 bits, any channels,
/// any rate) mixed down to mono and resampled to 16 kHz, 16-bit.
public enum PCMWave {
    /// The samples of the WAV at `path`, or the line saying why they cannot be read.
    public static func samples(atPath path: String) throws(VoiceError) -> [Int16] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw VoiceError("\(path): cannot be read")
        }
        do {
            return try samples(of: [UInt8](data))
        } catch {
            throw VoiceError("\(path): \(error.description)")
        }
    }

    /// The samples of a whole WAV file's bytes.
    static func samples(of bytes: [UInt8]) throws(VoiceError) -> [Int16] {
        guard bytes.count >= 12, ascii(bytes, 0) == "RIFF", ascii(bytes, 8) == "WAVE" else {
            throw VoiceError("not a WAV file (no RIFF/WAVE header)")
        }
        var format: (channels: Int, rate: Int, bits: Int)?
        var offset = 12
        while offset + 8 <= bytes.count {
            let name = ascii(bytes, offset)
            let size = Int(littleEndian(bytes, offset + 4, count: 4))
            let body = offset + 8
            if name == "fmt " {
                guard size >= 16, body + 16 <= bytes.count else { throw VoiceError("its fmt chunk is cut short") }
                let tag = littleEndian(bytes, body, count: 2)
                let subTag = size >= 26 && body + 26 <= bytes.count ? littleEndian(bytes, body + 24, count: 2) : 0
                guard tag == 1 || (tag == 0xFFFE && subTag == 1) else {
                    throw VoiceError("not integer PCM (format \(tag)); save it as PCM WAV")
                }
                let channels = Int(littleEndian(bytes, body + 2, count: 2))
                let rate = Int(littleEndian(bytes, body + 4, count: 4))
                let bits = Int(littleEndian(bytes, body + 14, count: 2))
                guard channels > 0, rate > 0, [8, 16, 24, 32].contains(bits) else {
                    throw VoiceError("\(bits)-bit, \(channels)-channel, \(rate) Hz PCM is not readable")
                }
                format = (channels, rate, bits)
            } else if name == "data" {
                guard let format else { throw VoiceError("its data comes before its fmt chunk") }
                let end = min(bytes.count, body + size)
                let mono = mixedDown(bytes[body..<end], channels: format.channels, bits: format.bits)
                return resampled(mono, from: format.rate)
            }
            offset = body + size + (size & 1)
        }
        throw VoiceError("no data chunk")
    }

    /// Interleaved frames averaged to one channel, each sample scaled to -1...1.
    private static func mixedDown(_ bytes: ArraySlice<UInt8>, channels: Int, bits: Int) -> [Float] {
        let width = bits / 8
        let frameCount = bytes.count / (width * channels)
        var mono = [Float](repeating: 0, count: frameCount)
        let start = bytes.startIndex
        let scale = Float(1 << (bits - 1))
        for frame in 0..<frameCount {
            var sum: Float = 0
            for channel in 0..<channels {
                let at = start + (frame * channels + channel) * width
                if bits == 8 {
                    sum += (Float(bytes[at]) - 128) / 128
                } else {
                    var value: UInt32 = 0
                    for byte in 0..<width { value |= UInt32(bytes[at + byte]) << (8 * byte) }
                    let signed = Int32(bitPattern: value << (32 - bits)) >> (32 - bits)
                    sum += Float(signed) / scale
                }
            }
            mono[frame] = sum / Float(channels)
        }
        return mono
    }

    /// `mono` at `rate` brought to 16 kHz by linear interpolation (averaged over each output step when it
    /// shrinks, so that what lies above 8 kHz does not fold back), as 16-bit samples.
    private static func resampled(_ mono: [Float], from rate: Int) -> [Int16] {
        let target = VoiceRecognizer.sampleRate
        let step = Double(rate) / Double(target)
        let count = rate == target ? mono.count : Int(Double(mono.count) / step)
        var output = [Int16](repeating: 0, count: count)
        for index in 0..<count {
            let value: Float
            if rate == target {
                value = mono[index]
            } else if step > 1 {
                let from = Int(Double(index) * step)
                let to = min(mono.count, max(from + 1, Int(Double(index + 1) * step)))
                value = mono[from..<to].reduce(0, +) / Float(to - from)
            } else {
                let position = Double(index) * step
                let low = Int(position)
                let high = min(low + 1, mono.count - 1)
                let fraction = Float(position - Double(low))
                value = mono[low] * (1 - fraction) + mono[high] * fraction
            }
            output[index] = Int16(max(-32768, min(32767, (value * 32768).rounded())))
        }
        return output
    }

    private static func ascii(_ bytes: [UInt8], _ at: Int) -> String {
        String(decoding: bytes[at..<min(at + 4, bytes.count)], as: UTF8.self)
    }

    private static func littleEndian(_ bytes: [UInt8], _ at: Int, count: Int) -> UInt32 {
        (0..<count).reduce(UInt32(0)) { $0 | UInt32(bytes[at + $1]) << (8 * $1) }
    }
}
