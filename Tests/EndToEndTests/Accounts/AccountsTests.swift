import Foundation
import GRDB
import TestSupport
import TestSupportStore
import Testing

/// Accounts through the real executable: `players register` (the password
/// from standard input twice, or once with --password-stdin), `role`, `ban`
/// and `unban`, the errors each names, and registering and logging in on the
/// home screen by script, headless.
@Suite struct AccountsTests {
    static let password = "Secret#12"

    func players(_ arguments: [String], data: String, input: String? = nil) throws -> Tool.Result {
        try Tool.run(["players"] + arguments + ["--data", data], input: input)
    }

    /// One column of the player `username`.
    static func column(_ name: String, of username: String, data: String) throws -> DatabaseValue? {
        return try StoreFile.read(data) { db in
            try DatabaseValue.fetchOne(
                db, sql: "SELECT \(name) FROM player WHERE username = ? COLLATE NOCASE", arguments: [username])
        }
    }

    /// The files of `data` holding `text`'s bytes.
    static func filesHolding(_ text: String, in data: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: data).sorted().filter { name in
            try Data(contentsOf: URL(fileURLWithPath: data + "/" + name)).range(of: Data(text.utf8)) != nil
        }
    }

    @Test func registerReadsThePasswordTwiceFromStandardInputOrOnceWithPasswordStdin() throws {
        let data = Tool.temporaryFolder() + "/data"
        let twice = try players(
            ["register", "Ada", "--email", "ada@example.org"], data: data,
            input: "\(Self.password)\n\(Self.password)\n")
        #expect(twice.status == 0, "\(twice.stderr)")
        #expect(twice.stdout == "Registered #1 Ada (it can log in with its email too).\n")
        let differ = try players(["register", "Bob"], data: data, input: "\(Self.password)\nSecret#13\n")
        #expect(differ.status == 1)
        #expect(differ.stderr == "tiltquiz: the two passwords differ; nothing was registered\n")
        let once = try players(["register", "Bob"], data: data, input: "\(Self.password)\n")
        #expect(once.status == 1)
        #expect(
            once.stderr.contains(
                "the password was given once; give it twice (two lines), or once with --password-stdin"))
        let stdin = try players(["register", "Bob", "--password-stdin"], data: data, input: "\(Self.password)\n")
        #expect(stdin.status == 0, "\(stdin.stderr)")
        #expect(stdin.stdout == "Registered #2 Bob.\n")
        // The password is never printed, nor kept in clear; the email neither.
        for result in [twice, differ, once, stdin] {
            #expect(!result.stdout.contains("Secret") && !result.stderr.contains("Secret"))
        }
        #expect(try Self.filesHolding(Self.password, in: data).isEmpty)
        #expect(try Self.filesHolding("ada@example.org", in: data).isEmpty)
        let stored = try #require(try Self.column("passwordHash", of: "ada", data: data))
        let hash = try #require(String.fromDatabaseValue(stored))
        #expect(hash.hasPrefix("pbkdf2-sha256$200000$"))
        // The player's record (a GDPR access request) says a password is set, and shows neither its hash
        // nor the email's lookup digest.
        let show = try players(["show", "Ada", "--json"], data: data)
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.contains("\"passwordHash\" : \"set (not shown)\""), "\(show.stdout)")
        #expect(!show.stdout.contains(hash) && !show.stdout.contains("emailDigest"))
    }

    /// `play --player` with a registered username plays as that account: no second player of that name.
    @Test func playAsARegisteredAccountByItsUsername() throws {
        let data = Tool.temporaryFolder() + "/data"
        _ = try players(["register", "Ada", "--password-stdin"], data: data, input: "\(Self.password)\n")
        let played = try Tool.run([
            "play", "--mode", "tilt", "--headless", "--data", data, "--seed", "1", "--player", "ada", "--input",
            HeadlessGameTests.keysAndTaps,
        ])
        #expect(played.status == 0, "\(played.stderr)")
        #expect(played.stdout.contains("\"player\":\"Ada\""), "\(played.stdout)")
        let list = try players(["list"], data: data)
        #expect(list.stdout.split(separator: "\n").count == 1, "one player, the account: \(list.stdout)")
        #expect(list.stdout.hasPrefix("#1  Ada  "), "\(list.stdout)")
    }

    @Test func registerNamesEveryUnmetRuleATakenNameAndABadName() throws {
        let data = Tool.temporaryFolder() + "/data"
        let weak = try players(["register", "Ada", "--password-stdin"], data: data, input: "secret\n")
        #expect(weak.status == 1)
        #expect(
            weak.stderr
                == "tiltquiz: not registered: the password needs at least 8 characters, needs an upper-case letter, "
                + "needs a digit and needs a symbol such as ! ? # or -\n")
        _ = try players(["register", "Ada", "--password-stdin"], data: data, input: "\(Self.password)\n")
        let taken = try players(["register", "ADA", "--password-stdin"], data: data, input: "\(Self.password)\n")
        #expect(taken.status == 1)
        #expect(
            taken.stderr
                == "tiltquiz: not registered: the username \"ADA\" is taken (usernames are unique whatever the case); "
                + "choose another: 3 to 20 characters: letters, digits, _ . or -, starting with a letter or a digit\n")
        let bad = try players(["register", "a b"], data: data)
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("the username \"a b\" may only have letters, digits, _ . or - (not a space)"))
    }

    @Test func roleBanAndUnbanSetTheAccountAndSayWhatChanged() throws {
        let data = Tool.temporaryFolder() + "/data"
        _ = try players(["register", "Ada", "--password-stdin"], data: data, input: "\(Self.password)\n")
        let role = try players(["role", "ada", "moderator"], data: data)
        #expect(role.status == 0, "\(role.stderr)")
        #expect(role.stdout == "#1 Ada's role is now moderator.\n")
        #expect(try Self.column("role", of: "Ada", data: data) == "moderator".databaseValue)
        #expect(try players(["role", "Ada", "admin"], data: data).stdout == "#1 Ada's role is now admin.\n")
        let king = try players(["role", "Ada", "king"], data: data)
        #expect(king.status != 0)
        #expect(king.stderr.contains("the role king is not one of player, moderator, admin"), "\(king.stderr)")

        let ban = try players(["ban", "Ada"], data: data)
        #expect(ban.stdout == "Banned #1 Ada: they cannot log in and no board shows them.\n")
        #expect(try Self.column("banned", of: "Ada", data: data) == true.databaseValue)
        #expect(try players(["ban", "#1"], data: data).stdout == "#1 Ada was already banned.\n")
        let unban = try players(["unban", "ada"], data: data)
        #expect(unban.stdout == "Lifted #1 Ada's ban.\n")
        #expect(try Self.column("banned", of: "Ada", data: data) == false.databaseValue)

        for command in [["role", "Nobody", "player"], ["ban", "Nobody"], ["unban", "Nobody"]] {
            let unknown = try players(command, data: data)
            #expect(unknown.status == 1)
            #expect(unknown.stderr == "tiltquiz: no player is named \"Nobody\" (`tiltquiz players list` lists them)\n")
        }
    }

    /// Keys for a field of a form: open it, type, Done.
    static func type(_ text: String, at time: Double) -> [String] {
        [
            ScriptedInput.key(time, "enter"), ScriptedInput.typed(time + 0.1, text),
            ScriptedInput.key(time + 0.2, "enter"),
        ]
    }

    func play(_ script: [String], data: String, folder: String) throws -> Tool.Result {
        Tool.write("modes: [tilt, trivia]\n", to: folder + "/config.yaml")
        Tool.write(ScriptedInput.text(script), to: folder + "/in.jsonl")
        return try Tool.run([
            "play", "--headless", "--config", folder + "/config.yaml", "--data", data, "--input", folder + "/in.jsonl",
            "--screenshots", folder + "/shots",
        ])
    }

    /// A handheld's player registers on the screens, then (another store) one logs in after a wrong password.
    @Test func aPlayerRegistersAndLogsInOnTheScreens() throws {
        let folder = Tool.temporaryFolder()
        let data = folder + "/data"
        // Switch player; the list has New player, Log in, Register: the third. Then username, password, email.
        let register =
            [
                #"{"t": 0.5, "key": "left"}"#, #"{"t": 0.6, "key": "enter"}"#, #"{"t": 0.7, "key": "down"}"#,
                #"{"t": 0.8, "key": "down"}"#, #"{"t": 0.9, "key": "enter"}"#,
            ] + Self.type("Zoe", at: 1.0) + Self.type(Self.password, at: 1.5) + Self.type("zoe@example.org", at: 2.0)
            + [#"{"t": 2.6, "key": "enter"}"#, #"{"t": 3.5, "wait": true}"#]
        let registered = try play(register, data: data, folder: folder)
        #expect(registered.status == 0, "\(registered.stderr)")
        #expect(registered.stdout.contains(#""screen":"modes","player":"Zoe""#), "\(registered.stdout)")
        #expect(try Self.column("role", of: "zoe", data: data) == "player".databaseValue)
        #expect(try Self.filesHolding(Self.password, in: data).isEmpty)
        let shots = try FileManager.default.contentsOfDirectory(atPath: folder + "/shots").sorted()
        #expect(
            shots.map { String($0.dropFirst(4).dropLast(4)) }
                == [
                    "modes", "home-players", "account-register", "account-register-username", "account-register",
                    "account-register-password", "account-register", "account-register-email", "account-register",
                    "modes",
                ])

        // Another store, the account registered by the command line: nobody plays until Zoe logs in.
        let other = Tool.temporaryFolder()
        _ = try players(
            ["register", "Zoe", "--email", "zoe@example.org", "--password-stdin"], data: other + "/data",
            input: "\(Self.password)\n")
        // Switch player: Zoe (registered: choosing her asks her password), New player, Log in. Log in with her
        // email and a wrong password: refused, four tries left.
        let wrong =
            [
                #"{"t": 0.5, "key": "left"}"#, #"{"t": 0.6, "key": "enter"}"#, #"{"t": 0.7, "key": "down"}"#,
                #"{"t": 0.75, "key": "down"}"#, #"{"t": 0.8, "key": "enter"}"#,
            ] + Self.type("zoe@example.org", at: 1.0) + Self.type("Wrong#999", at: 1.5)
            + [#"{"t": 2.1, "key": "enter"}"#]
        let right =
            [#"{"t": 2.5, "key": "up"}"#, #"{"t": 2.6, "key": "up"}"#] + Self.type(Self.password, at: 3.0)
            + [#"{"t": 3.6, "key": "enter"}"#, #"{"t": 4.5, "wait": true}"#]
        let refused = try play(wrong + [#"{"t": 2.5, "wait": true}"#], data: other + "/data", folder: other)
        #expect(refused.status == 0, "\(refused.stderr)")
        #expect(refused.stdout.contains(#""screen":"account-login-refused","player":null"#), "\(refused.stdout)")
        #expect(try Self.column("failedLogins", of: "zoe", data: other + "/data") == 1.databaseValue)
        let loggedIn = try play(wrong + right, data: other + "/data", folder: other)
        #expect(loggedIn.status == 0, "\(loggedIn.stderr)")
        #expect(loggedIn.stdout.contains(#""screen":"modes","player":"Zoe""#), "\(loggedIn.stdout)")
        #expect(try Self.column("failedLogins", of: "zoe", data: other + "/data") == 0.databaseValue)
    }
}

/// The account screens at the sizes the brief names, compared with `Goldens/<size>/accounts-*.png`: the
/// player list, registering (the username free, the password's unmet rules), home as the new player, their
/// account, a change refused for a wrong password, and a log-in refused with the tries left.
@Suite struct AccountGoldenTests {
    static let kept = [
        "002-home-players", "006-account-register-username", "009-account-register", "010-account-register-password",
        "012-modes", "013-home-players", "014-account-menu", "020-account-password-refused",
        "030-account-login-refused", "033-modes", "040-account-rename",
    ]

    /// Register Ada (a weak password first), open her account, change the password with a wrong one, go home,
    /// log in with a wrong password, then the right one, and fill in a new username.
    static let script = [
        #"{"t": 0.5, "key": "left"}"#, #"{"t": 1.2, "key": "enter"}"#, #"{"t": 1.9, "key": "down"}"#,
        #"{"t": 2.6, "key": "down"}"#, #"{"t": 3.3, "key": "enter"}"#, #"{"t": 4.0, "key": "enter"}"#,
        #"{"t": 4.7, "text": "Ad"}"#, #"{"t": 5.4, "text": "a"}"#, #"{"t": 6.1, "key": "enter"}"#,
        #"{"t": 6.8, "key": "up"}"#, #"{"t": 7.5, "key": "enter"}"#, #"{"t": 8.2, "key": "escape"}"#,
        #"{"t": 8.9, "key": "down"}"#, #"{"t": 9.6, "key": "enter"}"#, #"{"t": 10.3, "text": "secret"}"#,
        #"{"t": 11.0, "key": "enter"}"#, #"{"t": 11.7, "key": "up"}"#, #"{"t": 12.4, "key": "enter"}"#,
        #"{"t": 13.1, "text": "A1!"}"#, #"{"t": 13.8, "key": "enter"}"#, #"{"t": 14.5, "key": "right"}"#,
        #"{"t": 15.2, "key": "right"}"#, #"{"t": 15.9, "key": "enter"}"#, #"{"t": 16.6, "key": "left"}"#,
        #"{"t": 17.3, "key": "enter"}"#, #"{"t": 18.0, "key": "up"}"#, #"{"t": 18.7, "key": "enter"}"#,
        #"{"t": 19.4, "key": "down"}"#, #"{"t": 20.1, "key": "enter"}"#, #"{"t": 20.8, "key": "enter"}"#,
        #"{"t": 21.5, "text": "wrongpass"}"#, #"{"t": 22.2, "key": "enter"}"#, #"{"t": 22.9, "key": "enter"}"#,
        #"{"t": 23.6, "text": "Better#2024"}"#, #"{"t": 24.3, "key": "enter"}"#, #"{"t": 25.0, "key": "enter"}"#,
        #"{"t": 25.7, "key": "escape"}"#, #"{"t": 26.4, "key": "escape"}"#, #"{"t": 27.1, "key": "escape"}"#,
        #"{"t": 27.8, "key": "enter"}"#, #"{"t": 28.5, "key": "down"}"#, #"{"t": 29.2, "key": "down"}"#,
        #"{"t": 29.9, "key": "enter"}"#, #"{"t": 30.6, "key": "enter"}"#, #"{"t": 31.3, "text": "ada"}"#,
        #"{"t": 32.0, "key": "enter"}"#, #"{"t": 32.7, "key": "enter"}"#, #"{"t": 33.4, "text": "Nope#123"}"#,
        #"{"t": 34.1, "key": "enter"}"#, #"{"t": 34.8, "key": "enter"}"#, #"{"t": 35.5, "key": "up"}"#,
        #"{"t": 36.2, "key": "up"}"#, #"{"t": 36.9, "key": "enter"}"#, #"{"t": 37.6, "text": "secretA1!"}"#,
        #"{"t": 38.3, "key": "enter"}"#, #"{"t": 39.0, "key": "enter"}"#, #"{"t": 39.7, "key": "left"}"#,
        #"{"t": 40.4, "key": "enter"}"#, #"{"t": 41.1, "key": "up"}"#, #"{"t": 41.8, "key": "enter"}"#,
        #"{"t": 42.5, "key": "enter"}"#, #"{"t": 43.2, "key": "enter"}"#, #"{"t": 43.9, "text": "secretA1!"}"#,
        #"{"t": 44.6, "key": "enter"}"#, #"{"t": 45.3, "key": "enter"}"#, #"{"t": 46.0, "text": "Countess"}"#,
        #"{"t": 46.7, "key": "enter"}"#, #"{"t": 47.4, "key": "escape"}"#, #"{"t": 49.1, "wait": true}"#,
    ]

    @Test(arguments: ["1280x720", "320x240"])
    func accountScreensMatchTheirGoldens(size: String) throws {
        let folder = Tool.temporaryFolder()
        let shots = folder + "/shots"
        Tool.write("modes: [tilt, trivia]\n", to: folder + "/config.yaml")
        Tool.write(ScriptedInput.text(Self.script), to: folder + "/in.jsonl")
        let result = try Tool.run([
            "play", "--headless", "--size", size, "--no-sound", "--seed", "1", "--config", folder + "/config.yaml",
            "--data", folder + "/data", "--input", folder + "/in.jsonl", "--screenshots", shots,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""screen":"account-menu","player":"Ada""#), "\(result.stdout)")
        GoldenCheck.compare(shots: shots, names: Self.kept, folder: size, prefix: "accounts-")
    }
}
