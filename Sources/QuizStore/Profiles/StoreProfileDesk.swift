import Foundation
import QuizCore

/// The profile screens over the store, through the play's `PlaySaves`: a
/// read the store cannot answer is reported once and answered with nil or
/// empty; a follow or an avatar is written at once (the player sees it), and
/// one the store refuses is reported and shown as not saved.
public final class StoreProfileDesk: ProfileDesk {
    let saves: PlaySaves
    let timeZone: TimeZone
    let assets: String
    let dataFolder: String
    /// The clock: the virtual one in a headless run.
    let now: () -> Date
    public let bundledAvatars: [String]

    public init(
        saves: PlaySaves, timeZone: TimeZone, assets: String, dataFolder: String, now: @escaping () -> Date = Date.init
    ) {
        self.saves = saves
        self.timeZone = timeZone
        self.assets = assets
        self.dataFolder = dataFolder
        self.now = now
        bundledAvatars = AvatarFiles.bundled(inAssets: assets)
    }

    private var database: QuizDatabase { saves.database }

    public func profile(of playerID: Int64) -> PlayerProfile? {
        let (database, now, zone) = (database, now(), timeZone)
        return saves.read { () throws(StoreError) in try database.profile(playerID: playerID, now: now, timeZone: zone)
        }
            ?? nil
    }

    public func followers(of playerID: Int64) -> [ProfilePerson] {
        let database = database
        return saves.read { () throws(StoreError) in try database.followers(of: playerID) } ?? []
    }

    public func following(of playerID: Int64) -> [ProfilePerson] {
        let database = database
        return saves.read { () throws(StoreError) in try database.following(of: playerID) } ?? []
    }

    public func isFollowing(_ followerID: Int64, _ followeeID: Int64) -> Bool {
        let database = database
        return saves.read { () throws(StoreError) in try database.isFollowing(followerID, followeeID) } ?? false
    }

    public func follow(_ followerID: Int64, _ followeeID: Int64) -> FollowRefusal? {
        let (database, now) = (database, now())
        guard
            let outcome = write(
                "a follow",
                { () throws(StoreError) in
                    try database.follow(followerID, followeeID, at: now)
                })
        else { return .storeFailed }
        return outcome
    }

    public func unfollow(_ followerID: Int64, _ followeeID: Int64) -> Bool {
        let database = database
        return write("an unfollow") { () throws(StoreError) in try database.unfollow(followerID, followeeID) } ?? false
    }

    /// A change the player waits to see: made now, or reported and answered with nil.
    private func write<T>(_ what: String, _ body: () throws(StoreError) -> T) -> T? {
        do {
            return try body()
        } catch {
            saves.report("could not save \(what): \(error)")
            return nil
        }
    }

    public func search(_ text: String) -> [ProfilePerson] {
        let database = database
        return saves.read { () throws(StoreError) in try database.searchPlayers(text) } ?? []
    }

    /// Found once per avatar: the screens ask every frame.
    private var paths: [Avatar: String?] = [:]

    public func picturePath(_ avatar: Avatar) -> String? {
        if let known = paths[avatar] { return known }
        let path = AvatarFiles.path(of: avatar, assets: assets, dataFolder: dataFolder)
        paths[avatar] = path
        return path
    }

    public func setAvatar(_ avatar: Avatar, for playerID: Int64) -> Bool {
        let database = database
        return write("an avatar") { () throws(StoreError) in try database.setAvatar(avatar, for: playerID) } != nil
    }
}
