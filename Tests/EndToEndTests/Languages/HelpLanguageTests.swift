import Foundation
import TestSupport
import Testing

/// `--help` and `tiltquiz help CMD` speak the operator's language (issue 37, HelpWords): `--language` when the game
/// knows it, else the config's `language` (`--config`, else the file the game finds), else English; a config that
/// cannot be read gives English help, never a failure. ArgumentParser's headings and fixed lines are translated too.
@Suite struct HelpLanguageTests {
    /// An environment whose found config is `config` (none when nil), with lines wide enough that none wraps.
    func environment(config: String? = nil) -> [String: String] {
        let home = Tool.temporaryFolder()
        if let config {
            try? FileManager.default.createDirectory(atPath: home + "/tiltquiz", withIntermediateDirectories: true)
            Tool.write(config, to: home + "/tiltquiz/config.yaml")
        }
        return ["XDG_CONFIG_HOME": home, "COLUMNS": "400"]
    }

    @Test func playsHelpIsGermanWithAGermanConfig() throws {
        let folder = Tool.temporaryFolder()
        Tool.write("language: de\n", to: folder + "/de.yaml")
        let help = try Tool.run(["play", "--help", "--config", folder + "/de.yaml"], environment: environment())
        #expect(help.status == 0, "\(help.stderr)")
        #expect(help.stdout.hasPrefix("ÜBERSICHT: Spielt TiltQuiz (der Standardbefehl).\n"), "\(help.stdout)")
        #expect(help.stdout.contains("\nAUFRUF: tiltquiz play "), "\(help.stdout)")
        #expect(help.stdout.contains("\nOPTIONEN:\n"), "\(help.stdout)")
        #expect(help.stdout.contains("Über das Mikrofon auf gesprochene Befehle hören"), "\(help.stdout)")
        #expect(help.stdout.contains("Hilfe anzeigen."), "\(help.stdout)")
        #expect(!help.stdout.contains("OPTIONS:"), "\(help.stdout)")
        #expect(!help.stdout.contains("help.play."), "\(help.stdout)")
    }

    @Test func arabicFromLanguageOrFromTheConfig() throws {
        let flag = try Tool.run(["play", "--language", "ar", "--help"], environment: environment())
        #expect(flag.status == 0, "\(flag.stderr)")
        #expect(flag.stdout.hasPrefix("نظرة عامة: العب TiltQuiz (الأمر الافتراضي).\n"), "\(flag.stdout)")
        #expect(flag.stdout.contains("\nالخيارات:\n"), "\(flag.stdout)")
        #expect(flag.stdout.contains("اعرض معلومات المساعدة."), "\(flag.stdout)")
        let folder = Tool.temporaryFolder()
        Tool.write("language: ar\n", to: folder + "/ar.yaml")
        let config = try Tool.run(["play", "-h", "--config", folder + "/ar.yaml"], environment: environment())
        #expect(config.status == 0, "\(config.stderr)")
        #expect(config.stdout == flag.stdout)
    }

    @Test func aConfigThatCannotBeReadGivesEnglishHelp() throws {
        let folder = Tool.temporaryFolder()
        Tool.write("language: [de\n", to: folder + "/broken.yaml")
        for config in [folder + "/broken.yaml", folder + "/missing.yaml", folder] {
            let help = try Tool.run(["play", "--help", "--config", config], environment: environment())
            #expect(help.status == 0, "\(config): \(help.stderr)")
            #expect(help.stdout.hasPrefix("OVERVIEW: Play TiltQuiz (the default command).\n"), "\(help.stdout)")
            #expect(help.stdout.contains("\nOPTIONS:\n"), "\(help.stdout)")
            #expect(help.stdout.contains("  -h, --help") && help.stdout.contains("Show help information."))
            #expect(help.stderr == "", "\(config)")
        }
    }

    @Test func helpOfASubcommandFollowsTheFoundConfig() throws {
        let turkish = environment(config: "language: tr\n")
        let status = try Tool.run(["help", "fleet", "status"], environment: turkish)
        #expect(status.status == 0, "\(status.stderr)")
        #expect(
            status.stdout.hasPrefix(
                "GENEL BAKIŞ: Veri klasörünün aygıtını filosunda ve sunucunun yanıt verip vermediğini gösterir "
                    + "(parolayı asla).\n"), "\(status.stdout)")
        #expect(status.stdout.contains("\nKULLANIM: tiltquiz fleet status "), "\(status.stdout)")
        #expect(status.stdout.contains("\nSEÇENEKLER:\n"), "\(status.stdout)")
        let fleet = try Tool.run(["fleet", "--help"], environment: turkish)
        #expect(fleet.status == 0, "\(fleet.stderr)")
        #expect(fleet.stdout.contains("\nALT KOMUTLAR:\n"), "\(fleet.stdout)")
        #expect(
            fleet.stdout.contains("  Ayrıntılı yardım için bkz. 'tiltquiz help fleet <subcommand>'."), "\(fleet.stdout)"
        )
        let english = try Tool.run(["help", "fleet", "status"], environment: environment())
        #expect(english.stdout.hasPrefix("OVERVIEW: Show the data folder's device in its fleet"), "\(english.stdout)")
    }
}
