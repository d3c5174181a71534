import Foundation
import Hummingbird
import QuizCore
import QuizStore

/// What opens or removes a player's data, admins only: their account email shown on their page (a POST, each
/// view logged in `emailView`), their avatar, their GDPR download (the record `tiltquiz players show --json`
/// prints, logged), their deletion (the erasure of `tiltquiz players erase`, confirmed first; nobody deletes
/// themselves), every player's name and email as CSV (logged as one export), and the log of those views.
extension PlayersRoutes {
    static let emailViewsShown = 200

    func showEmail(_ context: AdminContext) async throws -> Response {
        guard let match = try found(context) else { return missing(context) }
        guard let user = context.user else { return Pages.redirect("/login") }
        let (id, record) = match
        let email: String?
        do {
            email = try queries.showEmail(of: id, to: user.id)
        } catch {
            return unopened(context, error)
        }
        guard let player = try await directory.player(String(id)) else { return missing(context) }
        let held = try await holdings(of: player)
        return try page(context, id: id, record: record, held, answersPage: 1, email: ShownEmail(address: email))
    }

    /// The avatar's file with its type: a bundled SVG from the assets, or the PNG or JPEG imported for them.
    func avatar(_ context: AdminContext) throws -> Response {
        guard let match = try found(context) else { return missing(context) }
        let (id, _) = match
        let avatar = try queries.avatar(of: id)
        let picture: (data: Data, type: String)?
        switch avatar {
        case .none: picture = nil
        case .bundled(let name):
            let safe =
                !name.isEmpty
                && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
            let assets = try? AssetLocator.locate()
            picture =
                safe
                ? assets.flatMap { assets in
                    AvatarFiles.path(of: avatar, assets: assets, dataFolder: dataFolder)
                }.flatMap { FileManager.default.contents(atPath: $0) }.map { ($0, "image/svg+xml") } : nil
        case .file(let relative):
            let parts = relative.split(separator: "/")
            let inside = parts.count == 2 && parts[0] == "avatars" && !parts.contains("..")
            let path = inside ? AvatarFiles.path(of: avatar, assets: "", dataFolder: dataFolder) : nil
            picture = path.flatMap { try? AvatarFiles.check($0) }.map { checked in
                (checked.data, checked.picture.kind == "PNG" ? "image/png" : "image/jpeg")
            }
        }
        guard let picture else {
            return pages.message(
                context.words["web.no_avatar"], context.words.text("web.no_avatar_why", ["id": String(id)]),
                in: context, status: .notFound)
        }
        return Response(
            status: .ok, headers: [.contentType: picture.type],
            body: .init(byteBuffer: ByteBuffer(bytes: picture.data)))
    }

    /// Everything the store keeps about the player, as one JSON file (a GDPR access request).
    func export(_ context: AdminContext) throws -> Response {
        guard let match = try found(context) else { return missing(context) }
        guard let user = context.user else { return Pages.redirect("/login") }
        let (id, record) = match
        let data: Data
        do {
            data = try queries.recordExport(of: record.summary.ref, for: user.id)
        } catch {
            return unopened(context, error)
        }
        return Response(
            status: .ok,
            headers: [
                .contentType: "application/json; charset=utf-8",
                .contentDisposition: "attachment; filename=\"player-\(id).json\"",
            ],
            body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// Erases the player and every row about them (and a picture imported for them), once confirmed.
    func delete(_ context: AdminContext) async throws -> Response {
        guard let player = try await listed(context) else { return missing(context) }
        if try directory.isSelf(player, user: context.user) {
            return pages.message(
                context.words["web.not_done"], context.words["web.cannot_delete_yourself"], in: context,
                status: .conflict)
        }
        if let why = try directory.eraseRefusal(player, context.words) {
            return pages.message(context.words["web.not_done"], why, in: context, status: .conflict)
        }
        if context.form["confirm"] != "yes" {
            let name = player.localID.map { "\(player.name) (#\($0))" } ?? player.name
            return confirm(
                context, key: player.key, action: "delete", fields: [:],
                question: context.words.text("web.confirm_delete", ["name": name]))
        }
        let done = try await directory.erase(player, context.words)
        return pages.html("message", title: context.words["web.deleted"], in: context, ["message": done])
    }

    /// Every player's name and emails as CSV, cells neutralised against formulas (`CSVWriter`).
    func namesAndEmails(_ context: AdminContext) throws -> Response {
        guard let user = context.user else { return Pages.redirect("/login") }
        let export: NameEmailExport
        do {
            export = try queries.nameEmailExport(for: user.id)
        } catch {
            return unopened(context, error)
        }
        var writer = CSVWriter(header: NameEmailExport.header)
        for row in export.rows { writer.append(row) }
        return Response(
            status: .ok,
            headers: [
                .contentType: "text/csv; charset=utf-8",
                .contentDisposition: "attachment; filename=\"players-names-emails.csv\"",
            ],
            body: .init(byteBuffer: ByteBuffer(string: writer.text)))
    }

    func emailViews(_ context: AdminContext) throws -> Response {
        let views = try queries.emailViews(of: nil, limit: Self.emailViewsShown)
        let words = context.words
        let rows: [[String: Any]] = views.map { view in
            [
                "at": Days.moment(view.viewedAt, in: timeZone, words), "viewer": Self.viewer(view, words),
                "playerID": view.player == nil ? false as Any : String(view.playerID ?? 0) as Any,
                "player": view.player ?? words[view.kind == .export ? "web.every_player" : "web.player_erased"],
                "what": Self.what(view, words), "emails": view.emails,
            ]
        }
        return pages.html(
            "emailViews", title: words["web.who_opened_emails"], in: context,
            ["views": rows, "hasViews": !rows.isEmpty, "limit": Self.emailViewsShown])
    }

    /// The page for emails that could not be opened (a missing or wrong key, a changed value): why, in words.
    func unopened(_ context: AdminContext, _ error: StoreError) -> Response {
        pages.message(
            context.words["web.emails_not_opened"],
            context.words.text("web.emails_not_opened_why", ["reason": error.description]), in: context,
            status: .internalServerError)
    }

    /// The folder the store is in: imported avatars are under it.
    var dataFolder: String {
        PathText.folder(of: queries.database.path ?? "")
    }
}
