import Foundation
import QuizConfig
import QuizStore
import TestSupport
import Testing

/// `tiltquiz players` through the real executable: the operator's list, GDPR access and erasure, and the
/// mistakes a user can make, each named with its reason.
@Suite struct PlayersCommandTests {
    /// What `players add --consent` keeps without a config's `leads.consent_text`: the catalog's sentence in the
    /// config's language, English by default.
    static let englishConsent =
        "I agree that the organisers of this event may keep my name and email to contact me about it."

    func players(_ arguments: [String], data: String) throws -> Tool.Result {
        try Tool.run(["players"] + arguments + ["--data", data])
    }

    /// The files of `data` that hold `text`'s UTF-8 bytes.
    func filesHolding(_ text: String, in data: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: data).sorted().filter { name in
            try Data(contentsOf: URL(fileURLWithPath: data + "/" + name)).range(of: Data(text.utf8)) != nil
        }
    }

    /// Without `leads.consent_text`, the sentence kept is the catalog's in the config's `language`, the one the
    /// kiosk shows; the operator's own text is kept as written whatever the language.
    @Test func addKeepsTheConsentSentenceOfTheConfigsLanguage() throws {
        let folder = Tool.temporaryFolder()
        let data = folder + "/data"
        Tool.write("language: de\n", to: folder + "/german.yaml")
        Tool.write("language: de\nleads:\n  consent_text: Yes, email me.\n", to: folder + "/own.yaml")
        let german = try Tool.run(
            [
                "players", "add", "Ada", "--email", "ada@example.org", "--consent", "--data", data,
                "--config", folder + "/german.yaml",
            ])
        #expect(german.status == 0, "\(german.stderr)")
        let own = try Tool.run(
            [
                "players", "add", "Bo", "--email", "bo@example.org", "--consent", "--data", data,
                "--config", folder + "/own.yaml",
            ])
        #expect(own.status == 0, "\(own.stderr)")
        // What `players show --json` reads of each player's lead: the consent they agreed to.
        func agreed(_ name: String) throws -> String? {
            let shown = try players(["show", name, "--json"], data: data)
            let record = try JSONObjects.read(shown.stdout) as? [String: Any]
            return (record?["leads"] as? [[String: Any]])?.first?["consentText"] as? String
        }
        let consent = ["ada@example.org": try agreed("Ada"), "bo@example.org": try agreed("Bo")]
        #expect(
            consent["ada@example.org"]
                == "Ich bin damit einverstanden, dass die Organisatoren dieser Veranstaltung meinen Namen und meine "
                + "E-Mail-Adresse speichern, um mich dazu zu kontaktieren.")
        #expect(consent["bo@example.org"] == "Yes, email me.")
    }

    @Test func anOperatorAddsShowsExportsAndErasesAPlayer() throws {
        let data = Tool.temporaryFolder() + "/data"
        let name = "Quilliam Zorn"
        let email = "quilliam.zorn@example.org"
        let added = try players(["add", name, "--email", email, "--consent"], data: data)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout == "Added #1 Quilliam Zorn <quilliam.zorn@example.org>, with their consent.\n")
        #expect(try players(["add", "=Bob"], data: data).stdout == "Added #2 =Bob.\n")

        let list = try players(["list"], data: data)
        #expect(
            list.stdout.split(separator: "\n").map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
                == ["#2 =Bob", "#1 Quilliam"])

        let show = try players(["show", "quilliam zorn", "--json"], data: data)
        #expect(show.status == 0, "\(show.stderr)")
        let record = try #require(try JSONObjects.read(show.stdout) as? [String: Any])
        #expect((record["player"] as? [String: Any])?["name"] as? String == name)
        let leads = try #require(record["leads"] as? [[String: Any]])
        #expect(leads.map { $0["email"] as? String } == [email])
        #expect(leads.first?["consentText"] as? String == Self.englishConsent)
        #expect((record["rows"] as? [String: Any])?.keys.sorted() == ["playerState"])

        let text = try players(["show", "#1"], data: data).stdout.split(separator: "\n")
        #expect(text.count == 4, "\(text)")
        #expect(text.first?.hasPrefix("#1 Quilliam Zorn (player), added 20") == true)
        #expect(text[1] == "Points: 0")
        #expect(text[2] == "Rows: playerState 1")
        #expect(text.last?.hasPrefix("Lead #1: Quilliam Zorn <quilliam.zorn@example.org>, agreed 20") == true)

        let csv = try players(["export"], data: data)
        let lines = csv.stdout.split(separator: "\r\n").map(String.init)
        #expect(lines.first == "id,name,email,consentAt,points")
        #expect(
            lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).prefix(3) }
                .map { $0.joined(separator: ",") } == ["1,Quilliam Zorn,quilliam.zorn@example.org", "2,'=Bob,"])
        let json = try players(["export", "--json"], data: data)
        let rows = try #require(try JSONObjects.read(json.stdout) as? [[String: Any]])
        #expect(rows.map { $0["email"] as? String } == [email, ""])

        #expect(try filesHolding(email, in: data) == [], "the email is never in clear")
        #expect(try filesHolding(name, in: data).contains("tiltquiz.sqlite"))
        let erased = try players(["erase", "#1"], data: data)
        #expect(erased.status == 0, "\(erased.stderr)")
        #expect(erased.stdout == "Erased #1 Quilliam Zorn and 2 rows about them (lead 1, playerState 1).\n")
        #expect(try filesHolding(name, in: data) == [])
        #expect(try filesHolding(email, in: data) == [])
        #expect(try players(["list"], data: data).stdout.hasPrefix("#2  =Bob  0 points"))
    }

    /// A lead's name is a full name: up to 40 characters (it was refused at 16).
    @Test func aFullNameIsAdded() throws {
        let data = Tool.temporaryFolder() + "/data"
        let zenobia = try players(["add", "Zenobia Quartermaine"], data: data)
        #expect(zenobia.status == 0, "\(zenobia.stderr)")
        #expect(zenobia.stdout.contains("Added #1 Zenobia Quartermaine"), "\(zenobia.stdout)")
        let forty = try players(["add", "Maximiliana Bartholomew-Featherstonehaug"], data: data)
        #expect(forty.status == 0, "\(forty.stderr)")
        let longer = try players(["add", "Maximiliana Bartholomew-Featherstonehaugh"], data: data)
        #expect(longer.status != 0)
        #expect(longer.stderr.contains("breaks the rule for names: 2 to 40 characters"), "\(longer.stderr)")
        #expect(try players(["list"], data: data).stdout.contains("Maximiliana Bartholomew-Featherstonehaug"))
    }

    @Test func mistakesAreNamedWithTheirReason() throws {
        let data = Tool.temporaryFolder() + "/data"
        let cases: [([String], String)] = [
            (
                ["add", "A"],
                "the name \"A\" breaks the rule for names: 2 to 40 characters once spaces at the ends are trimmed, "
                    + "and no control characters"
            ),
            (
                ["add", "Ada", "--email", "ada@example.org"],
                "Ada's email is not kept without their consent: add --consent once they have agreed to "
                    + "\"\(Self.englishConsent)\""
            ),
            (
                ["add", "Ada", "--email", "ada.example.org", "--consent"],
                "not kept: the email \"ada.example.org\" has no @"
            ),
            (["show", "Nobody"], "no player is named \"Nobody\" (`tiltquiz players list` lists them)"),
            (["erase", "#7"], "there is no player #7 (`tiltquiz players list` lists them)"),
        ]
        for (arguments, message) in cases {
            let result = try players(arguments, data: data)
            #expect(result.status == 1)
            #expect(result.stderr == "tiltquiz: \(message)\n", "\(arguments)")
        }
        let consentAlone = try players(["add", "Ada", "--consent"], data: data)
        #expect(consentAlone.status != 0)
        #expect(consentAlone.stderr.contains("--consent and --consent-text go with --email"), "\(consentAlone.stderr)")

        _ = try players(["add", "Ada"], data: data)
        let second = try players(["add", "ADA"], data: data)
        #expect(second.stdout.contains("Note: 2 players are named Ada (#1, #2); name this one '#2'."))
        let ambiguous = try players(["erase", "ada"], data: data)
        #expect(
            ambiguous.stderr
                == "tiltquiz: 2 players are named \"Ada\" (#1, #2): name one by its id instead, such as '#1'\n")
        #expect(try players(["list"], data: data).stdout.split(separator: "\n").count == 2, "nobody was erased")
    }

    @Test func eraseWaitsUntilTheGameStops() throws {
        let data = Tool.temporaryFolder() + "/data"
        _ = try players(["add", "Ada"], data: data)
        let lock = try GameLock(directory: data)
        let result = try players(["erase", "Ada"], data: data)
        #expect(
            result.stderr
                == "tiltquiz: cannot erase while a game (process \(getpid())) plays from \(data): stop it first, "
                + "since it keeps the store open and erasing must empty the store's WAL\n")
        _ = lock
        #expect(try players(["list"], data: data).stdout.contains("Ada"))
    }

    /// On a device of a fleet, a player the fleet already holds is erased through the fleet (the web admin), so
    /// that every device forgets them; one it has not seen yet is erased here, with what was queued.
    @Test func aPlayerTheFleetHoldsIsErasedThroughTheFleet() throws {
        let data = Tool.temporaryFolder() + "/data"
        _ = try players(["add", "Ada"], data: data)
        do {
            let journal = FleetJournal(database: try QuizDatabase(path: QuizDatabase.file(inDirectory: data)))
            try journal.join()
            // The sync's acknowledgement of everything queued: Ada is in the fleet now.
            try journal.acknowledge(through: 1_000)
        }
        _ = try players(["add", "Bob"], data: data)
        let ada = try players(["erase", "Ada"], data: data)
        #expect(ada.status == 1)
        #expect(ada.stderr.hasPrefix("tiltquiz: #1 Ada is in the fleet (fleet id "), "\(ada.stderr)")
        #expect(ada.stderr.contains("erase them in the web admin (their page, Delete and erase)"), "\(ada.stderr)")
        #expect(ada.stderr.hasSuffix("Nothing was erased\n"), "\(ada.stderr)")
        let bob = try players(["erase", "Bob"], data: data)
        #expect(bob.status == 0, "\(bob.stderr)")
        let list = try players(["list"], data: data).stdout
        #expect(list.contains("Ada") && !list.contains("Bob"), "\(list)")
    }

    /// A user who cannot read the key (as nobody, when the tests run as root) is told whose it is.
    @Test(.enabled(if: getuid() == 0)) func aKeyThisUserCannotReadIsNamed() throws {
        let folder = Tool.temporaryFolder()
        let data = folder + "/data"
        _ = try players(["add", "Ada", "--email", "ada@example.org", "--consent"], data: data)
        for name in try FileManager.default.contentsOfDirectory(atPath: data) where name != "tiltquiz.key" {
            chown(data + "/" + name, 65534, 65534)
        }
        chown(data, 65534, 65534)
        // The build folder may sit where nobody cannot reach (a clone under /root): run a copy.
        try FileManager.default.copyItem(atPath: Tool.executable, toPath: folder + "/tiltquiz")
        let result = try Tool.run(
            [
                "--reuid=65534", "--regid=65534", "--clear-groups", folder + "/tiltquiz", "players", "show", "Ada",
                "--data", data,
            ],
            launcher: "/usr/bin/setpriv")
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "tiltquiz: cannot use the key file \(data)/tiltquiz.key: no permission to read it (it belongs to "
                + "root, mode 0600); run this as root, the user the game runs as\n")
    }

    @Test func playErasesExpiredLeadsWhenItStarts() throws {
        let folder = Tool.temporaryFolder()
        let data = folder + "/data"
        do {
            let database = try QuizDatabase(path: QuizDatabase.file(inDirectory: data))
            let leads = LeadStore(database: database)
            let now = Date()
            for (name, age) in [("Old", 3.0), ("New", 1.0)] {
                let form = LeadForm(name: name, email: "\(name)@example.org", consented: true, consentText: "Yes.")
                try leads.save(form, forNewPlayerAt: now.addingTimeInterval(-age * 86_400))
            }
            try database.close()
        }
        Tool.write("leads:\n  retention_days: 2\n", to: folder + "/config.yaml")
        let play = try Tool.run([
            "play", "--mode", "tilt", "--headless", "--data", data, "--config", folder + "/config.yaml", "--seed", "1",
            "--input", HeadlessGameTests.keysAndTaps,
        ])
        #expect(play.status == 0, "\(play.stderr)")
        let export = try players(["export", "--json"], data: data)
        let rows = try #require(try JSONObjects.read(export.stdout) as? [[String: Any]])
        // The game's own player (a guest) is listed too, with no email.
        let emails = Dictionary(
            rows.map { ($0["name"] as? String ?? "", $0["email"] as? String ?? "") },
            uniquingKeysWith: { first, _ in first })
        #expect(emails["Old"] == "", "erased after 2 days")
        #expect(emails["New"] == "New@example.org")
    }
}
