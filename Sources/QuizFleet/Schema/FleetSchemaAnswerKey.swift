extension FleetMigration {
    /// Migration 9: `fleet.answer`'s key is `(answered_at, id)`, not `id` alone (issue 36). A device's answer ids
    /// are random UUIDs, so with a year of a hall (10M answers) each answer a push added went to a page of its own
    /// in the key's index, read and written whole to the WAL after a checkpoint: 31,600 pages read and 36,500
    /// written whole for one day of 20 kiosks (50,000 answers), and the push fell to 1,346 results a second in
    /// `psql`. Keyed by the time first, new answers go to the index's last pages, as
    /// answers are inserted in about the order they were given: 5,400 pages, 2,594 ms instead of 3,715 for the
    /// same day (docs/performance.md, "fleet").
    ///
    /// The rule stays "added once by id": a device never changes an answer's time (its row is only ever retired),
    /// so a retried push sends the same id with the same `answeredAt`, conflicts on the key and adds nothing, and
    /// `fleet.add_answers`' `ON CONFLICT ON CONSTRAINT answer_pkey` names the new key. The one difference: the same
    /// id sent with another time would be a second row, which no device sends. Answers partitioned by month
    /// (docs/fleet.md, "Beyond one server") need this key anyway: a partitioned table's key holds its partition's
    /// column. The upgrade keeps every row; it builds the index again (about 6 s for 10M answers here) while
    /// `tiltquiz fleet init` holds the table.
    static let answerKeyedByTime: [String] = [
        "ALTER TABLE fleet.answer DROP CONSTRAINT answer_pkey, ADD CONSTRAINT answer_pkey PRIMARY KEY (answered_at, id)"
    ]
}
