import Foundation

/// Where PocketSphinx's English model is: the acoustic model folder and the pronouncing dictionary.
public struct VoiceModel: Sendable, Equatable {
    /// The acoustic model's folder (`mdef`, `means`, `feat.params`, ...).
    public let acousticModel: String
    /// The pronouncing dictionary (CMUdict).
    public let dictionary: String

    /// Where Debian's `pocketsphinx-en-us` puts the model.
    public static let debianEnglish = VoiceModel(folder: "/usr/share/pocketsphinx/model/en-us")

    /// The model in `folder`, laid out as `pocketsphinx-en-us` lays it out (`en-us/` and `cmudict-en-us.dict`).
    public init(folder: String) {
        acousticModel = folder + "/en-us"
        dictionary = folder + "/cmudict-en-us.dict"
    }

    /// Nil when both parts are there; otherwise the line saying which is missing.
    func missing() -> VoiceError? {
        var isFolder: ObjCBool = false
        let manager = FileManager.default
        guard manager.fileExists(atPath: acousticModel + "/mdef", isDirectory: &isFolder), !isFolder.boolValue else {
            return VoiceError(
                "voice off: no English speech model at \(acousticModel) (install pocketsphinx-en-us)")
        }
        guard manager.fileExists(atPath: dictionary) else {
            return VoiceError(
                "voice off: no pronouncing dictionary at \(dictionary) (install pocketsphinx-en-us)")
        }
        return nil
    }
}
