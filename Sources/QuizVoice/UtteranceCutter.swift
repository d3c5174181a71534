/// Cuts a stream of 16 kHz mono samples (a microphone's, or a script's WAV played into it) into utterances by
/// their loudness: an utterance starts when 30 ms in a row are louder than the noise floor by a margin, keeps
/// the 300 ms before that, and ends after `trailingSilenceFrames` of quiet (or at `longestFrames`, so that
/// steady noise or music still reaches the recogniser, which rejects it). Nothing is kept past the utterance
/// handed on.
public struct UtteranceCutter: Sendable {
    /// 10 ms at 16 kHz: the unit the loudness is measured in.
    static let frameSamples = 160
    /// Frames in a row louder than the floor that start an utterance.
    static let startingFrames = 3
    /// Frames kept from before the start (the word's first consonant is quiet).
    static let leadingFrames = 30
    /// Quiet frames that end an utterance: the wait between the end of a word and its decoding.
    public static let trailingSilenceFrames = 35
    /// The longest utterance, in frames: a longer sound is cut there and decoded as it is.
    static let longestFrames = 300
    /// The quietest a word may be (RMS of 16-bit samples, about -50 dBFS).
    static let quietestSpeech = 100.0
    /// How many times the noise floor's loudness a frame must be to count as speech.
    static let overFloor = 3.0

    private var partial: [Int16] = []
    private var leading: [[Int16]] = []
    private var current: [Int16] = []
    private var inUtterance = false
    private var loudInARow = 0
    private var quietInARow = 0
    private var frames = 0
    /// The noise floor's RMS: falls at once to a quieter frame, rises slowly.
    private var floor: Double?

    public init() {}

    /// Takes more samples; returns the utterances they ended (usually none, at most a few).
    public mutating func push(_ samples: UnsafeBufferPointer<Int16>) -> [[Int16]] {
        var ended: [[Int16]] = []
        for sample in samples {
            partial.append(sample)
            if partial.count == Self.frameSamples {
                if let utterance = frame(partial) { ended.append(utterance) }
                partial.removeAll(keepingCapacity: true)
            }
        }
        return ended
    }

    /// Ends what is under way (the stream stopped): the utterance, or nil when none was.
    public mutating func flush() -> [Int16]? {
        defer {
            partial = []
            leading = []
        }
        guard inUtterance else { return nil }
        return end()
    }

    private mutating func frame(_ samples: [Int16]) -> [Int16]? {
        let rms = (samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(samples.count)).squareRoot()
        let floor = self.floor ?? rms
        let loud = rms >= max(Self.quietestSpeech, floor * Self.overFloor)
        self.floor = rms < floor ? rms : floor + (rms - floor) * 0.002
        guard inUtterance else {
            leading.append(samples)
            if leading.count > Self.leadingFrames { leading.removeFirst() }
            loudInARow = loud ? loudInARow + 1 : 0
            if loudInARow >= Self.startingFrames {
                inUtterance = true
                current = leading.flatMap { $0 }
                leading = []
                frames = current.count / Self.frameSamples
                quietInARow = 0
            }
            return nil
        }
        current += samples
        frames += 1
        quietInARow = loud ? 0 : quietInARow + 1
        if quietInARow >= Self.trailingSilenceFrames || frames >= Self.longestFrames { return end() }
        return nil
    }

    private mutating func end() -> [Int16] {
        defer {
            current = []
            inUtterance = false
            loudInARow = 0
            quietInARow = 0
            frames = 0
        }
        return current
    }
}
