extension FleetSchema {
    /// The group role kiosks' and handhelds' login users are members of: it may call `fleet.hello`, `fleet.push`
    /// and `fleet.pull` (and `fleet.refused` since migration 11), and nothing else (no table, no admin function, no
    /// DDL).
    public static let kioskRole = "tiltquiz_kiosk"
    /// The group role of the web admin's login user: the kiosk's calls, SELECT on every fleet table, and the admin
    /// functions (`set_ban`, `set_role`, `erase`, `board`; `change_question` since migration 8; `take_again` and
    /// `drop_rejected` since migration 12).
    public static let adminRole = "tiltquiz_admin"

    /// The grants, applied on every install: first everything taken back (so a stray grant an operator made by
    /// hand goes, and the functions lose PostgreSQL's default EXECUTE for PUBLIC), then exactly the contract's.
    static let grants: [String] = [
        "REVOKE ALL ON ALL TABLES IN SCHEMA fleet FROM PUBLIC, \(kioskRole), \(adminRole)",
        "REVOKE ALL ON ALL SEQUENCES IN SCHEMA fleet FROM PUBLIC, \(kioskRole), \(adminRole)",
        "REVOKE ALL ON ALL FUNCTIONS IN SCHEMA fleet FROM PUBLIC, \(kioskRole), \(adminRole)",
        "REVOKE ALL ON SCHEMA fleet FROM PUBLIC, \(kioskRole), \(adminRole)",
        "GRANT USAGE ON SCHEMA fleet TO \(kioskRole), \(adminRole)",
        """
        GRANT EXECUTE ON FUNCTION fleet.hello(uuid, text), fleet.push(uuid, jsonb), fleet.pull(uuid, bigint, integer)
        TO \(kioskRole), \(adminRole)
        """,
        "GRANT SELECT ON ALL TABLES IN SCHEMA fleet TO \(adminRole)",
        """
        GRANT EXECUTE ON FUNCTION fleet.set_ban(uuid, boolean), fleet.set_role(uuid, text), fleet.erase(uuid),
          fleet.board(text, date, text, text, integer)
        TO \(adminRole)
        """,
    ]

    /// `grants`, and those of the migrations up to `version` that add functions to grant (a server left at an
    /// earlier migration, as the tests of a later one make it, lacks their functions).
    static func grants(through version: Int) -> [String] {
        grants + (version >= 8 ? FleetMigration.questionBankGrants : [])
            + (version >= 11 ? FleetMigration.rejectedGrants : [])
            + (version >= 12 ? FleetMigration.takeAgainGrants : [])
    }
}
