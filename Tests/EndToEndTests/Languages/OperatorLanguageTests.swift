import Foundation
import LocalPostgres
import TestSupport
import Testing

/// The command line speaks the config's `language` (the operator's), English without one: `players` and
/// `settings`/`config` print their results and their own failures from the catalog (issue 37), through the real
/// executable. Names, ids, paths and JSON stay as they are.
@Suite struct OperatorLanguageTests {
    /// A folder with `de.yaml` (`language: de`, plus `extra`), and the flags that point a command at it.
    func german(_ extra: String = "") -> (folder: String, flags: [String]) {
        let folder = Tool.temporaryFolder()
        Tool.write("language: de\n" + extra, to: folder + "/de.yaml")
        return (folder, ["--config", folder + "/de.yaml", "--data", folder + "/data"])
    }

    @Test func playersResultsAndFailuresAreGermanWithAGermanConfigAndEnglishWithout() throws {
        let (folder, de) = german()
        let added = try Tool.run(["players", "add", "Ada"] + de)
        #expect(added.stdout == "#1 Ada hinzugefügt.\n", "\(added.stderr)")
        let again = try Tool.run(["players", "add", "Ada"] + de)
        #expect(again.stdout.contains("Hinweis: 2 Spieler heißen Ada (#1, #2); nenne diesen '#2'."), "\(again.stdout)")
        let short = try Tool.run(["players", "add", "A"] + de)
        #expect(short.status == 1)
        #expect(
            short.stderr
                == "tiltquiz: der Name „A“ verstößt gegen die Regel für Namen: 2 bis 40 Zeichen ohne Leerzeichen an "
                + "den Enden, und keine Steuerzeichen\n")
        let noConsent = try Tool.run(["players", "add", "Bo", "--email", "bo@example.org"] + de)
        #expect(noConsent.status == 1)
        #expect(noConsent.stderr.hasPrefix("tiltquiz: Die E-Mail-Adresse von Bo wird ohne Einwilligung nicht "))
        let list = try Tool.run(["players", "list"] + de)
        #expect(list.stdout.hasPrefix("#1  Ada  0 Punkte  zuletzt gespielt 20"), "\(list.stdout)")
        let ban = try Tool.run(["players", "ban", "#1"] + de)
        #expect(ban.stdout == "#1 Ada gebannt: Die Person kann sich nicht anmelden, und keine Bestenliste zeigt sie.\n")
        #expect(try Tool.run(["players", "ban", "#1"] + de).stdout == "#1 Ada war schon gebannt.\n")
        let badName = try Tool.run(["players", "register", "a b"] + de)
        #expect(
            badName.stderr
                == "tiltquiz: der Benutzername „a b“ darf nur Buchstaben, Ziffern, _ . oder - enthalten (nicht ein "
                + "Leerzeichen); ein Benutzername hat 3 bis 20 Zeichen: Buchstaben, Ziffern, _ . oder -, am Anfang ein "
                + "Buchstabe oder eine Ziffer\n", "\(badName.stderr)")
        let differ = try Tool.run(["players", "register", "Bea"] + de, input: "Secret-1234\nSecret-9999\n")
        #expect(differ.stderr == "tiltquiz: die beiden Passwörter unterscheiden sich; nichts wurde registriert\n")
        let king = try Tool.run(["players", "role", "Ada", "king"] + de)
        #expect(king.status != 0)
        #expect(king.stderr.contains("die Rolle king ist keine von player, moderator, admin"), "\(king.stderr)")

        // The same store without the config: English.
        let english = try Tool.run(["players", "add", "Cy", "--data", folder + "/data"])
        #expect(english.stdout == "Added #3 Cy.\n", "\(english.stderr)")
        let englishShort = try Tool.run(["players", "add", "C", "--data", folder + "/data"])
        #expect(englishShort.stderr.hasPrefix("tiltquiz: the name \"C\" breaks the rule for names: 2 to 40 "))
    }

    @Test func settingsAndConfigLinesAreGermanWithAGermanConfig() throws {
        let (folder, de) = german("packs:\n  url: https://quiz.example.org/q.json\n")
        let check = try Tool.run(["config", "check", folder + "/de.yaml"])
        #expect(
            check.stdout
                == "\(folder)/de.yaml: OK\nQuiz-Pakete: https://quiz.example.org/q.json, geprüft beim Start und alle "
                + "60 Minuten\n", "\(check.stderr)")
        Tool.write(#"{"rightMessages": ["Bravo!"]}"#, to: folder + "/settings.json")
        let checked = try Tool.run(["settings", "set", folder + "/settings.json", "--dry-run"] + de)
        #expect(
            checked.stdout
                == "geprüft: 1 Nachricht, 1 Power-up-Regel, 0 Abzeichen; 3 Leben, eines zurück alle 60\u{00A0}min, 40\u{00A0}s zum "
                + "Antworten, 5-mal Aussetzen pro Tag\n", "\(checked.stderr)")
        let missing = try Tool.run(["settings", "set", folder + "/nope.json"] + de)
        #expect(missing.stderr == "tiltquiz: \(folder)/nope.json: keine solche Datei\n")
        #expect(
            try Tool.run(["settings", "reset"] + de).stdout
                == "Wissensquiz-Einstellungen auf die Standardwerte zurückgesetzt\n")
        let credits = try Tool.run(["settings", "credits"] + de)
        #expect(credits.stdout == "Credits: free (credits.mode der Konfigurationsdatei)\n", "\(credits.stderr)")

        let english = try Tool.run(["settings", "reset", "--data", folder + "/data"])
        #expect(english.stdout == "trivia settings reset to the defaults\n")
    }

    /// The fleet commands with a server nothing listens on: `config check`'s fleet line, `fleet status`'s table (the
    /// kiosk's fleet status page's words, lined up) and `fleet sync --once`'s failure, in German; QuizFleet's reason
    /// stays English inside them.
    @Test func fleetLinesAreGermanWithAGermanConfig() throws {
        let port = try PostgresCluster.freePort()
        let folder = Tool.temporaryFolder()
        let password = folder + "/password"
        Tool.write("secret\n", to: password)
        chmod(password, 0o600)
        let (_, de) = german(
            "fleet:\n  postgres_url: postgres://hall1@127.0.0.1:\(port)/tiltquiz?sslmode=disable\n"
                + "  password_file: \(password)\n  kiosk_id: hall-1\n")
        let config = de[1]
        let check = try Tool.run(["config", "check", config])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(
            check.stdout.contains(
                "\nFlotte: hall1@127.0.0.1:\(port)/tiltquiz (sslmode=disable), Kiosk hall-1, abgeglichen alle "),
            "\(check.stdout)")
        #expect(try Tool.run(["players", "add", "Ada"] + de).status == 0)
        let status = try Tool.run(["fleet", "status"] + de)
        #expect(status.status == 0, "\(status.stderr)")
        let lines = status.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Gerät:            noch keins (der erste Abgleich legt es an)", "\(status.stdout)")
        #expect(lines.contains("Ausgang:          0 Änderungen warten"), "\(status.stdout)")
        #expect(lines.contains("Zuletzt gesendet: nie"), "\(status.stdout)")
        #expect(
            lines.last?.hasPrefix("Erreichbar:       nein: keine Verbindung zu PostgreSQL unter 127.0.0.1:\(port)")
                == true,
            "\(status.stdout)")
        let sync = try Tool.run(["fleet", "sync", "--once"] + de)
        #expect(sync.status != 0)
        #expect(
            sync.stderr.hasPrefix(
                "tiltquiz: Abgleich mit der Flotte gescheitert: keine Verbindung zu PostgreSQL unter 127.0.0.1:\(port)"
            ),
            "\(sync.stderr)")
    }

    /// `import`, `export`, `content stats`, `backup` and `check` in German; the store's table names, the topics and
    /// the paths as they are.
    @Test func contentLinesAreGermanWithAGermanConfig() throws {
        let (folder, de) = german()
        Tool.write(
            ContentCommandTests.header + "Zoology,Largest cat?,Tiger,Lion,Jaguar,Leopard,Puma,Cheetah,,,\n",
            to: folder + "/q.csv")
        let imported = try Tool.run(["import", folder + "/q.csv"] + de)
        #expect(
            imported.stdout
                == "Importiert: 1 Frage und 0 Ereignisse aus 1 Datei; 0 Duplikate übersprungen, 0 nicht unterstützte "
                + "übersprungen, 0 Warnungen.\n", "\(imported.stderr)")
        let blank = try Tool.run(["import", folder + "/q.csv", "--topic", " "] + de)
        #expect(blank.status != 0)
        #expect(blank.stderr.contains("--topic muss ein Thema nennen"), "\(blank.stderr)")
        let exported = try Tool.run(["export", "players", folder + "/p.csv"] + de)
        #expect(exported.stdout == "0 Spieler in \(folder)/p.csv geschrieben.\n", "\(exported.stderr)")
        let stats = try Tool.run(["content", "stats"] + de)
        #expect(stats.stdout.hasPrefix("Fragen: "), "\(stats.stdout)")
        #expect(stats.stdout.contains("\n  Zoology: 1\n"), "\(stats.stdout)")
        #expect(stats.stdout.hasSuffix("\nSpieler: 0\n"), "\(stats.stdout)")
        let backup = try Tool.run(["backup", folder + "/copy.db"] + de)
        #expect(backup.stdout == "Gesichert in \(folder)/copy.db.\n", "\(backup.stderr)")
        let check = try Tool.run(["check"] + de)
        #expect(check.stdout.hasPrefix("Die Datenbank \(folder)/data/"), "\(check.stdout)")
        #expect(check.stdout.contains(" ist in Ordnung: "), "\(check.stdout)")

        let english = try Tool.run(["backup", folder + "/copy2.db", "--data", folder + "/data"])
        #expect(english.stdout == "Backed up to \(folder)/copy2.db.\n", "\(english.stderr)")
    }

    /// `packs url`, `packs list` and `packs check` in German, without a pack server.
    @Test func packsLinesAreGermanWithAGermanConfig() throws {
        let (folder, de) = german()
        let none = try Tool.run(["packs", "url"] + de)
        #expect(none.stdout.hasPrefix("Keine Paket-URL: nur die mitgelieferten Start-Quizze."), "\(none.stderr)")
        let check = try Tool.run(["packs", "check"] + de)
        #expect(check.status != 0)
        #expect(check.stderr.hasPrefix("tiltquiz: keine Paket-URL gesetzt: "), "\(check.stderr)")
        let list = try Tool.run(["packs", "list"] + de)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains(" Fragen ") && list.stdout.contains("  aktualisiert "), "\(list.stdout)")
        let set = try Tool.run(["packs", "url", "https://quiz.example.org/q.json"] + de)
        #expect(
            set.stdout
                == "Paket-URL auf https://quiz.example.org/q.json gesetzt; `tiltquiz packs check` lädt sie jetzt, das "
                + "Spiel beim Start und alle 60 Minuten.\n", "\(set.stderr)")
        let kept = try Tool.run(["packs", "url", "--data", folder + "/data"])
        #expect(
            kept.stdout
                == "https://quiz.example.org/q.json (kept in the store: set with tiltquiz packs url or in the game)\n")
    }

    /// `events list` and `events fetch`'s refusals in German, without the feed.
    @Test func eventsLinesAreGermanWithAGermanConfig() throws {
        let (folder, de) = german("events:\n  fetch_days: 0\n")
        let listed = try Tool.run(["events", "list", "--date", "07-20"] + de)
        #expect(listed.stdout.hasPrefix("07-20: "), "\(listed.stderr)")
        #expect(listed.stdout.contains(" Ereignis"), "\(listed.stdout)")
        #expect(listed.stdout.split(separator: "\n").first?.hasSuffix(" mit Bild") == true, "\(listed.stdout)")
        let wrong = try Tool.run(["events", "list", "--date", "02-30"] + de)
        #expect(
            wrong.stderr == "tiltquiz: --date 02-30: kein Datum; schreib es als MM-DD, etwa 07-20 (auch 02-29)\n")
        let none = try Tool.run(["events", "fetch"] + de)
        #expect(
            none.stderr
                == "tiltquiz: events.fetch_days ist 0 in \(folder)/de.yaml (das Spiel holt nichts); nenne die Daten mit "
                + "--date MM-DD, oder nutze --all\n")
        let english = try Tool.run(["events", "list", "--date", "02-30", "--data", folder + "/data"])
        #expect(english.stderr.hasSuffix("not a date; write it as MM-DD, such as 07-20 (02-29 too)\n"))
    }

    /// `leaderboard`'s lines and a refused flag in German: the mode and the players as the Leaderboards screen
    /// words them.
    @Test func leaderboardLinesAreGermanWithAGermanConfig() throws {
        let (_, de) = german()
        #expect(try Tool.run(["players", "add", "Ada"] + de).status == 0)
        let board = try Tool.run(["leaderboard", "--date", "2026-07-22"] + de)
        #expect(
            board.stdout == "Kippen: Wahr/Falsch, heute (2026-07-22): 0 Spieler\nNoch keine gewerteten Spiele\n",
            "\(board.stderr)")
        let top = try Tool.run(["leaderboard", "--top", "0"] + de)
        #expect(top.status != 0)
        #expect(top.stderr.contains("--top 0: gib 1 oder mehr an"), "\(top.stderr)")
    }

    /// `admin add-user` in German: the account added, a role refused, a password too weak (the account store's
    /// reason in English inside).
    @Test func adminAddUserIsGermanWithAGermanConfig() throws {
        let (_, de) = german()
        let added = try Tool.run(["admin", "add-user", "alice", "--role", "admin"] + de, input: "Secret-Pass-42!\n")
        #expect(added.stdout == "#1 alice zur Web-Verwaltung hinzugefügt, als admin.\n", "\(added.stderr)")
        let role = try Tool.run(["admin", "add-user", "bob", "--role", "owner"] + de, input: "Secret-Pass-42!\n")
        #expect(role.stderr.contains("die Rolle owner ist weder admin noch moderator"), "\(role.stderr)")
        let weak = try Tool.run(["admin", "add-user", "carl", "--role", "moderator"] + de, input: "short\n")
        #expect(weak.stderr.hasPrefix("tiltquiz: nicht hinzugefügt: the password needs at least 8 characters"))
    }
}
