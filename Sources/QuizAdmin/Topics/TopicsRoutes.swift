import Foundation
import Hummingbird
import QuizStore
import QuizText

/// The topics (moderators and admins, as the questions are: topics are content): `GET /topics` lists them with
/// their question counts and former names; `POST /topics` adds one; `POST /topics/{id}/rename` renames one, its
/// id and so its history unchanged, its former name kept so packs that still use it update it;
/// `POST /topics/{id}/delete` deletes one only when it has no questions and no history (a topic added by mistake). A name is unique
/// whatever its case; a refused one is named with the reason and nothing changes. Trivia reads the topics when
/// a player's game starts, so a rename shows from the next game.
struct TopicsRoutes {
    let catalog: TopicCatalog
    let pages: Pages

    func add(to group: RouterGroup<AdminContext>) {
        group.get("/topics") { request, context in
            let done = request.uri.queryParameters.get("done").flatMap { Self.notices[$0] }
            return try page(context, notice: done.map { context.words[$0] })
        }
        group.post("/topics") { _, context in
            switch try catalog.add(context.form["name"] ?? "") {
            case .success: return Pages.redirect("/topics?done=added")
            case .failure(let problem):
                return try page(
                    context,
                    problem: context.words.text(
                        "web.topic_new_refused", ["reason": TopicProblemWords.text(problem, context.words)]),
                    typed: context.form["name"] ?? "")
            }
        }
        group.post("/topics/{id}/rename") { _, context in
            guard let id = context.parameters.get("id", as: Int64.self) else { return missing(context) }
            switch try catalog.rename(id, to: context.form["name"] ?? "") {
            case .success: return Pages.redirect("/topics?done=renamed")
            case .failure(let problem):
                return try page(
                    context,
                    problem: context.words.text(
                        "web.topic_rename_refused", ["reason": TopicProblemWords.text(problem, context.words)]))
            }
        }
        group.post("/topics/{id}/delete") { _, context in
            guard let id = context.parameters.get("id", as: Int64.self) else { return missing(context) }
            switch try catalog.delete(id) {
            case .success: return Pages.redirect("/topics?done=deleted")
            case .failure(let problem):
                return try page(
                    context,
                    problem: context.words.text(
                        "web.topic_delete_refused", ["reason": TopicProblemWords.text(problem, context.words)]))
            }
        }
    }

    /// The notice's key by the `done` the address carries after a change.
    static let notices = [
        "added": "web.topic_added", "renamed": "web.topic_renamed", "deleted": "web.topic_deleted",
    ]

    func missing(_ context: AdminContext) -> Response {
        pages.message(
            context.words["web.no_such_topic"], context.words["web.no_such_topic_why"], in: context,
            status: .notFound)
    }

    func page(
        _ context: AdminContext, notice: String? = nil, problem: String? = nil, typed: String = ""
    ) throws
        -> Response
    {
        let topics = try catalog.topics()
        let rows: [[String: Any]] = topics.map { topic in
            [
                "id": String(topic.id), "name": topic.name, "active": topic.active, "retired": topic.retired,
                "hasRetired": topic.retired > 0, "formerNames": topic.formerNames.joined(separator: ", "),
                "hasFormer": !topic.formerNames.isEmpty, "empty": topic.active + topic.retired == 0,
            ]
        }
        return pages.html(
            "topics", title: context.words["web.topics"], in: context,
            status: problem == nil ? .ok : .unprocessableContent,
            [
                "topics": rows, "hasTopics": !rows.isEmpty, "notice": notice ?? "", "hasNotice": notice != nil,
                "problem": problem ?? "", "hasProblem": problem != nil, "typed": typed,
                "nameLimit": TopicCatalog.nameLimit,
            ])
    }
}
