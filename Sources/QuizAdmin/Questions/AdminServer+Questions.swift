import Hummingbird
import QuizStore

extension AdminServer {
    /// The moderators' content routes: the question bank, imports and players' submissions.
    func addQuestionRoutes(to moderators: RouterGroup<AdminContext>) {
        let bank = QuestionBank(database: database)
        QuestionsRoutes(bank: bank, database: database, pages: pages).add(to: moderators)
        ImportRoutes(database: database, jobs: importJobs, pages: pages).add(to: moderators)
        SubmissionsRoutes(bank: bank, pages: pages, timeZone: configuration.timeZone).add(to: moderators)
    }
}
