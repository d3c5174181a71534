import Hummingbird

/// The phone page: one HTML page, its stylesheet and its small script,
/// embedded in the binary (nothing to install, nothing fetched from
/// elsewhere: the event's network may have no internet). Every string a
/// phone or the host sends is put on the page as text (`textContent`), never
/// as HTML.
enum PhonePage {
    /// One file the listener serves.
    struct File: Sendable {
        let path: String
        let contentType: String
        let body: String
    }

    static let files = [
        File(path: "/", contentType: "text/html; charset=utf-8", body: html),
        File(path: "/live.css", contentType: "text/css; charset=utf-8", body: stylesheet),
        File(path: "/live.js", contentType: "text/javascript; charset=utf-8", body: script),
    ]

    /// The headers of every file: its type, and a policy that lets the page load only its own files and open
    /// only its own socket.
    static func headers(contentType: String) -> HTTPFields {
        let fields = [
            ("Content-Type", contentType),
            (
                "Content-Security-Policy",
                "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self' ws: wss:; "
                    + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
            ),
            ("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "no-referrer"), ("Cache-Control", "no-store"),
        ]
        var named = HTTPFields()
        for (name, value) in fields { named[.init(name)!] = value }
        return named
    }
}
