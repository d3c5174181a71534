import CEspeakNG
import Synchronization

/// espeak-ng's start on the speech thread: its data, its output mode and the voice for a language.
///
/// espeak-ng is initialised once and stays so for the process's life: 1.51's `espeak_Terminate` can hang for
/// ever (its queue thread may miss the stop it is sent; seen in this project's tests), so it is never called.
/// An engine opened later reuses it from its own thread, after the earlier engine's thread has ended.
enum EspeakLibrary {
    /// espeak-ng's sample rate once initialised.
    private static let initialisedRate = Mutex<Int32?>(nil)

    /// Initialises espeak-ng, the first time, to hand its samples to the synth callback (synchronous:
    /// `espeak_Synth` returns once the sentence is made or aborted) and chooses the voice for `language`.
    /// Returns the sample rate and the voice's file, or why speech is off.
    static func open(language: String) -> Result<(Int, String), SpeechError> {
        let rate = initialisedRate.withLock { rate in
            if rate == nil {
                let started = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, SpeechEngine.chunkMilliseconds, nil, 0)
                if started > 0 { rate = started }
            }
            return rate ?? 0
        }
        guard rate > 0 else {
            return .failure(SpeechError("speech off: espeak-ng cannot start (is espeak-ng-data installed?)"))
        }
        let chosen = language.withCString { code -> espeak_ERROR in
            var voice = espeak_VOICE()
            voice.languages = code
            return espeak_SetVoiceByProperties(&voice)
        }
        guard chosen == EE_OK, let current = espeak_GetCurrentVoice(), let file = current.pointee.identifier else {
            return .failure(SpeechError("speech off: espeak-ng has no voice for the language \"\(language)\""))
        }
        return .success((Int(rate), String(cString: file)))
    }
}
