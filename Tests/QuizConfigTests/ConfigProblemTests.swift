import Testing

@testable import QuizConfig

/// Bad files: every problem names the line, the key, the value found and what is allowed.
@Suite struct ConfigProblemTests {
    @Test func theRotationExample() {
        #expect(
            problems("display:\n  rotation: 45\n") == ["2: display.rotation: 45 is not allowed; use 0, 90, 180 or 270"])
    }

    @Test func theErrorNamesTheFileAndLine() {
        #expect {
            try KioskConfig.parse("sound:\n  volume: 150\n", file: "/etc/tiltquiz/config.yaml")
        } throws: { error in
            (error as? ConfigError)?.description
                == "/etc/tiltquiz/config.yaml:2: sound.volume: 150 is not allowed; use a whole number from 0 to 100"
        }
    }

    @Test(arguments: [
        ("kiosk: maybe", "1: kiosk: \"maybe\" is not allowed; use true or false"),
        ("kiosk: [true]", "1: kiosk: a list is not allowed; use true or false"),
        ("sound:\n  volume: loud", "2: sound.volume: \"loud\" is not allowed; use a whole number from 0 to 100"),
        ("sound:\n  volume: 50.5", "2: sound.volume: 50.5 is not allowed; use a whole number from 0 to 100"),
        (
            "timeouts:\n  idle_seconds: 5",
            "2: timeouts.idle_seconds: 5 is not allowed; use a whole number from 10 to 3600"
        ),
        (
            "display:\n  dpi: 20",
            "2: display.dpi: 20 is not allowed; use a whole number from 50 to 1000"
        ),
        (
            "display:\n  renderer: gpu",
            "2: display.renderer: \"gpu\" is not allowed; use auto, accelerated or software"
        ),
        (
            "display:\n  video_driver: kms",
            "2: display.video_driver: \"kms\" is not allowed; use auto, kmsdrm, wayland, x11, offscreen or dummy "
                + "(did you mean kmsdrm?)"
        ),
        (
            "modes: [tilt, trivial]",
            "1: modes: \"trivial\" is not allowed; use tilt, trivia, daily, which-came-first, packs or live "
                + "(did you mean trivia?)"
        ),
        ("modes: [tilt, tilt]", "1: modes: \"tilt\" is listed twice; list it once"),
        (
            "modes: []",
            "1: modes: an empty list is not allowed; use a list of tilt, trivia, daily, which-came-first, packs and live, "
                + "or all"
        ),
        (
            "packs: [\"my pack\"]",
            "1: packs: \"my pack\" is not a pack id; pack ids are letters, digits, \"-\", \"_\" and \".\""
        ),
        (
            "packs:\n  use: [\"my pack\"]",
            "2: packs.use: \"my pack\" is not a pack id; pack ids are letters, digits, \"-\", \"_\" and \".\""
        ),
        (
            "packs:\n  url: ftp://example.org/q.json",
            "2: packs.url: \"ftp://example.org/q.json\" is a ftp: URL; only http and https URLs can be downloaded; "
                + "use an http or https URL such as https://example.org/quizzes.json, or \"\" for none"
        ),
        (
            "packs:\n  use: all\n  url: https://",
            "3: packs.url: \"https://\" has no host (write it as https://HOST/PATH); use an http or https URL such as "
                + "https://example.org/quizzes.json, or \"\" for none"
        ),
        (
            "packs:\n  score_url: example.org/scores",
            "2: packs.score_url: \"example.org/scores\" is not a URL such as https://example.org/quizzes.json; use an "
                + "http or https URL such as https://example.org/quizzes.json, or \"\" for none"
        ),
        ("packs:\n  check_minutes: 2", "2: packs.check_minutes: 2 is not allowed; use a whole number from 5 to 1440"),
        ("admin:\n  gesture: swipe", "2: admin.gesture: \"swipe\" is not allowed; use corners or chord"),
        ("credits:\n  mode: paid", "2: credits.mode: \"paid\" is not allowed; use free, operator or coin"),
        ("credits:\n  per_coin: 0", "2: credits.per_coin: 0 is not allowed; use a whole number from 1 to 100"),
        (
            "tilt:\n  device: gyro",
            "2: tilt.device: \"gyro\" is not allowed; use auto, keys, gamepad or a device path such as /dev/input/event3 "
                + "or /dev/iio:device0"
        ),
        (
            "tilt:\n  device: key",
            "2: tilt.device: \"key\" is not allowed; use auto, keys, gamepad or a device path such as /dev/input/event3 "
                + "or /dev/iio:device0 (did you mean keys?)"
        ),
        (
            "data_dir: data",
            "1: data_dir: \"data\" is not allowed; use an absolute path such as /var/lib/tiltquiz, "
                + "or \"\" for the standard place"
        ),
        (
            "leads:\n  retention_days: -1",
            "2: leads.retention_days: -1 is not allowed; use a whole number from 1 to 3650"
        ),
    ])
    func badValuesSayWhatIsAllowed(text: String, expected: String) {
        #expect(problems(text) == [expected])
    }

    @Test(arguments: [
        ("1, 0; 0, 1", "found 2 rows"),
        ("1, 0, 0; 0, 1; 0, 0, 1", "row 2 has 2 values"),
        ("1, 0, 0; 0, x, 0; 0, 0, 1", "row 2 has \"x\", which is not a number"),
        ("1, 0, 0; 0, 1, 0; 0, 0, nan", "row 3 has \"nan\", which is not a number"),
        ("1, 0, 0; 0, 0, 0; 0, 0, 1", "row 2 is all zeros, which would lose an axis"),
    ])
    func mountMatricesMustBeThreeRowsOfThree(matrix: String, detail: String) {
        let allowed =
            "use 3 rows of 3 numbers like \"0, 1, 0; -1, 0, 0; 0, 0, 1\" (hwdb ACCEL_MOUNT_MATRIX), or \"\" for none"
        #expect(
            problems("tilt:\n  mount_matrix: \"\(matrix)\"\n")
                == ["2: tilt.mount_matrix: \"\(matrix)\" is not allowed; \(allowed) (\(detail))"])
    }

    @Test func theHwdbPrefixIsAccepted() throws {
        let config = try KioskConfig.parse(
            "tilt:\n  mount_matrix: ACCEL_MOUNT_MATRIX=0, 1, 0; 1, 0, 0; 0, 0, 1\n", file: "t")
        #expect(config.tilt.mountMatrix == "ACCEL_MOUNT_MATRIX=0, 1, 0; 1, 0, 0; 0, 0, 1")
    }

    @Test func timeZonesAreCheckedAndNearMissesSuggested() {
        let allowed = "use local or a time zone name such as Europe/Berlin or America/New_York"
        #expect(
            problems("event:\n  time_zone: Europe/Berln\n")
                == ["2: event.time_zone: \"Europe/Berln\" is not allowed; \(allowed) (did you mean Europe/Berlin?)"])
        #expect(
            problems("event:\n  time_zone: Mars/Olympus\n")
                == ["2: event.time_zone: \"Mars/Olympus\" is not allowed; \(allowed)"])
    }

    @Test func unknownKeysSuggestTheNearestKnownOne() {
        #expect(
            problems("display:\n  rotate: 90\n") == [
                "2: display.rotate: unknown setting; did you mean display.rotation?"
            ])
        #expect(problems("kisok: true\n") == ["1: kisok: unknown setting; did you mean kiosk?"])
        #expect(
            problems("idle_seconds: 30\n") == ["1: idle_seconds: unknown setting; did you mean timeouts.idle_seconds?"])
        #expect(
            problems("display:\n  volume: 5\n") == ["2: display.volume: unknown setting; did you mean sound.volume?"])
        #expect(
            problems("display:\n  colour: red\n")
                == [
                    "2: display.colour: unknown setting; display holds width, height, fullscreen, rotation, dpi, video_driver and renderer"
                ])
        #expect(
            problems("theme: dark\n")
                == [
                    "1: theme: unknown setting; the settings are modes, language, languages, packs, kiosk, admin, "
                        + "timeouts, attract, sound, accessibility, display, tilt, event, events, leads, credits, "
                        + "live, fleet and data_dir"
                ])
    }

    @Test func aDottedKeyIsToldToNest() {
        #expect(
            problems("display.rotation: 90\n")
                == [
                    "1: display.rotation: write it nested: \"display:\" on one line and \"rotation:\" indented below it"
                ])
    }

    @Test func aPlainPINIsRefusedWithTheWayToHashIt() {
        let message =
            "a plain PIN is not allowed in the config file; run `tiltquiz config hash-pin` and put the pin_hash line it "
            + "prints under admin:"
        #expect(problems("admin:\n  pin: 1234\n") == ["2: admin.pin: \(message)"])
        #expect(problems("pin: 1234\n") == ["1: pin: \(message)"])
    }

    @Test func aBadPINHashSaysWhatIsWrong() {
        #expect(
            problems("admin:\n  pin_hash: 1234\n")
                == [
                    "2: admin.pin_hash: is not a salted hash; expected pbkdf2-sha256$ITERATIONS$SALT$HASH; paste the "
                        + "pin_hash line printed by `tiltquiz config hash-pin`"
                ])
    }

    @Test func aKioskNeedsAPIN() {
        #expect(
            problems("sound:\n  enabled: true\nkiosk: true\n")
                == [
                    "3: admin.pin_hash: is needed when kiosk is true, or nobody can leave the game; run `tiltquiz config "
                        + "hash-pin` and put the pin_hash line it prints under admin:"
                ])
        // A bad hash is reported once, not again as missing.
        #expect(problems("kiosk: true\nadmin:\n  pin_hash: x\n").count == 1)
    }

    @Test func leadsNeedConsentText() {
        #expect(
            problems("leads:\n  enabled: true\n  consent_text: \"  \"\n")
                == [
                    "3: leads.consent_text: is empty; when leads.enabled is true, players must be told what they agree to"
                ])
        let long = String(repeating: "a", count: 501)
        #expect(
            problems("leads:\n  consent_text: \(long)\n")
                == ["2: leads.consent_text: has 501 characters; use a sentence of at most 500 characters"])
    }

    @Test func coinKeysAreSDLNamesTheGameDoesNotUse() {
        #expect(
            problems("credits:\n  coin_key: Left\n")
                == ["2: credits.coin_key: \"Left\" is not allowed; the game uses that key; use another, such as 0"])
        #expect(
            problems("credits:\n  coin_key: \"5\"\n")
                == ["2: credits.coin_key: 5 is not allowed; the game uses that key; use another, such as 0"],
            "5 buys the fifth item in trivia's shop")
        #expect(
            problems("credits:\n  coin_key: Keypad5\n")
                == [
                    "2: credits.coin_key: \"Keypad5\" is not allowed; use an SDL key name such as 0, 9, F1 or Keypad 0 "
                        + "(did you mean Keypad 5?)"
                ])
    }

    @Test func repeatedKeysAreReportedWithTheFirstLine() {
        #expect(
            problems("kiosk: false\nsound:\n  volume: 5\nkiosk: false\n") == [
                "4: kiosk: is set twice (first on line 1); keep one"
            ])
        #expect(
            problems("sound:\n  volume: 5\n  volume: 6\n") == [
                "3: sound.volume: is set twice (first on line 2); keep one"
            ])
    }

    @Test func aGroupMustHoldSettings() {
        #expect(
            problems("display: big\n")
                == [
                    "1: display: \"big\" is not allowed; indent its settings below it "
                        + "(width, height, fullscreen, rotation, dpi, video_driver and renderer)"
                ])
    }

    @Test func theFileMustHoldSettings() {
        #expect(
            problems("- kiosk\n") == [
                "1: the file must hold settings such as \"kiosk: true\", one per line; found a list"
            ])
    }

    @Test func everyProblemIsReportedInFileOrder() {
        let text = """
            modes: [tilt]
            sound:
              volume: 101
            kisok: true
            display:
              rotation: 45
              width: 100
            """
        #expect(
            problems(text) == [
                "3: sound.volume: 101 is not allowed; use a whole number from 0 to 100",
                "4: kisok: unknown setting; did you mean kiosk?",
                "6: display.rotation: 45 is not allowed; use 0, 90, 180 or 270",
                "7: display.width: 100 is not allowed; use a whole number from 240 to 7680",
            ])
    }

    @Test func yamlSyntaxErrorsGiveTheLine() {
        let found = problems("sound:\n  enabled: true\n volume: 5\n")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("3: is not valid YAML: ") == true)
    }

    @Test func tabsGetAHint() {
        let found = problems("sound:\n\tvolume: 5\n")
        #expect(found.first?.hasPrefix("2: is not valid YAML: ") == true)
        #expect(found.first?.hasSuffix("; indent with spaces, not tabs") == true)
    }

    @Test func missingAndFolderFilesAreNamed() {
        #expect(throws: ConfigError(file: "/nowhere/config.yaml", reason: .noSuchFile)) {
            try KioskConfig.load(path: "/nowhere/config.yaml")
        }
        #expect(throws: ConfigError(file: "/tmp", reason: .isFolder)) {
            try KioskConfig.load(path: "/tmp")
        }
    }
}
