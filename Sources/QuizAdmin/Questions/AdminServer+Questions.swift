import Hummingbird
import QuizStore

extension AdminServer {
    /// The question bank's routes over the bank chosen once: the fleet's (`FleetBank`) when the config names a
    /// fleet, served on a machine with no kiosk too; else this device's store (`StoreBank`), with adding and the CSV.
    func addBankRoutes(to moderators: RouterGroup<AdminContext>) {
        let bank = QuestionBank(database: database)
        if let fleetPool {
            QuestionsRoutes(
                bank: FleetBank(pool: fleetPool), local: nil, pages: pages, device: fleetOnly ? nil : bank
            ).add(to: moderators)
        } else {
            QuestionsRoutes(bank: StoreBank(bank: bank), local: (bank, database), pages: pages).add(to: moderators)
        }
    }

    /// The moderators' content routes of a device's store: imports and players' submissions.
    func addQuestionRoutes(to moderators: RouterGroup<AdminContext>) {
        let bank = QuestionBank(database: database)
        ImportRoutes(database: database, jobs: importJobs, pages: pages).add(to: moderators)
        SubmissionsRoutes(bank: bank, pages: pages, timeZone: configuration.timeZone).add(to: moderators)
    }
}
