/// Where the value of an operator setting in force comes from.
public enum SettingOrigin: String, Sendable, Equatable {
    /// Set by an operator (the web admin, the kiosk's operator pages, `tiltquiz settings`), kept in the store.
    case stored
    /// The config file's.
    case config
    /// Neither says: the game's default.
    case `default`
}

/// A setting's value in force and where it comes from: the one precedence
/// rule of every operator setting, applied here and nowhere else. A value an
/// operator stored beats the config file's, which beats the default.
public struct SettingInForce<Value: Sendable>: Sendable {
    public var value: Value
    public var origin: SettingOrigin

    public init(value: Value, origin: SettingOrigin) {
        self.value = value
        self.origin = origin
    }

    /// The stored value, else the config file's, else `fallback`.
    public static func resolve(stored: Value?, config: Value?, default fallback: Value) -> SettingInForce {
        if let stored { return SettingInForce(value: stored, origin: .stored) }
        if let config { return SettingInForce(value: config, origin: .config) }
        return SettingInForce(value: fallback, origin: .default)
    }
}

extension SettingInForce: Equatable where Value: Equatable {}

extension SettingInForce {
    /// The stored value, else the config file's, else none (a setting without a default, such as the pack URL).
    public static func resolve<Wrapped>(stored: Wrapped?, config: Wrapped?) -> SettingInForce
    where Value == Wrapped? {
        resolve(stored: stored.map(Optional.some), config: config.map(Optional.some), default: nil)
    }
}
