import QuizStore
import QuizText

/// A refused topic change in the web admin reader's language.
enum TopicProblemWords {
    static func text(_ problem: TopicProblem, _ words: Catalog) -> String {
        switch problem {
        case .noSuchTopic(let id):
            return words.text("web.topic_problem_no_such", ["id": String(id)])
        case .inUse(let name, let held):
            return words.text("web.topic_problem_in_use", ["name": name, "held": words.list(holdings(held, words))])
        case .emptyName:
            return words["web.topic_problem_empty"]
        case .tooLong(let name, let characters, let limit):
            return words.plural(
                "web.topic_problem_too_long", count: characters, ["name": name, "limit": words.number(limit)])
        case .notOneLine:
            return words["web.topic_problem_one_line"]
        case .nameTaken(let existing):
            return words.text("web.topic_problem_taken", ["topic": existing])
        case .formerName(let former, let topic):
            return words.text("web.topic_problem_former_name", ["former": former, "topic": topic])
        }
    }

    /// Each thing the topic holds, counted: "3 questions (active or retired)", "2 games played".
    private static func holdings(_ held: TopicHoldings, _ words: Catalog) -> [String] {
        [
            (held.questions, "web.topic_held_questions"), (held.gamesPlayed, "web.topic_held_games"),
            (held.medals, "web.topic_held_medals"), (held.purchases, "web.topic_held_purchases"),
            (held.boardTotals, "web.topic_held_board_totals"),
        ].filter { $0.0 > 0 }.map { words.plural($0.1, count: $0.0) }
    }
}
