import CSDL2
import CSDL2Image
import Foundation
import GRDB
import TestSupport
import TestSupportStore
import Testing

/// Profiles, follows and avatars through the real executable: a headless
/// player opens their profile, finds another player, follows them and
/// compares the week; the operator imports avatars, and gets clear errors.
@Suite struct ProfileTests {
    /// A data folder holding the bundled packs, Ada and Grace (both registered: their username set by SQL,
    /// as registering is the accounts' part), Linus (not registered), and games in the week of
    /// 2026-07-22: Ada 2 games on Monday, Grace 1 on Monday and 2 on Wednesday, with answers; Grace follows Ada.
    static func world() throws -> String {
        let folder = Tool.temporaryFolder()
        Tool.write(#"{"t": 0.5, "key": "escape"}"# + "\n", to: folder + "/quit.jsonl")
        let first = try Tool.run(["play", "--headless", "--data", folder + "/data", "--input", folder + "/quit.jsonl"])
        #expect(first.status == 0, "\(first.stderr)")
        for name in ["Ada", "Grace", "Linus"] {
            let added = try Tool.run(["players", "add", name, "--data", folder + "/data"])
            #expect(added.status == 0, "\(added.stderr)")
        }
        try StoreFile.write(folder + "/data") { db in
            try db.execute(sql: "UPDATE player SET username = lower(name) WHERE name IN ('Ada', 'Grace')")
            let question = try Int64.fetchOne(db, sql: "SELECT id FROM question ORDER BY id LIMIT 1") ?? 0
            let games: [(String, String, Int, Int)] = [
                ("Ada", "2026-07-20", 40, 3), ("Ada", "2026-07-20", 60, 4), ("Grace", "2026-07-20", 90, 5),
                ("Grace", "2026-07-22", 50, 2), ("Grace", "2026-07-22", 70, 3),
            ]
            for (name, date, points, right) in games {
                let id = try Int64.fetchOne(db, sql: "SELECT id FROM player WHERE name = ?", arguments: [name]) ?? 0
                try db.execute(
                    sql: """
                        INSERT INTO gameResult (playerId, mode, score, total, points, completedAt, localDate)
                        VALUES (?, 'tilt', ?, 5, ?, ?, ?)
                        """, arguments: [id, right, points, date + " 12:00:00.000", date])
                for index in 0..<5 {
                    try db.execute(
                        sql: """
                            INSERT INTO answer (playerId, questionId, result, points, mode, answeredAt)
                            VALUES (?, ?, ?, 0, 'tilt', ?)
                            """, arguments: [id, question, index < right ? "right" : "wrong", date + " 12:00:00.000"])
                }
            }
            try db.execute(
                sql: """
                    INSERT INTO follow (followerId, followeeId, createdAt)
                    SELECT g.id, a.id, '2026-07-20 12:00:00.000' FROM player g, player a
                    WHERE g.name = 'Grace' AND a.name = 'Ada'
                    """)
        }
        return folder
    }

    /// From home: Profile, choose the second avatar, the follow lists, back, Find player "Gra", open Grace,
    /// Follow, Compare; then Escape back through every page and quit.
    static let visit: [String] = {
        var lines: [String] = []
        func key(_ t: Double, _ name: String) { lines.append(ScriptedInput.key(t, name)) }
        key(0.5, "left")
        key(0.6, "enter")
        key(2.0, "enter")
        key(3.0, "right")
        key(3.1, "enter")
        key(4.5, "right")
        key(4.6, "enter")
        key(6.0, "escape")
        key(7.0, "right")
        key(7.1, "right")
        key(7.2, "enter")
        lines.append(ScriptedInput.typed(8.0, "Gra"))
        // Typing on a keyboard puts the focus on Done.
        key(8.5, "enter")
        key(10.0, "enter")
        key(11.0, "enter")
        key(12.0, "right")
        key(12.1, "enter")
        for offset in 0..<5 { key(13.5 + Double(offset), "escape") }
        return lines
    }()

    /// From home: Profile, Find player "Lin", open Linus (no game this week), Compare; then quit.
    static let compareWithNoGames: [String] =
        ScriptedInput.keys([
            (0.5, "left"), (0.6, "enter"), (2.0, "right"), (2.1, "right"), (2.2, "enter"), (3.5, "enter"),
            (5.0, "enter"),
            (6.5, "right"), (6.6, "enter"), (8.0, "escape"), (8.5, "escape"), (9.0, "escape"), (9.5, "escape"),
            (10.0, "escape"), (11.0, "escape"),
        ]) + [ScriptedInput.typed(3.0, "Lin")]

    static func play(
        _ folder: String, player: String, size: String? = nil, script: [String] = visit, extra: [String] = []
    ) throws -> Tool.Result {
        Tool.write(ScriptedInput.text(script.sorted { time($0) < time($1) }), to: folder + "/visit.jsonl")
        try? FileManager.default.removeItem(atPath: folder + "/shots")
        return try Tool.run(
            [
                "play", "--headless", "--data", folder + "/data", "--player", player, "--date", "2026-07-22",
                "--no-sound", "--input", folder + "/visit.jsonl", "--screenshots", folder + "/shots",
            ] + (size.map { GoldenPanel($0).arguments } ?? []) + extra)
    }

    /// A script line's time.
    static func time(_ line: String) -> Double {
        Double(line.split(separator: ":")[1].split(separator: ",")[0].trimmingCharacters(in: .whitespaces)) ?? 0
    }

    static func follows(_ folder: String) throws -> [String] {
        return try StoreFile.read(folder + "/data") { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT a.name || '>' || b.name FROM follow f JOIN player a ON a.id = f.followerId
                    JOIN player b ON b.id = f.followeeId ORDER BY 1
                    """)
        }
    }

    @Test func aPlayerOpensTheirProfileFollowsAnotherAndCompares() throws {
        let folder = try Self.world()
        let result = try Self.play(folder, player: "Ada")
        #expect(result.status == 0, "\(result.stderr)")
        let shots = try FileManager.default.contentsOfDirectory(atPath: folder + "/shots").sorted()
        #expect(
            shots.map { String($0.dropFirst(4).dropLast(4)) } == [
                "modes", "profile", "profile-avatars", "profile", "profile-follows", "profile", "profile-search",
                "profile-results", "profile", "profile-compare", "profile", "profile-results", "profile", "modes",
            ], "\(shots)")
        #expect(try Self.follows(folder) == ["Ada>Grace", "Grace>Ada"])
        let avatar = try StoreFile.read(folder + "/data") { db in
            try String.fetchOne(db, sql: "SELECT avatar FROM player WHERE name = 'Ada'")
        }
        #expect(avatar == "bundled:cactus", "the second of the bundled avatars, by id")
    }

    @Test func aPlayerWithoutAUsernameCannotFollow() throws {
        let folder = try Self.world()
        let result = try Self.play(folder, player: "Linus")
        #expect(result.status == 0, "\(result.stderr)")
        let shots = try FileManager.default.contentsOfDirectory(atPath: folder + "/shots")
        #expect(shots.contains("009-profile.png") && shots.contains("010-profile-compare.png"), "\(shots.sorted())")
        #expect(try Self.follows(folder) == ["Grace>Ada"], "Linus's Follow on Grace's profile was refused")
    }

    // MARK: Avatars the operator imports

    /// A real picture of `width` x `height`, saved by SDL_image as PNG or JPEG.
    static func picture(_ path: String, width: Int32, height: Int32, jpeg: Bool = false) {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { return }
        defer { SDL_FreeSurface(surface) }
        SDL_FillRect(surface, nil, 0xFF30_80C0)
        _ = jpeg ? IMG_SaveJPG(surface, path, 90) : IMG_SavePNG(surface, path)
    }

    @Test func theOperatorImportsAnAvatarOrGetsAClearError() throws {
        let folder = Tool.temporaryFolder()
        let data = ["--data", folder + "/data"]
        #expect(try Tool.run(["players", "add", "Ada"] + data).status == 0)
        func avatar(_ arguments: [String]) throws -> Tool.Result {
            try Tool.run(["players", "avatar"] + arguments + data)
        }

        let missing = try avatar(["Ada", folder + "/nope.png"])
        #expect(
            missing.status == 1 && missing.stderr.contains("the avatar file \(folder)/nope.png does not exist"),
            "\(missing.stderr)")
        Tool.write("hello, not a picture", to: folder + "/note.png")
        let text = try avatar(["Ada", folder + "/note.png"])
        #expect(text.status == 1 && text.stderr.contains("is not a PNG or JPEG picture"), "\(text.stderr)")
        _ = FileManager.default.createFile(atPath: folder + "/big.png", contents: Data(count: 3 * 1024 * 1024))
        let big = try avatar(["Ada", folder + "/big.png"])
        #expect(
            big.status == 1 && big.stderr.contains("has 3145728 bytes; an avatar may have at most 2097152"),
            "\(big.stderr)")
        Self.picture(folder + "/tiny.png", width: 8, height: 8)
        let tiny = try avatar(["Ada", folder + "/tiny.png"])
        #expect(
            tiny.status == 1 && tiny.stderr.contains("is 8x8 pixels; each side must be 32 to 2048"), "\(tiny.stderr)")
        let folderGiven = try avatar(["Ada", folder])
        #expect(folderGiven.status == 1 && folderGiven.stderr.contains("is a folder"), "\(folderGiven.stderr)")
        let nobody = try avatar(["Zed", "--bundled", "fox"])
        #expect(nobody.status == 1 && nobody.stderr.contains("no player is named \"Zed\""), "\(nobody.stderr)")
        let unknown = try avatar(["Ada", "--bundled", "dragon"])
        #expect(
            unknown.status == 1
                && unknown.stderr.contains("there is no bundled avatar \"dragon\"; the bundled ones are: bear, cactus"),
            "\(unknown.stderr)")
        let both = try avatar(["Ada", folder + "/x.png", "--bundled", "fox"])
        #expect(both.status != 0 && both.stderr.contains("give one of"), "\(both.stderr)")

        Self.picture(folder + "/face.png", width: 200, height: 160)
        let png = try avatar(["Ada", folder + "/face.png"])
        #expect(png.status == 0, "\(png.stderr)")
        #expect(png.stdout.contains("(PNG, 200x160), kept as file:avatars/player-1.png"), "\(png.stdout)")
        #expect(FileManager.default.fileExists(atPath: folder + "/data/avatars/player-1.png"))
        Self.picture(folder + "/face.jpg", width: 64, height: 96, jpeg: true)
        let jpeg = try avatar(["Ada", folder + "/face.jpg"])
        #expect(
            jpeg.status == 0 && jpeg.stdout.contains("(JPEG, 64x96), kept as file:avatars/player-1.jpg"),
            "\(jpeg.stdout) \(jpeg.stderr)")
        #expect(
            !FileManager.default.fileExists(atPath: folder + "/data/avatars/player-1.png"), "the older picture goes")
        let bundled = try avatar(["Ada", "--bundled", "fox"])
        #expect(bundled.status == 0 && bundled.stdout.contains("Ada's avatar is the bundled fox."), "\(bundled.stdout)")
        let queue = try DatabaseQueue(path: folder + "/data/tiltquiz.sqlite")
        #expect(
            try queue.read { db in try String.fetchOne(db, sql: "SELECT avatar FROM player WHERE name = 'Ada'") }
                == "bundled:fox")
        let cleared = try avatar(["Ada", "--clear"])
        #expect(cleared.status == 0)
        #expect(
            try queue.read { db in try String.fetchOne(db, sql: "SELECT avatar FROM player WHERE name = 'Ada'") } == nil
        )
        #expect(!FileManager.default.fileExists(atPath: folder + "/data/avatars/player-1.jpg"), "--clear deletes it")
        // Erasing the player deletes the picture imported for them.
        #expect(try avatar(["Ada", folder + "/face.png"]).status == 0)
        let erased = try Tool.run(["players", "erase", "Ada"] + data)
        #expect(
            erased.status == 0 && erased.stdout.contains("and their avatar picture."),
            "\(erased.stdout) \(erased.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/data/avatars/player-1.png"))
    }
}

/// The profile, the avatar choice, the follow lists, the results and the comparison at 1280x720 and
/// 320x240, compared with `Goldens/<size>/profile-*.png`.
@Suite struct ProfileGoldenTests {
    static let kept = [
        "003-profile-avatars", "004-profile", "005-profile-follows", "008-profile-results", "009-profile",
        "010-profile-compare",
    ]

    @Test(arguments: ["1280x720", "320x240"])
    func profileScreensMatchTheirGoldens(size: String) throws {
        let folder = try ProfileTests.world()
        let result = try ProfileTests.play(folder, player: "Ada", size: size)
        #expect(result.status == 0, "\(result.stderr)")
        GoldenCheck.compare(shots: folder + "/shots", names: Self.kept, folder: size, prefix: "profile-")
    }

    /// Linus played no game this week: the comparison says it cannot be made.
    @Test(arguments: ["1280x720", "320x240"])
    func noComparisonMatchesItsGolden(size: String) throws {
        let folder = try ProfileTests.world()
        let result = try ProfileTests.play(folder, player: "Ada", size: size, script: ProfileTests.compareWithNoGames)
        #expect(result.status == 0, "\(result.stderr)")
        GoldenCheck.compare(
            shots: folder + "/shots", names: ["006-profile-compare"], folder: size, prefix: "profile-nocompare-")
    }
}
