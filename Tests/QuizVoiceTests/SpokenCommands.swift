import Foundation

/// Commands spoken by the espeak-ng CLI into WAV files, with sox's noise mixed in for some, in a folder of the
/// test's own; and sounds that are no command (sox's noise and tones).
struct SpokenCommands {
    /// One way of speaking: an espeak-ng voice, its speed (words a minute) and pitch (0 to 99); or a voice of
    /// another synthesiser at a pace of its own (`engine`), where speed and pitch are unused.
    struct Voice: CustomStringConvertible {
        let name: String
        let speed: Int
        let pitch: Int
        /// Pink noise mixed in at this amplitude (full scale 1), or none.
        var noise: Double?
        var engine = Engine.espeakNG

        /// The synthesiser that speaks.
        enum Engine: Equatable {
            case espeakNG
            /// Debian's `flite` (2.2), its durations multiplied by `stretch` (1 its own pace, more is slower).
            case flite(stretch: Double)
            /// Festival's `text2wave` with `festvox-us-slt-hts`, HTS's speech rate `rate` (1 its own, more is faster).
            case festivalHTS(rate: Double)
        }

        init(name: String, speed: Int, pitch: Int, noise: Double? = nil) {
            self.name = name
            self.speed = speed
            self.pitch = pitch
            self.noise = noise
        }

        /// A voice of `flite -voice NAME`, its durations stretched by `stretch`.
        static func flite(_ name: String, stretch: Double, noise: Double? = nil) -> Voice {
            var voice = Voice(name: name, speed: 0, pitch: 0, noise: noise)
            voice.engine = .flite(stretch: stretch)
            return voice
        }

        /// Festival's HTS voice `cmu_us_slt_arctic_hts` at HTS's speech rate `rate`.
        static func festival(rate: Double, noise: Double? = nil) -> Voice {
            var voice = Voice(name: "festival-slt-hts", speed: 0, pitch: 0, noise: noise)
            voice.engine = .festivalHTS(rate: rate)
            return voice
        }

        /// The same voice with pink noise mixed in at `level`.
        func with(noise level: Double) -> Voice {
            var voice = self
            voice.noise = level
            return voice
        }

        var description: String {
            let pace =
                switch engine {
                case .espeakNG: "\(speed) wpm pitch \(pitch)"
                case .flite(let stretch): "flite stretch \(stretch)"
                case .festivalHTS(let rate): "rate \(rate)"
                }
            return "\(name) \(pace)" + (noise.map { " + pink noise \($0)" } ?? "")
        }

        /// A name for its files.
        var tag: String {
            switch engine {
            case .espeakNG: "\(name)-\(speed)-\(pitch)"
            case .flite(let stretch): "flite-\(name)-\(stretch)"
            case .festivalHTS(let rate): "\(name)-\(rate)"
            }
        }
    }

    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("voice-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A WAV of `words` said by `voice`: the synthesiser's own output (espeak-ng's 22,050 Hz, flite's 8 or 16 kHz,
    /// Festival's HTS 32 kHz) with 0.4 s of silence before and 0.6 s after, as a microphone's pause would frame it.
    func say(_ words: String, _ voice: Voice) throws -> String {
        let name = "\(voice.tag)-\(voice.noise ?? 0)-\(words)"
            .replacingOccurrences(of: " ", with: "_").replacingOccurrences(of: "+", with: "p")
            .replacingOccurrences(of: "'", with: "")
        let spoken = folder.appendingPathComponent(name + ".raw.wav").path
        let framed = folder.appendingPathComponent(name + ".wav").path
        switch voice.engine {
        case .espeakNG:
            try run(
                "espeak-ng", "-v", voice.name, "-s", "\(voice.speed)", "-p", "\(voice.pitch)", "-w", spoken, words)
        case .flite(let stretch):
            try run("flite", "-voice", voice.name, "--setf", "duration_stretch=\(stretch)", "-t", words, "-o", spoken)
        case .festivalHTS(let rate):
            let text = folder.appendingPathComponent(name + ".txt")
            try Data(words.utf8).write(to: text)
            try run(
                "text2wave", "-eval", "(voice_cmu_us_slt_arctic_hts)", "-eval",
                "(set! hts_engine_params (append hts_engine_params (list (list \"-r\" \(rate)))))", "-o", spoken,
                text.path)
        }
        try run("sox", spoken, framed, "pad", "0.4", "0.6")
        guard let level = voice.noise else { return framed }
        let noise = folder.appendingPathComponent(name + ".noise.wav").path
        let noisy = folder.appendingPathComponent(name + ".noisy.wav").path
        try run("sox", "-R", framed, noise, "synth", "pinknoise")
        try run("sox", "-R", "-m", framed, "-v", "\(level)", noise, noisy)
        return noisy
    }

    /// A WAV of `seconds` of a sound sox makes (`synth` arguments, e.g. `["whitenoise"]`), at 16 kHz.
    func sound(_ name: String, seconds: Double, _ synth: [String], volume: Double) throws -> String {
        let path = folder.appendingPathComponent("sound-\(name).wav").path
        try run(
            ["sox", "-R", "-n", "-r", "16000", "-c", "1", "-b", "16", path, "synth", "\(seconds)"] + synth + [
                "vol", "\(volume)",
            ])
        return path
    }

    /// A WAV of about `seconds` of synthesised music at 16 kHz: plucked chords in turn (C, F, G, A minor; two
    /// beats each at 120 a minute) over a sine bass, the pattern repeated.
    func music(seconds: Double) throws -> String {
        let pattern = folder.appendingPathComponent("music-pattern.wav").path
        let path = folder.appendingPathComponent("music.wav").path
        let chords = [("C3", "E4", "G4"), ("F2", "A4", "C5"), ("G2", "B4", "D5"), ("A2", "C5", "E5")]
        var arguments = ["sox", "-n", "-r", "16000", "-c", "3", "-b", "16", pattern]
        for (index, chord) in chords.enumerated() {
            if index > 0 { arguments.append(":") }
            arguments += ["synth", "1", "sine", chord.0, "pluck", chord.1, "pluck", chord.2]
        }
        try run(arguments)
        let repeats = max(0, Int(seconds / 4) - 1)
        try run("sox", "-R", pattern, "-c", "1", path, "vol", "0.4", "repeat", "\(repeats)")
        return path
    }

    /// A WAV of `seconds` (at most 4.375) of sustained chords at 16 kHz, quieter than `music`'s: a sine bass under
    /// triangle-wave chords (A minor, D minor, D minor, G; 1.25, 0.625, 1.25 and 1.25 s), one of the tuning music's
    /// pieces (docs/performance.md, 2026-12-06). Made with no dither, so the same samples each run.
    func chords(seconds: Double, volume: Double = 0.15) throws -> String {
        let pattern = folder.appendingPathComponent("chords-pattern.wav").path
        let path = folder.appendingPathComponent("chords-\(volume).wav").path
        let chords = [
            (1.25, "A2", "C3", "E4"), (0.625, "D1", "F3", "A4"), (1.25, "D1", "F4", "A4"), (1.25, "G1", "B4", "D5"),
        ]
        var arguments = ["sox", "-n", "-r", "16000", "-c", "3", "-b", "16", pattern]
        for (index, chord) in chords.enumerated() {
            if index > 0 { arguments.append(":") }
            arguments += ["synth", "\(chord.0)", "sine", chord.1, "triangle", chord.2, "triangle", chord.3]
        }
        try run(arguments)
        try run("sox", "-D", pattern, "-c", "1", path, "vol", "\(volume)", "trim", "0", "\(seconds)")
        return path
    }

    /// `words` said by `voice` over `background` (a 16 kHz WAV, at least as long), from its start.
    func said(_ words: String, _ voice: Voice, over background: String, tag: String) throws -> String {
        let spoken = try say(words, voice)
        let resampled = folder.appendingPathComponent("over-\(tag)-16k.wav").path
        let path = folder.appendingPathComponent("over-\(tag).wav").path
        try run("sox", "-D", spoken, "-r", "16000", resampled)
        try run("sox", "-D", "-m", resampled, background, path, "trim", "0", "2")
        return path
    }

    /// `words` by `voice` converted by sox to another layout (e.g. `["-c", "2", "-r", "44100", "-b", "24"]`).
    func converted(_ words: String, _ voice: Voice, _ layout: [String], tag: String) throws -> String {
        let source = try say(words, voice)
        let path = folder.appendingPathComponent("converted-\(tag).wav").path
        try run(["sox", source] + layout + [path])
        return path
    }

    func run(_ arguments: String...) throws {
        try run(arguments)
    }

    func run(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "\(arguments) failed"])
        }
    }
}
