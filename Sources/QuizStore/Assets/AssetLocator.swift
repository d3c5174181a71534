import Foundation
import QuizCore

/// Finds the game's assets folder (packs, icons, sounds): `$TILTQUIZ_ASSETS`,
/// else an `assets` folder beside or above the executable (a source
/// checkout), else the installed `../share/tiltquiz/assets`.
public enum AssetLocator {
    public static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executable: String = AssetLocator.executablePath
    ) throws(StoreError) -> String {
        if let explicit = environment["TILTQUIZ_ASSETS"], !explicit.isEmpty {
            guard isAssets(explicit) else {
                throw StoreError.badPack(
                    file: explicit, field: "TILTQUIZ_ASSETS", reason: "is not an assets folder (no packs/ inside)")
            }
            return explicit
        }
        var folder = PathText.folder(of: URL(fileURLWithPath: executable).standardizedFileURL.path)
        let installed = PathText.join(PathText.folder(of: folder), "share/tiltquiz/assets")
        if isAssets(installed) { return installed }
        while folder != "/", !folder.isEmpty {
            let candidate = PathText.join(folder, "assets")
            if isAssets(candidate) { return candidate }
            folder = PathText.folder(of: folder)
        }
        let system = "/usr/share/tiltquiz/assets"
        if isAssets(system) { return system }
        throw StoreError.badPack(
            file: executable, field: "assets",
            reason: "the assets folder was not found; set TILTQUIZ_ASSETS to the folder that holds packs/")
    }

    /// The running executable, symlinks resolved.
    public static var executablePath: String {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    }

    private static func isAssets(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        let packs = PathText.join(path, "packs")
        return FileManager.default.fileExists(atPath: packs, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
