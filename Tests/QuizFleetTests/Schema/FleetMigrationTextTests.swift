import Testing

@testable import QuizFleet

/// Each migration's SQL text, to the letter, as servers that exist ran it (FleetMigration: a later build adds a
/// step, it never edits one), and the grants each version applies. The Swift that writes the text may change (one
/// function writing what several migrations repeated); the text may not. Each statement is held as its UTF-8
/// length and 64-bit FNV-1a hash, so a change names the migration and the statement.
@Suite struct FleetMigrationTextTests {
    /// Schema version: the fingerprints of `FleetSchema.grants(through:)`, in order. Versions 1 to 7 grant the same
    /// statements; 8 adds one, 11 one more, and 12 one more; 13 none.
    static let grants: [Int: [String]] = {
        let first = [
            "84/410b3b34a4dce040", "87/4525d2277d776923", "87/6b38d75b376e6280", "70/79174f485dc973a5",
            "61/cb95fe1fa455ffa1", "143/fb0c721efff57f41", "60/7cfa931e943377db", "167/8c43c8639ce273b6",
        ]
        let eighth = first + ["78/8607d09d255a7f9f"]
        let eleventh = eighth + ["79/cf2ca8a1c2352eaa"]
        let twelfth = eleventh + ["109/5b994e74ff193714"]
        var grants: [Int: [String]] = [11: eleventh, 12: twelfth, 13: twelfth]
        for version in 1...7 { grants[version] = first }
        for version in 8...10 { grants[version] = eighth }
        return grants
    }()

    /// Migration number: its statements' fingerprints, in order, as of issue 35 (commit 6ea47a1e).
    static let migrations: [Int: [String]] = [
        1: [
            "274/2da294746360c512", "487/28f43a4fee6e1882", "96/bab2847696def2e2", "168/1dfbce5c58df9a6e",
            "55/267e4ff03e769b8e", "343/23a56bcbeede2354", "144/9063ca9ae48ccde8", "90/f76e9b29d3c17aff",
            "325/2022bb55efec1593", "109/f5acd2b98bf4b05c", "61/a71fc921131b3a26", "276/1b720abe1183e7a6",
            "63/1e5e5b0a8732fe63", "76/a159843b51c392a2", "229/5852370a189b2f3b", "72/ed2e50e986039f76",
            "97/d13e269da1a97b4b", "45/a70db930c2f1dda8", "231/542a9d468b6f7d75", "84/7f0c26813c5851e8",
            "81/2e33486b1ac151cc", "552/545bdb8b7d2a750", "193/899387672886284", "572/f399141a78846162",
            "984/7d4dab977cecc986", "907/d91a15a991f48f56", "1182/3c3639e38a81b339", "1786/e7d8febd5f3e08e8",
            "809/8ee16c3ea0d13511", "1405/b13fa3880c8ee25f", "659/5d85310fa7c2b867", "523/6575b95648ab3207",
            "1204/2462770c3483f0db", "651/42b53d6b2ad375b2", "562/8aba5b1e9e10f7bf", "809/61a555e90bf88cb7",
            "876/651298f8a807a5ea", "828/87276cf71aa6de7f",
        ],
        2: ["1355/d594ecd53f4bf8e8", "2380/d5e7d6161057d0fc", "1564/230d860ee3cf79cf"],
        3: ["83/d8d82bdc98a776ad", "2466/a35ee7140f854d61"],
        4: ["766/507267cb6ef60bb3", "56/97f94ae7e0a4c4e9", "56/6946bff76bb70048"],
        5: ["1720/5bb64fadeeee2bc3", "856/b7f9d307d664cd03", "1695/70e8602323d9e5a4", "53/794676566e93a17e"],
        6: [
            "188/fd8fbc184b178042", "71/db121673055296c3", "151/68360ece8c72ff63", "638/60705e900a2e905c",
            "842/abc8d65c7ade1fd2", "954/78570c1ffc6c466d",
        ],
        7: [
            "190/3ffc73d1410d913", "232/a15c1e842fa18103", "589/b63e456de3baa1fb", "857/53b85b0a85a401ae",
            "990/4af666aed2e7d5b6", "1078/ea774441d0af68a9",
        ],
        8: [
            "652/bd7d4ee857680510", "61/535e4e0e3b56938e", "440/969d09de126202a5", "1310/a951f38515f1bb46",
            "1065/831624138eea06cc", "3023/b8a3d9630ae8134b",
        ],
        9: ["110/ac6c499608470689"],
        10: [
            "277/9fd6b8fd2dc65a63", "189/4760aa5f100eadbe", "175/bf54dea7f1d5ca80", "69/64ef88e7410cf91b",
            "99/d8652bbd90621649", "63/97bf63804f950e10", "89/d7f1d7d3aff39994", "69/3366fd40f94ebd24",
            "1727/d49ac0f1a101ab37", "1176/45c9c6fa64e96763", "1272/ab8eb3f072b1c9bb",
        ],
        11: [
            "282/9fb6c53e82f48cf1", "70/4e1280585bb5f189", "58/5681151fc6bde235", "1595/83dda7790495bc50",
            "1855/e414348d4d5c0e37", "2373/708c3515e13e1ef6", "542/91b4ef436fd2aab0", "1362/f6e6fc2b802deba5",
        ],
        12: ["2598/e9bd4a50c72bb85", "643/7f0a9ccf843c2098"],
        13: ["48/8ddc9b76e85e1522", "146/9243d69442d6a06e", "560/5e44bffa12eb0e29"],
    ]

    @Test func everyMigrationsStatementsAreTheTextServersRan() {
        #expect(FleetMigration.all.map(\.number) == Array(1...13))
        for migration in FleetMigration.all {
            let known = migration.statements.map(Self.fingerprint)
            #expect(known == Self.migrations[migration.number], "migration \(migration.number)")
        }
    }

    @Test func theGrantsOfEachVersionAreTheTextServersRan() {
        for version in 1...FleetSchema.version {
            let known = FleetSchema.grants(through: version).map(Self.fingerprint)
            #expect(known == Self.grants[version], "version \(version)")
        }
    }

    /// The statement's UTF-8 length and 64-bit FNV-1a hash, in hex.
    static func fingerprint(_ statement: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in statement.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return "\(statement.utf8.count)/" + String(hash, radix: 16)
    }
}
