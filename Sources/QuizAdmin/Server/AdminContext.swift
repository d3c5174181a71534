import Hummingbird
import HummingbirdAuth
import QuizText

/// What a request to the web admin carries: its session (hummingbird-auth's
/// cookie sessions), the address it came from (for the log-in limit), and,
/// once `RequireRole` let it through, who is signed in and the form it posted.
public struct AdminContext: RequestContext, SessionRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let sessions: SessionContext<AdminSession>
    /// The peer's IP address ("unknown" when the channel has none).
    public let address: String
    /// The signed-in moderator or admin, set by `RequireRole`.
    public var user: AdminUser?
    /// A POST's fields, read and checked (CSRF) by `RequireRole`.
    public var form: FormFields = FormFields()
    /// The words of the request's language, chosen by `AdminLanguageMiddleware` before any route.
    public var words: Catalog = .empty("en")
    /// The path and query asked for, where the language switch comes back to.
    public var path = "/"

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        sessions = .init()
        address = source.channel.remoteAddress?.ipAddress ?? "unknown"
    }

    /// Forms are small: a larger body is refused with 413.
    public var maxUploadSize: Int { 64 * 1024 }
}
