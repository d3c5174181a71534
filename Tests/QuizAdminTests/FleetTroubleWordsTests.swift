import QuizCore
import Testing

@testable import QuizAdmin

/// The web admin's fleet failure page words the failure in the page's language (issue 37), with the wording the
/// kiosk's Fleet status page and `tiltquiz fleet` use; the server's own words stay as it gave them.
@Suite struct FleetTroubleWordsTests {
    @Test func theFailureIsInThePagesLanguage() {
        let down = FleetProblem.unreachable(address: "db.hall:5432", reason: .refused)
        #expect(
            FleetTrouble.line(down, AdminWords.english)
                == "Nothing was read or changed: cannot connect to PostgreSQL at db.hall:5432: the connection was "
                + "refused (is PostgreSQL running there, and is the port right?).")
        let german = FleetTrouble.line(down, AdminWords.german)
        #expect(german.contains("keine Verbindung zu PostgreSQL unter db.hall:5432: die Verbindung wurde abgewiesen"))
        let denied = FleetProblem.server(
            address: "db.hall:5432", message: "permission denied for table player", sqlState: "42501")
        let line = FleetTrouble.line(denied, AdminWords.german)
        #expect(line.contains("PostgreSQL unter db.hall:5432: permission denied for table player (42501)"), "\(line)")
    }
}
