import ArgumentParser
import Foundation
import QuizCore
import QuizStore

/// `tiltquiz players avatar NAME FILE | --bundled ID | --clear`: the operator
/// gives a player a picture (PNG or JPEG, copied into the data folder's
/// avatars/), one of the bundled avatars, or none.
struct PlayersAvatarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "avatar",
        abstract: "Give a player an avatar: a PNG or JPEG file, or one of the bundled ones.",
        discussion: """
            A file is checked (PNG or JPEG, at most 2 MiB, each side \(AvatarFiles.sides.lowerBound) to \
            \(AvatarFiles.sides.upperBound) pixels) and copied into the data folder's avatars/ folder, so the \
            original can move. --bundled takes an id from assets/avatars (run with --bundled list to see them).
            """)

    @Argument(help: "The player: their name (any case) or '#ID'.")
    var name: String

    @Argument(help: "A PNG or JPEG file to import.")
    var file: String?

    @Option(help: "One of the bundled avatars by id (fox, owl...); 'list' lists them.")
    var bundled: String?

    @Flag(help: "Take the player's avatar away (and delete a picture imported for them).")
    var clear = false

    @OptionGroup var store: StoreOptions

    func validate() throws {
        let given = [file != nil, bundled != nil, clear].filter { $0 }.count
        guard given == 1 else {
            throw ValidationError("give one of: a FILE to import, --bundled ID, or --clear")
        }
    }

    func run() throws {
        let assets = try storeCommand { () throws(StoreError) in try AssetLocator.locate() }
        let choices = AvatarFiles.bundled(inAssets: assets)
        if bundled == "list" {
            print(choices.joined(separator: "\n"))
            return
        }
        let (database, directory) = try store.openPlayers()
        let player = try storeCommand { () throws(StoreError) in try directory.find(name) }
        if clear {
            try storeCommand { () throws(StoreError) in try database.setAvatar(.none, for: player.id) }
            AvatarFiles.removeImported(for: player.id, dataFolder: store.directory)
            print("\(player.name) has no avatar now.")
        } else if let bundled {
            guard choices.contains(bundled) else {
                throw CommandFailure(
                    "there is no bundled avatar \"\(bundled)\"; the bundled ones are: "
                        + choices.joined(separator: ", "))
            }
            try storeCommand { () throws(StoreError) in try database.setAvatar(.bundled(bundled), for: player.id) }
            print("\(player.name)'s avatar is the bundled \(bundled).")
        } else if let file {
            let folder = store.directory
            let (avatar, picture) = try storeCommand { () throws(StoreError) in
                try AvatarFiles.importPicture(file, for: player, dataFolder: folder, database: database)
            }
            print(
                "\(player.name)'s avatar is \(file) (\(picture.kind), \(picture.width)x\(picture.height)), "
                    + "kept as \(avatar.stored ?? "").")
        }
    }
}
