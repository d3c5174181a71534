import Foundation
import QuizCore

/// Everything an operator can set in the config file, each with its default.
///
/// The values are plain (strings, numbers, small enums) so this module needs
/// none of the game's others; each module checks the meaning it owns (the tilt
/// module parses the mount matrix, the store looks up pack ids).
public struct KioskConfig: Sendable, Equatable {
    /// The game modes the home screen offers (`GameMode.playable`'s), in this order; nil ("all") is
    /// every mode this build has, in its own order. A mode listed here that
    /// the build does not have is an error `play` and `config check` report.
    public var modes: [GameMode]?
    /// The content packs questions are drawn from (`packs` or `packs.use`).
    public var packs: PackSelection = .all
    /// Where the quiz packs mode downloads its packs and sends its scores (`packs.url`, ...).
    public var packSource = PackSourceSettings()
    /// Kiosk operation: attract mode, resets, and no way out without the admin gesture and PIN.
    public var kiosk = false
    public var admin = AdminSettings()
    public var timeouts = TimeoutSettings()
    public var attract = AttractSettings()
    public var sound = SoundSettings()
    public var accessibility = AccessibilitySettings()
    /// The language shown (`language`) and those offered (`languages`); docs/languages.md.
    public var languages = LanguageSettings()
    public var display = DisplaySettings()
    public var tilt = TiltSettings()
    public var event = EventSettings()
    /// "Which came first?"'s events: family safety and the "On this day" feed the kiosk fetches.
    public var events = EventFeedSettings()
    public var leads = LeadSettings()
    public var credits = CreditSettings()
    /// Live rounds: the phones' listener, unattended starts, questions and blocked words (`live.*`).
    public var live = LiveSettings()
    /// The fleet this device syncs with; nil (no `fleet.postgres_url`): a single device.
    public var fleet: FleetSettings?
    /// Where the database lives; empty means `$XDG_DATA_HOME/tiltquiz`, else `~/.local/share/tiltquiz`.
    public var dataDirectory = ""

    /// Every setting at its default: what the game uses when there is no config file.
    public static let defaults = KioskConfig()

    public init() {}
}

/// Which content packs to use: every installed pack, or only the ones listed.
public enum PackSelection: Sendable, Equatable {
    case all
    /// Pack ids as the store knows them, such as `tiltquiz-true-false`.
    case only([String])
}

/// The quiz packs mode's server: the iQuiz document it checks, how often, and where scores go.
public struct PackSourceSettings: Sendable, Equatable {
    /// Allowed minutes between two checks of the pack URL.
    public static let allowedCheckMinutes = 5...1440

    /// The iQuiz JSON document to download (`packs.url`); nil: only the bundled quizzes (and a URL set in the game).
    public var url: String?
    /// Minutes between two checks of `url` while the game runs.
    public var checkMinutes = 60
    /// Where each finished pack game is POSTed as JSON (`packs.score_url`); nil: scores stay on the machine.
    public var scoreURL: String?

    public init() {}

    /// Why `text` cannot be a pack or score URL ("has no host"), or nil when it is an http or https URL with a host.
    public static func urlProblem(_ text: String) -> String? {
        urlFault(text)?.description
    }

    /// Why `text` cannot be a pack or score URL, as a value, or nil when it is an http or https URL with a host.
    public static func urlFault(_ text: String) -> ConfigURLProblem? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return .empty }
        guard trimmed == text, !text.contains(where: \.isWhitespace) else { return .spaces }
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased() else {
            return .notURL
        }
        guard scheme == "http" || scheme == "https" else { return .scheme(scheme) }
        guard let host = components.host, !host.isEmpty else { return .noHost }
        return nil
    }
}

/// How long a kiosk waits before showing attract mode or abandoning a game.
public struct TimeoutSettings: Sendable, Equatable {
    /// Allowed range for both timeouts, in seconds.
    public static let allowedSeconds = 10...3600

    /// Seconds without input on a menu before attract mode starts.
    public var idleSeconds = 60
    /// Seconds without input in a game before it is saved and the kiosk goes back to the start.
    public var resetSeconds = 120

    public init() {}
}

/// What a kiosk shows while nobody plays.
public struct AttractSettings: Sendable, Equatable {
    /// Allowed time per screen, in seconds.
    public static let allowedSecondsPerScreen = 2...600

    /// The screens shown in turn, repeating.
    public var screens: [AttractScreen] = [.title, .demo, .leaderboard]
    public var secondsPerScreen = 8

    public init() {}
}

/// One screen of attract mode.
public enum AttractScreen: String, Sendable, CaseIterable {
    /// The title screen with "tilt or tap to play".
    case title
    /// A game playing itself.
    case demo
    /// Today's best single games, every mode's.
    case leaderboard
    /// Today's board of Tilt True/False: players by their points today.
    case tiltBoard = "tilt_board"
    /// Today's board of trivia (every topic's games).
    case triviaBoard = "trivia_board"
    /// Today's board of the Daily Challenge.
    case dailyBoard = "daily_board"

    /// The mode whose board today the screen shows (`gameResult.mode`); nil for the other screens.
    public var boardMode: GameMode? {
        switch self {
        case .tiltBoard: return .tilt
        case .triviaBoard: return .trivia
        case .dailyBoard: return .daily
        case .title, .demo, .leaderboard: return nil
        }
    }
}

/// The admin PIN and the gesture that asks for it.
public struct AdminSettings: Sendable, Equatable {
    /// Nil when no PIN is set (allowed only when `kiosk` is off).
    public var pinHash: PINHash?
    public var gesture: AdminGesture = .corners

    public init() {}
}

/// How an operator calls up the PIN pad on a kiosk.
public enum AdminGesture: String, Sendable, CaseIterable {
    /// Hold a finger on each top corner of the screen for 5 s: for touch screens.
    case corners
    /// Hold Left, Right and Enter together for 5 s: for arcade buttons and handhelds without touch.
    case chord
}

/// The time zone that decides when the daily challenge and daily games change.
public struct EventSettings: Sendable, Equatable {
    /// `local` (the machine's own zone) or an IANA name such as `Europe/Berlin`.
    public var timeZoneIdentifier = "local"

    public init() {}

    /// The zone itself: the machine's for `local` (and for a name this machine does not know).
    public var timeZone: TimeZone {
        timeZoneIdentifier == "local" ? .current : TimeZone(identifier: timeZoneIdentifier) ?? .current
    }
}

/// Collecting players' names and emails, with their consent.
public struct LeadSettings: Sendable, Equatable {
    /// Allowed retention, in days.
    public static let allowedRetentionDays = 1...3650
    /// The longest consent text, in characters; it must fit the form on a 320x240 screen.
    public static let maximumConsentCharacters = 500

    public var enabled = false
    /// The operator's own words for what the player agrees to, shown beside the consent checkbox as written
    /// (their legal text, in every language); nil: the catalog's sentence (`lead.consent_default`) in the
    /// language on view.
    public var consentText: String?
    /// Days after which a lead is erased.
    public var retentionDays = 30

    public init() {}
}

/// Whether play is free, or paid for with credits granted by the operator or by coins.
public struct CreditSettings: Sendable, Equatable {
    /// Allowed credits per coin.
    public static let allowedPerCoin = 1...100

    public var mode: CreditMode = .free
    /// The SDL key name a coin or token acceptor sends, in lower case. Not the
    /// arcade convention `5`: trivia's shop buys item 5 with it.
    public var coinKey = "0"
    /// Credits added for each coin (or each "Add credit" in operator mode); one credit is worth $1.00 of the shop's prices.
    public var perCoin = 1

    public init() {}
}

/// Where credits come from.
public enum CreditMode: String, Sendable, CaseIterable {
    /// Free play: no credits needed.
    case free
    /// The operator grants credits from the admin screens.
    case `operator`
    /// A coin or token acceptor sends a key press per coin.
    case coin
}
