import GRDB

extension QuizDatabase {
    /// Every schema change, in order. Never edit a migration once it has
    /// shipped: add a new one below it.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: content") { db in try Schema.createContent(db) }
        migrator.registerMigration("v1: players") { db in try Schema.createPlayers(db) }
        migrator.registerMigration("v1: play") { db in try Schema.createPlay(db) }
        migrator.registerMigration("v1: community and operations") { db in try Schema.createOperations(db) }
        migrator.registerMigration("v2: trivia player state") { db in try Schema.createTriviaState(db) }
        migrator.registerMigration("v3: kiosk abandoned games") { db in try Schema.createKiosk(db) }
        migrator.registerMigration("v4: players at the kiosk") { db in try Schema.createVisitors(db) }
        migrator.registerMigration("v5: dealing slots") { db in try Schema.createDealSlots(db) }
        migrator.registerMigration("v6: leads") { db in try Schema.createLeads(db) }
        migrator.registerMigration("v7: quiz packs") { db in try Schema.createQuizPacks(db) }
        migrator.registerMigration("v8: which came first") { db in try Schema.createHistoryGames(db) }
        migrator.registerMigration("v9: event feed") { db in try Schema.createEventFeed(db) }
        migrator.registerMigration("v10: answer feedback") { db in try Schema.addAnswerFeedback(db) }
        migrator.registerMigration("v11: boards") { db in try Schema.addBoardColumns(db) }
        migrator.registerMigration("v12: daily challenge") { db in try Schema.createDailyAttempts(db) }
        migrator.registerMigration("v13: accounts") { db in try Schema.addAccounts(db) }
        migrator.registerMigration("v14: board totals") { db in try Schema.createBoardTotals(db) }
        migrator.registerMigration("v15: board index with the topic") { db in try Schema.addTopicToBoardIndex(db) }
        migrator.registerMigration("v16: email views") { db in try Schema.createEmailViews(db) }
        migrator.registerMigration("v17: board totals by period") { db in try Schema.addPeriodsToBoardTotals(db) }
        migrator.registerMigration("v18: admin sessions") { db in try Schema.createAdminSessions(db) }
        migrator.registerMigration("v19: one report per player and question") { db in try Schema.indexReports(db) }
        migrator.registerMigration("v20: topic aliases") { db in try Schema.createTopicAliases(db) }
        migrator.registerMigration("v21: fleet") { db in try Schema.createFleet(db) }
        migrator.registerMigration("v22: accessibility per player") { db in try Schema.createPlayerAccessibility(db) }
        migrator.registerMigration("v23: content language") { db in try Schema.addContentLanguage(db) }
        migrator.registerMigration("v24: time scale of results") { db in try Schema.addTimeScaleToResults(db) }
        migrator.registerMigration("v25: time scale of daily attempts") { db in
            try Schema.addTimeScaleToDailyAttempts(db)
        }
        migrator.registerMigration("v26: player language") { db in try Schema.addPlayerLanguage(db) }
        migrator.registerMigration("v27: question translates") { db in try Schema.addQuestionTranslates(db) }
        migrator.registerMigration("v28: fleet wallet") { db in try Schema.createFleetWallet(db) }
        migrator.registerMigration("v29: fleet badges and medals") { db in try Schema.createFleetAwards(db) }
        migrator.registerMigration("v30: fleet questions") { db in try Schema.createFleetQuestions(db) }
        migrator.registerMigration("v31: fleet history") { db in try Schema.createFleetHistory(db) }
        migrator.registerMigration("v32: daily language") { db in try Schema.addDailyLanguage(db) }
        return migrator
    }
}

/// The tables, grouped by what they hold. Column names are the schema's
/// vocabulary: `createdAt`/`...At` are timestamps, `...Cents` money.
enum Schema {}
