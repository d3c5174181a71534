/// One numbered step of the `fleet` schema: statements run in order, once, in `FleetSchema.install`'s
/// transaction, and recorded in `fleet.schema_version`. A later build adds a step; it never edits one.
struct FleetMigration: Sendable {
    /// 1, 2, 3...: the schema version once it ran.
    let number: Int
    /// One SQL statement each (the extended protocol takes one at a time).
    let statements: [String]

    /// Every migration this build knows, in order.
    static let all: [FleetMigration] = [
        FleetMigration(
            number: 1, statements: tables + logFunctions + ingestFunctions + deviceFunctions + adminFunctions),
        FleetMigration(number: 2, statements: bulkIngestFunctions),
        FleetMigration(number: 3, statements: resultTimeScale),
        FleetMigration(number: 4, statements: oneByOneResultsDropped),
        FleetMigration(number: 5, statements: answersBeforeTheLock),
        FleetMigration(number: 6, statements: walletChanges),
        FleetMigration(number: 7, statements: badgesAndMedals),
        FleetMigration(number: 8, statements: questionBank),
        FleetMigration(number: 9, statements: answerKeyedByTime),
        FleetMigration(number: 10, statements: history),
        FleetMigration(number: 11, statements: rejected),
        FleetMigration(number: 12, statements: takeAgain),
        FleetMigration(number: 13, statements: dailyLanguage),
    ]
}
