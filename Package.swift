// swift-tools-version: 6.0
// TiltQuiz: a tilt-and-tap trivia game for Linux handhelds and event kiosks.
import PackageDescription

/// A system library found through pkg-config, with the Debian package that provides it.
func systemLibrary(_ name: String, pkgConfig: String, apt: String) -> Target {
    .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt([apt])])
}

let package = Package(
    name: "TiltQuiz",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "tiltquiz", targets: ["tiltquiz"]),
        .library(name: "QuizCore", targets: ["QuizCore"]),
        .library(name: "TiltInput", targets: ["TiltInput"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        // The web admin (`tiltquiz admin serve`): HTTP server, cookie sessions, HTML templates.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        // HTTPS in the web admin itself (`admin serve --tls-cert --tls-key`), through HummingbirdTLS: a clean
        // debug build compiles swift-nio-ssl's BoringSSL copy too, about 190 CPU-seconds more (measured on 2 cores).
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
        // Downloads (packs, scores, "On this day" feeds) over SwiftNIO instead of URLSession, whose
        // FoundationNetworking loads libcurl and 25 more libraries into every start of the game (6 MB resident).
        // A clean debug build compiles its new modules (NIOHTTP2, NIOSOCKS, compression, swift-algorithms) in
        // about 40 CPU-seconds more (measured on 2 cores); the binary's code grows by 3.9 MB.
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        // Already in the graph (Hummingbird, async-http-client): named for their errors and status phrases.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        // Kahoot's quiz template is an .xlsx file, a ZIP archive: `tiltquiz import` and the web admin unpack it
        // (its XML is read by QuizStore's own small scanner: XMLCoder would load libxml2 into every start). A clean
        // debug build compiles it in about 9 CPU-seconds more (measured on 2 cores); zlib is linked already.
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        // The fleet's PostgreSQL (QuizFleet): PostgresClient, its pool and TLS over the SwiftNIO already in the graph.
        // A clean debug build compiles its modules in about 17 CPU-seconds more (measured on 2 cores).
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        // Already in the graph (postgres-nio, Hummingbird): QuizFleet silences postgres-nio's logger with it.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // Already in the graph (Hummingbird, postgres-nio): the web admin runs its fleet pool as a service beside its
        // HTTP server, so the pool's connections close when the server stops.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        // Live rounds' phone page and its websocket (QuizLive); its client (HummingbirdWSClient) is the tests' phones.
        // A clean debug build compiles its modules (NIOWebSocket, WSCore, HummingbirdWebSocket; for the tests WSClient
        // and NIOTransportServices) in about 20 CPU-seconds more (measured on 2 cores).
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    ],
    targets: [
        // C libraries, one target each, named as Debian's pkg-config files name them.
        systemLibrary("CSDL2", pkgConfig: "sdl2", apt: "libsdl2-dev"),
        systemLibrary("CSDL2TTF", pkgConfig: "SDL2_ttf", apt: "libsdl2-ttf-dev"),
        systemLibrary("CSDL2Image", pkgConfig: "SDL2_image", apt: "libsdl2-image-dev"),
        systemLibrary("CEvdev", pkgConfig: "libevdev", apt: "libevdev-dev"),
        systemLibrary("CSystemd", pkgConfig: "libsystemd", apt: "libsystemd-dev"),
        // Speech out (accessibility): espeak-ng 1.51 synthesising in the game's process (QuizSpeech).
        systemLibrary("CEspeakNG", pkgConfig: "espeak-ng", apt: "libespeak-ng-dev"),
        // The live round's join screen: the QR code of the phones' URL (QuizLive's LiveQRCode).
        systemLibrary("CQREncode", pkgConfig: "libqrencode", apt: "libqrencode-dev"),
        // Voice commands in (accessibility): PocketSphinx 0.8 recognising the game's commands (QuizVoice).
        systemLibrary("CPocketSphinx", pkgConfig: "pocketsphinx", apt: "libpocketsphinx-dev"),
        // Arabic mixed with Latin and digits put in visual order (the Unicode bidi algorithm; QuizText's BidiText).
        systemLibrary("CFriBiDi", pkgConfig: "fribidi", apt: "libfribidi-dev"),
        // The C library's heap (glibc's malloc_trim and mallinfo2); no package needed.
        .systemLibrary(name: "CMalloc"),
        // The process's life: dying with the parent (`prctl`, variadic, which Swift cannot call) and the stop
        // signals; `die-with-parent` runs a program so (what the tests start dies with the test run).
        .target(name: "CProcess"),
        .target(name: "ProcessLifecycle", dependencies: ["CProcess", "QuizCore"]),
        .executableTarget(name: "die-with-parent", dependencies: ["CProcess"]),

        // The rules of every game: pure value types, no I/O.
        .target(name: "QuizCore"),
        // The slow salted hash (PBKDF2 from swift-crypto) of the admin PIN and of players' passwords.
        .target(
            name: "QuizSecrets",
            dependencies: [
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
            ]),
        // The hardware abstraction layer and the tilt pipeline.
        .target(name: "TiltInput", dependencies: ["QuizCore", "CEvdev"]),
        // SQLite persistence and content packs; players' emails sealed with AES-GCM (swift-crypto).
        .target(
            name: "QuizStore",
            dependencies: [
                "QuizCore", "QuizSecrets", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]),
        // The config file: operator settings in one YAML file, and the admin PIN's hash (QuizSecrets).
        .target(
            name: "QuizConfig", dependencies: ["QuizCore", "QuizSecrets", .product(name: "Yams", package: "Yams")]),
        // The quiz packs' server: pack downloads and score uploads over async-http-client (SwiftNIO, BoringSSL).
        .target(
            name: "QuizNetwork",
            dependencies: [
                "QuizCore", "QuizStore", "QuizConfig",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
            ]),
        // The fleet's connection to PostgreSQL (postgres-nio): the server from a libpq URL, the password file, TLS
        // from sslmode, and one line for each failure a user can cause. The sync that uses it comes later.
        .target(
            name: "QuizFleet",
            dependencies: [
                "QuizCore", "QuizStore",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "_ConnectionPoolModule", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]),
        // A PostgreSQL cluster and a PgBouncer of a test's or a bench's own, on loopback in a temporary folder (as
        // `nobody` when run as root): the fleet's tests (through TestSupport) and `tiltquiz bench --only fleet`.
        .target(name: "LocalPostgres", dependencies: ["ProcessLifecycle"]),
        // HTTPS from two PEM files for our own servers (the web admin, the live listener), each problem named.
        .target(name: "QuizTLS", dependencies: [.product(name: "NIOSSL", package: "swift-nio-ssl")]),
        // What the screens decide, as value-type reducers without SDL: which screen comes next, who plays,
        // whether a form is complete. A scene holds the state it is given, draws it and sends actions.
        // QuizText: a flow's `ScreenText` is put in the language on view with the catalog, where it is shown or said.
        .target(name: "QuizFlows", dependencies: ["QuizCore", "QuizConfig", "QuizText"]),
        // The catalog of every text shown, by key, from the assets' `languages/*.po` (docs/languages.md): CLDR
        // plurals, named placeholders, numbers and days (QuizCore's CalendarDay) per language, the pseudo-locale, the
        // bidi order of a line (fribidi).
        .target(name: "QuizText", dependencies: ["CFriBiDi", "QuizCore"]),
        // Speech out: espeak-ng on a thread of its own, its samples played on an SDL audio device of their own.
        .target(name: "QuizSpeech", dependencies: ["QuizCore", "CEspeakNG", "CSDL2"]),
        // Voice commands in: PocketSphinx's English model over a grammar of the game's commands, fed 16 kHz samples;
        // which command means what on each kind of screen (a power-up is QuizCore's).
        .target(name: "QuizVoice", dependencies: ["QuizCore", "CPocketSphinx"]),
        // The SDL2 front end: it saves through QuizCore's interfaces and knows no store.
        .target(
            name: "QuizScreens",
            dependencies: [
                "QuizCore", "QuizFlows", "QuizText", "TiltInput", "QuizConfig", "PixelBlend", "QuizSpeech",
                // Voice commands in: the recogniser's thread fed by the microphone or a script's `say` lines.
                "QuizVoice",
                // The live round's big screen draws the round's value (QuizLive's LiveRound, LiveQRCode).
                "QuizLive",
                "CSDL2", "CSDL2TTF", "CSDL2Image",
                "CSystemd", "CMalloc", "ProcessLifecycle",
            ]),
        // Pixels blended four at a time (QuizScreens' WindowPixels), optimised in debug builds too: unoptimised, its
        // vector operators are calls and draw slower than SDL.
        .target(name: "PixelBlend", swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        // The web admin: Hummingbird pages over the game's store, sessions and CSRF (hummingbird-auth),
        // mustache templates and the stylesheet embedded in the binary (nothing to install beside it).
        .target(
            name: "QuizAdmin",
            dependencies: [
                // QuizFleet and PostgresNIO: with a fleet, the players, boards and dashboard read its PostgreSQL.
                "QuizCore", "QuizStore", "QuizSecrets", "QuizFleet", "QuizTLS", "QuizText",
                // A fleet failure worded in the page's language as the kiosk and the CLI word it (FleetWords).
                "QuizFlows",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdAuth", package: "hummingbird-auth"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdTLS", package: "hummingbird"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]),
        // Live rounds: the round's rules as a pure reducer, and the phones' listener (the page and its websocket).
        .target(
            name: "QuizLive",
            dependencies: [
                // QuizText: the phone page is written in each offered language from the game's catalog.
                "QuizCore", "QuizText", "CQREncode", "QuizTLS",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdTLS", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ]),
        // What the commands do, without their argument parsing: the mode registry and each mode's `PlayableMode`,
        // what `play` wires together (the store's life around a session, setting precedence, the tilt feed, the
        // kiosk layer), the stored calibration, and each tool command's work (Tools/).
        .target(
            name: "QuizApp",
            dependencies: [
                "QuizCore", "QuizConfig", "QuizFlows", "QuizScreens", "QuizStore", "QuizNetwork", "QuizAdmin",
                "QuizFleet",
                "TiltInput", "ProcessLifecycle", "QuizLive", "QuizTLS", "QuizText",
            ]),
        // `tiltquiz bench` and `tiltquiz layout-check`: the benches, the screen fixtures over a real store
        // (ScreenWorld, SceneDriver, StoreTemplates) and the layout check, importable by tests.
        .target(
            name: "QuizBench",
            dependencies: [
                "QuizApp", "QuizCore", "QuizConfig", "QuizFlows", "QuizScreens", "QuizStore", "QuizNetwork",
                "TiltInput", "ProcessLifecycle", "QuizFleet", "LocalPostgres", "QuizText",
                // The live round's fixtures drive a LiveHost with players joined without phones; its bench plays a
                // round with websocket phones (HummingbirdWSClient).
                "QuizLive",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
            ]),
        .executableTarget(
            name: "tiltquiz",
            dependencies: [
                "QuizCore", "TiltInput", "QuizStore", "QuizScreens", "QuizConfig", "QuizNetwork", "QuizAdmin",
                "QuizApp", "QuizBench", "ProcessLifecycle",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // The toolchain's lld with packed relative relocations: 1.6 MB of `.rela.dyn` that every start read
            // (and kept resident) become a few KB of `.relr.dyn`; glibc 2.36 (Debian 12) applies them.
            linkerSettings: [.unsafeFlags(["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"])]),

        // What the test targets share (docs/tests.md): temporary folders, a manual clock, seeded draws, scripted
        // input, running the built binary, a raw HTTP client and the loopback servers; light, so that the
        // rules' tests link neither SDL nor SQLite. Stores and screenshots have targets of their own.
        .target(
            name: "TestSupport", dependencies: ["QuizCore", "ProcessLifecycle", "LocalPostgres"],
            path: "Tests/TestSupport"),
        .target(
            name: "TestSupportStore",
            dependencies: ["TestSupport", "QuizStore", "QuizCore", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Tests/TestSupportStore"),
        .target(name: "TestSupportImages", dependencies: ["CSDL2", "CSDL2Image"], path: "Tests/TestSupportImages"),
        // A database of the test's own in the test process's PostgreSQL cluster, with the fleet schema and its
        // login users, for the fleet's tests and the web admin's over a fleet.
        .target(
            name: "TestSupportFleet",
            dependencies: ["TestSupport", "QuizFleet", .product(name: "PostgresNIO", package: "postgres-nio")],
            path: "Tests/TestSupportFleet"),
        // Screen texts read in the shipped English catalog, for the flows' and the screens' tests.
        .target(
            name: "TestSupportText", dependencies: ["TestSupport", "QuizFlows", "QuizText"],
            path: "Tests/TestSupportText"),
        .testTarget(name: "QuizCoreTests", dependencies: ["QuizCore"]),
        .testTarget(
            name: "QuizAppTests",
            dependencies: [
                "QuizApp", "QuizCore", "QuizConfig", "QuizStore", "TiltInput", "TestSupport",
                // The live mode's keeping of a round (LiveRoundKeeper) is tested with rounds played through QuizLive.
                "QuizLive",
            ]),
        // The layout check and the screen fixtures in the test's own process (SDL's dummy driver).
        .testTarget(name: "QuizBenchTests", dependencies: ["QuizBench", "QuizApp", "TestSupport"]),
        // The catalog: the .po reader, CLDR plurals, and every language's file against English and the sources.
        .testTarget(name: "QuizTextTests", dependencies: ["QuizText"]),
        .testTarget(
            name: "QuizFlowsTests",
            dependencies: ["QuizFlows", "QuizCore", "QuizConfig", "QuizText", "TestSupportText"]),
        // Real espeak-ng: a sentence's samples and a cancel (no audio device needed).
        .testTarget(name: "QuizSpeechTests", dependencies: ["QuizSpeech"]),
        // Real PocketSphinx on commands spoken by the espeak-ng CLI, with and without sox's noise; sox's noise alone.
        .testTarget(name: "QuizVoiceTests", dependencies: ["QuizVoice"]),
        // The web admin over real HTTP on loopback (a raw socket client, nothing added).
        .testTarget(
            name: "QuizAdminTests",
            dependencies: [
                "QuizAdmin", "QuizStore", "QuizCore", "ProcessLifecycle", "TestSupport", "TestSupportFleet",
                "TestSupportStore",
                "QuizFleet", .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        // Real websocket phones (HummingbirdWSClient) against the live listener on loopback.
        .testTarget(
            name: "QuizLiveTests",
            dependencies: [
                "QuizLive", "QuizCore", "QuizTLS", "QuizText", "TestSupport", "QuizStore",
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ]),
        .testTarget(name: "TiltInputTests", dependencies: ["TiltInput", "QuizCore", "TestSupport"]),
        .testTarget(name: "QuizConfigTests", dependencies: ["QuizConfig", "QuizCore", "QuizSecrets", "TestSupport"]),
        // Against a real HTTP server on loopback (Server/pack_server.py, Python's http.server).
        .testTarget(
            name: "QuizNetworkTests",
            dependencies: [
                "QuizNetwork", "QuizStore", "QuizConfig", "QuizCore", "TestSupport", "TestSupportStore",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            exclude: ["Server"]),
        // Against a real PostgreSQL the tests start (TestSupport's PostgresCluster).
        .testTarget(
            name: "QuizFleetTests",
            dependencies: ["QuizFleet", "QuizStore", "QuizCore", "TestSupport", "TestSupportFleet", "TestSupportStore"]),
        .testTarget(
            name: "QuizStoreTests", dependencies: ["QuizStore", "QuizSecrets", "TestSupport", "TestSupportStore"],
            exclude: ["Import/Fixtures"]),
        // Real stores where a test wants one (the home screen's players and leads).
        .testTarget(
            name: "QuizScreensTests",
            dependencies: [
                "QuizScreens", "QuizFlows", "QuizCore", "QuizStore", "QuizConfig", "TiltInput", "CSDL2", "CSDL2Image",
                "QuizLive",
                "TestSupport", "TestSupportImages", "TestSupportText",
            ],
            exclude: ["Goldens"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "tiltquiz", "QuizStore", "QuizConfig", "TiltInput", "CSDL2", "CSDL2Image", "ProcessLifecycle",
                "TestSupport", "TestSupportStore", "QuizText", "TestSupportImages",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            exclude: ["Fixtures", "Goldens"]),
    ],
    swiftLanguageModes: [.v6]
)
