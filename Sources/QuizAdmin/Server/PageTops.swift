import Foundation
import Synchronization

/// The top of a kept page (`headTop` and `userBar`, `Pages.html(body:title:user:status:)`) by everything it
/// is written from: the title, who is signed in (id, name, role, CSRF token) and the language. What is kept is what the
/// templates write for those values, so a rename, a new role or a new session asks for another top and never
/// gets an old one. At most `capacity` kept; all are dropped when it is reached.
final class PageTops: Sendable {
    struct Key: Hashable {
        var title: String
        var id: Int64?
        var name: String?
        var role: AdminRole?
        var csrf: String?
        var language: String

        init(title: String, user: AdminUser?, language: String) {
            self.title = title
            self.language = language
            id = user?.id
            name = user?.name
            role = user?.role
            csrf = user?.csrf
        }
    }

    static let capacity = 1_024
    private let kept = Mutex<[Key: RenderedFragment]>([:])

    /// The top for `key`, kept or written by `render` (not under the lock).
    func top<E: Error>(_ key: Key, render: () throws(E) -> RenderedFragment) throws(E) -> RenderedFragment {
        if let found = kept.withLock({ $0[key] }) { return found }
        let top = try render()
        kept.withLock { kept in
            if kept.count >= Self.capacity { kept.removeAll(keepingCapacity: true) }
            kept[key] = top
        }
        return top
    }

    /// How many tops are kept.
    var count: Int { kept.withLock { $0.count } }
}
