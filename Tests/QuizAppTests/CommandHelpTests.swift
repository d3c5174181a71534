import QuizCore
import QuizText
import TestSupport
import Testing

@testable import QuizApp

/// The commands' help, in the catalog by key (`help.*`, HelpWords): every summary and discussion reads as one
/// paragraph in every language, so a line break or a doubled space in a `.po` shows here, not only in `--help`;
/// the rules the accounts' help names are the ones in force; ArgumentParser's own lines are put in the language.
struct CommandHelpTests {
    static let folder = CatalogFolder(assets: Repository.path("assets"))

    /// ArgumentParser 1.8's rendering of a command group's help, as `tiltquiz help players` prints it (shortened).
    static let rendered = """
        OVERVIEW: List players.

        USAGE: tiltquiz players <subcommand> [--config <file>]
                                [--data <dir>]

        OPTIONS:
          --seconds <seconds>     How long. (default: 5)
          --profile <profile>     Gesture profile. (values: default, lenient)
          -h, --help              Show help information.
          --version               Show the version.

        SUBCOMMANDS:
          list (default)          List every player.
          show                    Show a player.

          See 'tiltquiz help players <subcommand>' for detailed help.
        """

    @Test func everyHelpTextIsOneParagraphOfWholeSentences() throws {
        for language in Self.folder.languages() where language != "pseudo" {
            let catalog = try Self.folder.catalog(language)
            let keys = catalog.keys.filter { $0.hasPrefix("help.") && !$0.hasPrefix("help.heading.") }
            #expect(keys.count > 150, "\(language)")
            for key in keys where key != "help.default" && key != "help.values" {
                let text = catalog.text(key)
                #expect(!text.contains("\n"), "\(language): \(key)")
                #expect(!text.contains("  "), "\(language): \(key)")
                #expect(text.hasSuffix("."), "\(language): \(key)")
                if key.hasSuffix(".abstract") || key.hasSuffix(".discussion") {
                    #expect(text.first?.isLowercase == false, "\(language): \(key)")
                }
            }
        }
    }

    @Test func theAccountsHelpNamesTheRulesInForce() throws {
        let english = try Self.folder.catalog("en")
        for key in ["help.players.register.discussion", "help.admin.add_user.discussion"] {
            let text = english.text(key, HelpWords.accountRules)
            #expect(text.contains(Username.rule), "\(key)")
            #expect(text.contains(PasswordRule.summary), "\(key)")
        }
        #expect(english.text("help.new_username.name", HelpWords.usernameRule).contains(Username.rule))
        #expect(english.text("help.players.add.name", HelpWords.nameRule).contains(PlayerRef.nameRule))
        #expect(english.text("help.players.avatar.discussion", HelpWords.avatarSides).contains("32 to 2048 pixels"))
    }

    @Test func argumentParsersOwnLinesAreTheCatalogs() throws {
        #expect(HelpWords.translating(Self.rendered, in: try Self.folder.catalog("en"), width: 80) == Self.rendered)
        let german = HelpWords.translating(Self.rendered, in: try Self.folder.catalog("de"), width: 80)
        #expect(
            german == """
                ÜBERSICHT: List players.

                AUFRUF: tiltquiz players <subcommand> [--config <file>]
                                         [--data <dir>]

                OPTIONEN:
                  --seconds <seconds>     How long. (Standard: 5)
                  --profile <profile>     Gesture profile. (Werte: default, lenient)
                  -h, --help              Hilfe anzeigen.
                  --version               Version anzeigen.

                UNTERBEFEHLE:
                  list (Standard)         List every player.
                  show                    Show a player.

                  Siehe 'tiltquiz help players <subcommand>' für die ausführliche Hilfe.
                """)
        let arabic = HelpWords.translating(Self.rendered, in: try Self.folder.catalog("ar"), width: 80)
        #expect(arabic.hasPrefix("نظرة عامة: List players."))
        #expect(arabic.contains("\nالخيارات:\n"))
        #expect(arabic.contains("انظر 'tiltquiz help players <subcommand>' للمساعدة المفصّلة."))
        // A completion script or JSON is not help: left as it is.
        #expect(
            HelpWords.translating("#compdef tiltquiz\nOPTIONS:", in: try Self.folder.catalog("de"), width: 80)
                == "#compdef tiltquiz\nOPTIONS:")
    }

    /// A heading longer than English's: the overview is wrapped again, as ArgumentParser wraps it, to the width.
    @Test func theOverviewIsWrappedAgainUnderALongerHeading() throws {
        let english = "OVERVIEW: Check the config file, or hash an admin\nPIN for it.\n\nUSAGE: tiltquiz config"
        let french = HelpWords.translating(english, in: try Self.folder.catalog("fr"), width: 50)
        #expect(
            french
                == "PRÉSENTATION\u{00A0}: Check the config file, or hash an\nadmin PIN for it.\n\nUTILISATION\u{00A0}: tiltquiz config"
        )
        #expect(HelpWords.wrapped("aaa bbb ccc", to: 8) == ["aaa bbb", "ccc"])
        #expect(HelpWords.wrapped("aaa bbb ccc", to: 7) == ["aaa", "bbb ccc"])
        #expect(HelpWords.wrapped("aaaaaaaaa b", to: 4) == ["aaaaaaaaa", "b"])
    }

    @Test func theLanguageIsLanguagesElseTheConfigsElseEnglish() {
        let folder = TemporaryFolder()
        let french = folder.write("fr.yaml", "language: fr\n")
        let broken = folder.write("broken.yaml", "language: [de\n")
        #expect(HelpWords.language(for: ["play", "--language", "ar", "--config", french]) == "ar")
        #expect(HelpWords.language(for: ["play", "--language=tr", "--help"]) == "tr")
        #expect(HelpWords.language(for: ["events", "--language", "sv", "--config", french, "-h"]) == "fr")
        #expect(HelpWords.language(for: ["help", "fleet", "status", "--config=" + french]) == "fr")
        #expect(HelpWords.language(for: ["play", "--config", broken, "--help"]) == "en")
        #expect(HelpWords.language(for: ["play", "--config", folder.file("missing.yaml"), "--help"]) == "en")
    }
}
