import QuizCore

/// What the quiz packs' Settings decide, as a value-type state machine: the
/// pack URL's status, the line shown over the list and Settings (a check
/// started or ended, a URL kept or refused), and whether Settings came from
/// the kiosk's admin menu (closing it then goes back there). The scene keeps
/// its screens and keyboard, sends `PackSettingsAction`s, and performs the
/// `PackSettingsEffect`s against its library.
public struct PackSettingsFlow: Equatable, Sendable {
    public private(set) var status: PackSourceStatus
    /// A line about the pack source: an outcome, or a refusal drawn as an error.
    public private(set) var notice: Notice?
    /// Settings was opened from the kiosk's admin menu.
    public private(set) var fromAdmin = false
    /// Settings opened from the admin menu was closed: the kiosk layer goes back to its menu.
    public private(set) var closedAdminSettings = false

    public init(status: PackSourceStatus) {
        self.status = status
    }

    /// The words shown for a check under way, done or failed, for the list and Settings.
    public var noticeLine: Notice? {
        if status.checking { return Notice(ScreenText("quizpacks.checking_packs"), isError: false) }
        return notice
    }

    /// The address the URL keyboard starts from: the one set here to edit, else the start every address has.
    public var urlToEdit: String {
        status.origin == .stored ? status.url ?? "https://" : "https://"
    }

    /// Applies what happened; returns what the scene must do.
    public mutating func reduce(_ action: PackSettingsAction) -> [PackSettingsEffect] {
        switch action {
        case .opened(let fromAdmin, let status):
            self.fromAdmin = fromAdmin
            closedAdminSettings = false
            notice = nil
            self.status = status
            return []
        case .closed:
            guard fromAdmin else { return [] }
            fromAdmin = false
            closedAdminSettings = true
            return []
        case .checkRequested(let current):
            guard current.url != nil else {
                notice = Notice(ScreenText("quizpacks.no_url"), isError: true)
                return []
            }
            notice = nil
            return [.checkNow]
        case .statusRead(let fresh):
            return note(fresh)
        case .listReloaded(let fresh):
            status = fresh
            return []
        case .urlTyped(let text):
            return [.setURL(text)]
        case .urlSet(let text, let problem, let fresh):
            if let problem {
                notice = Notice(ScreenText("quizpacks.url_not_kept", ["reason": .verbatim(problem)]), isError: true)
                status = fresh
                return []
            }
            notice = Notice(ScreenText(text.isEmpty ? "quizpacks.url_cleared" : "quizpacks.url_kept"), isError: false)
            return note(fresh)
        case .packRefused(let packID):
            notice = Notice(ScreenText("quizpacks.no_questions", ["name": .verbatim(packID)]), isError: true)
            return []
        case .packStarted:
            notice = nil
            return []
        }
    }

    /// Takes a fresh status: when a check has just ended, the list is read again and its outcome becomes the notice.
    private mutating func note(_ fresh: PackSourceStatus) -> [PackSettingsEffect] {
        let ended = !fresh.checking && (status.checking || fresh != status)
        status = fresh
        guard ended else { return [] }
        if let problem = fresh.lastProblem {
            notice = Notice(problem.screenText, isError: true)
        } else if let change = fresh.lastChange {
            notice = Notice(change.screenText, isError: false)
        }
        return [.reloadList]
    }
}

/// Something that happened to the pack source or its Settings.
public enum PackSettingsAction: Equatable, Sendable {
    /// Settings opened (from the list's toolbar, or the kiosk's admin menu), with the status read then.
    case opened(fromAdmin: Bool, status: PackSourceStatus)
    /// Settings (or its keyboard) left for the list.
    case closed
    /// Check now (or a pull down on the list), with the status as the library has it.
    case checkRequested(PackSourceStatus)
    /// The library's status, read after a check started or on a step of the clock.
    case statusRead(PackSourceStatus)
    /// The list was read again, with the status then (nothing to note).
    case listReloaded(PackSourceStatus)
    /// A URL typed and Done.
    case urlTyped(String)
    /// What the library said to the URL (`problem`: why it was refused), and its status then.
    case urlSet(String, problem: String?, status: PackSourceStatus)
    /// A pack with no questions was chosen.
    case packRefused(packID: String)
    /// A pack's round began.
    case packStarted
}

/// What the scene must do for the pack source.
public enum PackSettingsEffect: Equatable, Sendable {
    /// Start a check and send `.statusRead` with the library's status.
    case checkNow
    /// Give the URL to the library and send `.urlSet`.
    case setURL(String)
    /// Read the packs' list again (a check ended).
    case reloadList
}
