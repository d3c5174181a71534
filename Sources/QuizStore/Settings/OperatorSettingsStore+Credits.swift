import Foundation
import GRDB
import QuizCore

/// The credits mode an admin set in the store (key `credits` in the `setting`
/// table), over the config file's `credits.mode`, the deployment's default.
/// The kiosk reads it when a player's game starts; the web admin's /settings
/// and `tiltquiz settings credits` write it.
extension OperatorSettingsStore {
    /// The credits modes, as the config file spells them (`CreditMode` in QuizConfig; a test keeps them equal).
    public static let creditModes = ["free", "operator", "coin"]

    /// Sets the credits mode over the config file's (nil: forget it, the config file's applies).
    /// Returns the problem when `mode` is not one of `creditModes`; nothing is saved then. (Read it back
    /// with `stored(.credits)`; this is not a plain `set(.credits, to:)` because it checks what an
    /// operator typed and says what would be right.)
    public func setCreditsOverride(_ mode: String?) throws(StoreError) -> String? {
        if let mode, !Self.creditModes.contains(mode) {
            return "\"\(mode)\" is not a credits mode; use \(Self.creditModes.joined(separator: ", ")) "
                + "(or none, to follow the config file)"
        }
        try set(.credits, to: mode)
        return nil
    }
}

/// The credits mode in force and where it comes from, for /settings, `tiltquiz config check` and the kiosk.
public struct CreditsInForce: Equatable, Sendable {
    /// free, operator or coin (free when neither the store nor a known config file says).
    public var mode: String
    /// The config file's `credits.mode` (nil: not known here).
    public var configMode: String?
    /// Whether an admin set `mode` in the store, over the config file's.
    public var isStoreOverride: Bool

    public init(mode: String, configMode: String?, isStoreOverride: Bool) {
        self.mode = mode
        self.configMode = configMode
        self.isStoreOverride = isStoreOverride
    }

    /// "coin (set in the web admin, over the config file's free)", "free (the config file's credits.mode)".
    public var description: String {
        guard isStoreOverride else {
            return configMode == nil ? "the config file's credits.mode" : "\(mode) (the config file's credits.mode)"
        }
        return "\(mode) (set in the web admin" + (configMode.map { ", over the config file's \($0))" } ?? ")")
    }
}

extension OperatorSettingsStore {
    /// The credits mode in force: the store's, else the config file's `configMode` (nil: not known), else free.
    public func creditsInForce(configMode: String?) throws(StoreError) -> CreditsInForce {
        let inForce = try inForce(.credits, config: configMode, default: "free")
        return CreditsInForce(mode: inForce.value, configMode: configMode, isStoreOverride: inForce.origin == .stored)
    }
}
