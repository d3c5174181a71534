import Foundation

/// "Which came first?"'s events: whether sensitive ones are dealt, and where the kiosk fetches more
/// (`events.family_safe`, `events.language`, `events.url`, `events.fetch_days`; docs/events.md).
public struct EventFeedSettings: Sendable, Equatable {
    /// Allowed days fetched ahead; 0 turns the game's fetching off.
    public static let allowedFetchDays = 0...31
    /// The REST base when `url` is not set; `{language}` stands for `language`.
    public static let defaultURLTemplate = "https://{language}.wikipedia.org/api/rest_v1"

    /// What the file says of `events.family_safe`; nil: as the kiosk (see `KioskConfig.familySafeEvents`).
    public var familySafeSetting: Bool?
    /// The Wikipedia whose "On this day" events are fetched.
    public var language: WikifeedsLanguage = .en
    /// The REST base as written (`{language}` allowed); nil: `defaultURLTemplate`.
    public var url: String?
    /// Days fetched at start and every 24 hours, today first.
    public var fetchDays = 7

    public init() {}

    /// The REST base in force, `{language}` replaced and no slash at the end:
    /// `https://en.wikipedia.org/api/rest_v1`.
    public var baseURL: String {
        Self.base(url ?? Self.defaultURLTemplate, language: language)
    }

    /// `template` with `{language}` replaced and trailing slashes dropped.
    public static func base(_ template: String, language: WikifeedsLanguage) -> String {
        var base = template.replacingOccurrences(of: "{language}", with: language.rawValue)
        while base.hasSuffix("/") { base.removeLast() }
        return base
    }
}

/// The languages whose "On this day" lists the wikifeeds service parses (its `on-this-day.languages.js`);
/// other wikis answer 501.
public enum WikifeedsLanguage: String, Sendable, CaseIterable {
    case en, de, fr, sv, pt, ru, es, ar, bs, uk, it, tr, zh, cs
}

extension KioskConfig {
    /// Whether sensitive events (wars, disasters, attacks, deaths of many) stay out of "Which came first?":
    /// `events.family_safe` when the file sets it, else true exactly on a kiosk. Read it after `--kiosk` is
    /// applied (it follows `kiosk`), not at parse time.
    public var familySafeEvents: Bool {
        events.familySafeSetting ?? kiosk
    }
}
