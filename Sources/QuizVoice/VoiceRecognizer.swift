import CPocketSphinx
import Foundation

/// A command heard in an utterance.
public struct VoiceHeard: Sendable, Equatable {
    /// The command.
    public let command: VoiceCommand
    /// What was heard, as the grammar's words ("answer two").
    public let words: String
    /// How long the command's word lasted, in seconds.
    public let seconds: Double
    /// The word's acoustic score per 10 ms frame (PocketSphinx's scaled log units; higher is a closer match).
    public let scorePerFrame: Double
    /// How much louder the command's words are than the rest of the utterance, in dB (the median 10 ms frame of
    /// each): a word stands out from the pauses around it, music and noise go on under and around the match.
    public let standsOut: Double
}

/// Offline recognition of the game's voice commands with PocketSphinx 0.8 (Debian's `libpocketsphinx-dev`) and
/// its English model: a JSGF grammar of the commands the screen takes (`listen(for:)`) alone, each utterance's best match kept only when its word
/// lasts no longer than a word does, matches the model closely enough and is louder than the rest of the utterance
/// (noise and music otherwise come out as a command: a grammar always names one of its words).
///
/// Fed 16 kHz mono 16-bit samples (`PCMWave` converts any PCM WAV). Nothing is recorded or kept: each
/// utterance's samples are decoded and dropped (a noisy one's noise-removed cepstra, 13 numbers a 10 ms frame
/// and no sound, are kept until it is decoded again). One decoder, not thread-safe: use it from one thread or task.
public final class VoiceRecognizer {
    /// The sample rate the model wants.
    public static let sampleRate = 16_000
    /// The longest a command's word may last, in 10 ms frames: a longer match is a sound, not a word.
    static let longestWordFrames = 120
    /// The lowest acoustic score per frame a command's word may have (tuned on the tuning voices, see
    /// docs/performance.md): a worse match is taken for another word or a sound.
    static let lowestScorePerFrame = -45.0
    /// How many dB louder than the rest of the utterance a command's words must be (`VoiceHeard.standsOut`). Chosen
    /// on the tuning voices and sounds alone (docs/performance.md, 2026-12-06): their words heard right stood out
    /// by 9.8 dB at the least (in pink noise about 15 dB below them), the matches in the tuning music by 1.5 dB at
    /// the most.
    static let leastStandingOut = 6.0
    /// Frames on each side of the words left out of "the rest": the words' edges are quieter than their middle and
    /// their segment's bounds are approximate.
    static let standingOutMargin = 5
    /// Below this many dB between the utterance's loud frames and its quiet ones (the 90th and 10th percentile
    /// frame's RMS) the utterance is noisy, and its words are decoded again from a front end that removes noise
    /// (PocketSphinx's `-remove_noise`, off in the decoder's own front end: in quiet it takes parts of short words
    /// away). Chosen on the tuning voices alone (docs/performance.md, 2026-12-06): at 110 and 230 wpm in pink noise
    /// 15 dB below the words, 97.6 % heard right against 96.2 % decoded once, and no change in quiet.
    static let noisyBelow = 25.0

    private let config: OpaquePointer
    private let decoder: OpaquePointer
    /// The front end that removes noise, run beside the decoder's own on every utterance; its cepstra (13
    /// numbers a 10 ms frame, no sound) are decoded only when the utterance is noisy, then dropped.
    private let noiseFront: OpaquePointer
    private let cepstrumSize: Int
    private let noisyBelow: Double
    private var noiseCepstra: [Float] = []
    private var inUtterance = false
    /// The utterance's loudness, the RMS of each 10 ms frame of samples fed so far (numbers only: no sound is kept),
    /// and the samples of a frame not yet whole.
    private var loudness: [Double] = []
    private var partialSum = 0.0
    private var partialCount = 0
    /// The commands listened for from the next utterance on, and those the decoder's search is for.
    private var wanted = Set(VoiceCommand.allCases)
    private var searching = Set(VoiceCommand.allCases)
    /// Each set of commands listened for so far, by the name of its search in the decoder.
    private var searches: [Set<VoiceCommand>: String] = [:]

    /// Loads the model (about a second) and the commands' grammar; throws the line to show when the model is
    /// missing or PocketSphinx refuses it.
    public convenience init(model: VoiceModel = .debianEnglish) throws(VoiceError) {
        try self.init(model: model, pronunciations: Self.pronunciations, noisyBelow: Self.noisyBelow)
    }

    /// More ways of saying the commands' words, beside the dictionary's American ones: "back" with a British
    /// short a (espeak-ng's British voices were heard saying nothing; chosen on the tuning voices alone, where it
    /// took "back" from 52 to 81 of 84 and every command from 637 to 664 of 672); "next" without its last
    /// consonants and with a closer vowel, and "first" without its r as the British voices say it (chosen on
    /// the tuning voices and the 14 more alone, 2026-12-05: docs/performance.md).
    static let pronunciations: [(word: String, phones: String)] = [
        ("back", "B AH K"), ("next", "N EH K"), ("next", "N IH K S T"), ("first", "F AH S T"),
    ]

    /// `noisyBelow`: the loudness range (dB) under which an utterance is decoded again without its noise; 0 never.
    init(model: VoiceModel, pronunciations: [(word: String, phones: String)], noisyBelow: Double) throws(VoiceError) {
        if let missing = model.missing() { throw missing }
        let arguments = [
            "-hmm", model.acousticModel, "-dict", model.dictionary, "-logfn", "/dev/null",
            // The model's noise removal and silence cutting take parts of short words away in quiet audio.
            "-remove_noise", "no", "-remove_silence", "no",
            // Noise fillers between and instead of words more likely than the default 1e-8, and silence around a
            // word more likely than the default 0.005: otherwise a word framed by silence often lost to the whole
            // utterance read as silence. (0.2 alone, 2026-12-05, also heard the long sweep's music as a command 21
            // times in 2 minutes: `leastStandingOut` rejects those matches; docs/performance.md.)
            "-fillprob", "1e-3", "-silprob", "0.2",
        ]
        var argv = arguments.map { strdup($0) }
        defer { argv.forEach { free($0) } }
        guard let config = cmd_ln_parse_r(nil, ps_args(), Int32(argv.count), &argv, 1) else {
            throw VoiceError("voice off: PocketSphinx refuses the model at \(model.acousticModel)")
        }
        guard let decoder = ps_init(config) else {
            cmd_ln_free_r(config)
            throw VoiceError("voice off: PocketSphinx cannot load the model at \(model.acousticModel)")
        }
        for (index, pronunciation) in pronunciations.enumerated() {
            let word = "\(pronunciation.word)(\(10 + index))"
            guard ps_add_word(decoder, word, pronunciation.phones, 0) >= 0 else {
                ps_free(decoder)
                cmd_ln_free_r(config)
                throw VoiceError("voice off: PocketSphinx refuses the pronunciation \(pronunciation.phones) of \(word)")
            }
        }
        guard let grammar = VoiceCommand.grammar(for: wanted), ps_set_jsgf_string(decoder, "all", grammar) == 0,
            ps_set_search(decoder, "all") == 0
        else {
            ps_free(decoder)
            cmd_ln_free_r(config)
            throw VoiceError("voice off: the dictionary at \(model.dictionary) lacks a command's words")
        }
        // The decoder's config holds the model's own front-end settings (its feat.params): the same ones, with
        // noise removal, make the second front end.
        cmd_ln_set_str_r(config, "-remove_noise", "yes")
        let noiseFront = fe_init_auto_r(config)
        cmd_ln_set_str_r(config, "-remove_noise", "no")
        guard let noiseFront else {
            ps_free(decoder)
            cmd_ln_free_r(config)
            throw VoiceError("voice off: PocketSphinx cannot make a front end for the model at \(model.acousticModel)")
        }
        self.config = config
        self.decoder = decoder
        self.noiseFront = noiseFront
        self.noisyBelow = noisyBelow
        cepstrumSize = Int(fe_get_output_size(noiseFront))
        searches[wanted] = "all"
    }

    /// Listens for `commands` alone from the next utterance on (the ones the screen on view takes): a word of
    /// another screen is then never heard in place of one of these. An empty set hears nothing.
    public func listen(for commands: Set<VoiceCommand>) {
        wanted = commands
    }

    /// Puts the search for `wanted` in force between utterances, made once per set; false when nothing is wanted.
    private func useWantedSearch() -> Bool {
        guard !wanted.isEmpty else { return false }
        guard wanted != searching else { return true }
        if let name = searches[wanted] {
            guard ps_set_search(decoder, name) == 0 else { return false }
        } else {
            // Every command's words are in the dictionary (checked with the whole grammar at the start).
            let name = "commands-\(searches.count)"
            guard let grammar = VoiceCommand.grammar(for: wanted), ps_set_jsgf_string(decoder, name, grammar) == 0,
                ps_set_search(decoder, name) == 0
            else { return false }
            searches[wanted] = name
        }
        searching = wanted
        return true
    }

    deinit {
        if inUtterance { ps_end_utt(decoder) }
        fe_free(noiseFront)
        ps_free(decoder)
        cmd_ln_free_r(config)
    }

    /// Decodes more of the utterance (starting one if none is open), as the samples arrive.
    public func feed(_ samples: UnsafeBufferPointer<Int16>) {
        guard let base = samples.baseAddress, !samples.isEmpty else { return }
        if !inUtterance {
            guard useWantedSearch() else { return }
            ps_start_utt(decoder)
            fe_start_utt(noiseFront)
            inUtterance = true
            noiseCepstra.removeAll(keepingCapacity: true)
            loudness.removeAll(keepingCapacity: true)
            partialSum = 0
            partialCount = 0
        }
        for sample in samples {
            partialSum += Double(sample) * Double(sample)
            partialCount += 1
            if partialCount == UtteranceCutter.frameSamples {
                loudness.append((partialSum / Double(partialCount)).squareRoot())
                partialSum = 0
                partialCount = 0
            }
        }
        ps_process_raw(decoder, base, samples.count, 0, 0)
        addNoiseCepstra(base, samples.count)
    }

    /// Runs `count` samples from `base` through the noise-removing front end, keeping the frames it makes.
    private func addNoiseCepstra(_ base: UnsafePointer<Int16>, _ count: Int) {
        var input: UnsafePointer<Int16>? = base
        var left = count
        var frames = Int32(count / UtteranceCutter.frameSamples + 2)
        let start = noiseCepstra.count
        noiseCepstra.append(contentsOf: repeatElement(0, count: Int(frames) * cepstrumSize))
        noiseCepstra.withUnsafeMutableBufferPointer { buffer in
            var rows =
                (0..<Int(frames)).map { buffer.baseAddress! + start + $0 * cepstrumSize }
                as [UnsafeMutablePointer<Float>?]
            rows.withUnsafeMutableBufferPointer { rowPointers in
                _ = fe_process_frames(noiseFront, &input, &left, rowPointers.baseAddress, &frames, nil)
            }
        }
        noiseCepstra.removeLast(noiseCepstra.count - start - Int(frames) * cepstrumSize)
    }

    /// Whether the utterance is noisy: its loud frames stand less than `noisyBelow` dB above its quiet ones.
    private var isNoisy: Bool {
        guard loudness.count >= 10 else { return false }
        let sorted = loudness.sorted()
        let quiet = max(sorted[sorted.count / 10], 1)
        let loud = max(sorted[sorted.count * 9 / 10], 1)
        return 20 * log10(loud / quiet) < noisyBelow
    }

    /// Ends the noise-removing front end's utterance, keeping the frame it makes of the samples left over.
    private func endNoiseFront() {
        var last = [Float](repeating: 0, count: cepstrumSize)
        var extra: Int32 = 0
        last.withUnsafeMutableBufferPointer { _ = fe_end_utt(noiseFront, $0.baseAddress, &extra) }
        if extra > 0 { noiseCepstra += last }
    }

    /// Decodes the noise-removing front end's frames of the utterance as a whole (the decoder's own decoding of it
    /// is then replaced).
    private func decodeNoiseCepstra() {
        let count = noiseCepstra.count / max(cepstrumSize, 1)
        guard count > 0 else { return }
        ps_start_utt(decoder)
        noiseCepstra.withUnsafeMutableBufferPointer { buffer in
            var rows = (0..<count).map { buffer.baseAddress! + $0 * cepstrumSize } as [UnsafeMutablePointer<Float>?]
            rows.withUnsafeMutableBufferPointer { _ = ps_process_cep(decoder, $0.baseAddress, Int32(count), 0, 1) }
        }
        ps_end_utt(decoder)
    }

    /// Ends the utterance: the command heard in it, or nil when none was said clearly.
    public func finish() -> VoiceHeard? {
        guard inUtterance else { return nil }
        inUtterance = false
        ps_end_utt(decoder)
        endNoiseFront()
        if isNoisy { decodeNoiseCepstra() }
        noiseCepstra.removeAll(keepingCapacity: true)
        guard let hypothesis = ps_get_hyp(decoder, nil) else { return nil }
        let words = String(cString: hypothesis)
        // The grammar's words, each with its frames and acoustic score; fillers and silence left out.
        var said: [(word: String, frames: Int, acoustic: Int)] = []
        // The frames the words span, counted from the utterance's first (the decoder counts on from earlier
        // utterances; its first segment, silence or the grammar's empty step, starts the utterance).
        var first: Int?
        var span: (start: Int, end: Int)?
        var segment = ps_seg_iter(decoder)
        while let current = segment {
            var start: Int32 = 0
            var end: Int32 = 0
            ps_seg_frames(current, &start, &end)
            if start >= 0 { first = min(first ?? Int(start), Int(start)) }
            if let word = ps_seg_word(current).map({ Self.dictionaryWord(String(cString: $0)) }),
                Self.isGrammarWord(word)
            {
                span = (span?.start ?? Int(start), Int(end))
                var acoustic: Int32 = 0
                var language: Int32 = 0
                var backoff: Int32 = 0
                _ = ps_seg_prob(current, &acoustic, &language, &backoff)
                said.append((word, Int(end - start + 1), Int(acoustic)))
            }
            segment = ps_seg_next(current)
        }
        // "answer" before a number is no part of the command's match.
        let matched = said.first?.word == "answer" && said.count == 2 ? Array(said.dropFirst()) : said
        guard let command = VoiceCommand(words: said.map(\.word)),
            let longest = matched.map(\.frames).max(), longest <= Self.longestWordFrames
        else { return nil }
        let frames = matched.reduce(0) { $0 + $1.frames }
        let origin = first ?? 0
        let heard = VoiceHeard(
            command: command, words: words, seconds: Double(frames) / 100,
            scorePerFrame: Double(matched.reduce(0) { $0 + $1.acoustic }) / Double(max(frames, 1)),
            standsOut: span.map { Self.standsOut(loudness, from: $0.start - origin, through: $0.end - origin) } ?? 0)
        guard heard.scorePerFrame >= Self.lowestScorePerFrame, heard.standsOut >= Self.leastStandingOut else {
            return nil
        }
        return heard
    }

    /// How much louder, in dB, the median frame of the words (frames `first` to `last`) is than the median of the
    /// other frames of `loudness` (each frame's RMS), leaving out `standingOutMargin` frames on each side of the
    /// words; 0 when the words leave no other frames (a sound as long as the utterance) or lie outside it. Exact
    /// silence counts as an RMS of 1.
    static func standsOut(_ loudness: [Double], from first: Int, through last: Int) -> Double {
        let start = max(0, first)
        let end = min(loudness.count - 1, last)
        guard start <= end else { return 0 }
        let inside = Array(loudness[start...end])
        let rest =
            Array(loudness[..<max(0, start - standingOutMargin)])
            + Array(loudness[min(loudness.count, end + 1 + standingOutMargin)...])
        guard !rest.isEmpty else { return 0 }
        return 20 * log10(max(median(inside), 1) / max(median(rest), 1))
    }

    /// The middle value (the mean of the two middle ones for an even count); `values` not empty.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Whether `word` (its pronunciation's number dropped) is one of the grammar's words: not a filler (`<sil>`,
    /// `[NOISE]`), the utterance's ends, nor the step the grammar takes past an optional word (`(NULL)`).
    static func isGrammarWord(_ word: String) -> Bool {
        !(word.isEmpty || word.hasPrefix("<") || word.hasPrefix("[") || word.hasPrefix("++"))
    }

    /// The word without the number of its pronunciation: the dictionary's second "next" is `next(2)`.
    static func dictionaryWord(_ word: String) -> String {
        guard word.hasSuffix(")"), let open = word.lastIndex(of: "(") else { return word }
        return String(word[..<open])
    }

    /// The command in one whole utterance of 16 kHz mono samples, or nil.
    public func recognize(_ samples: [Int16]) -> VoiceHeard? {
        samples.withUnsafeBufferPointer { feed($0) }
        return finish()
    }
}
