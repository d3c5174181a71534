import Testing

@testable import QuizApp

/// Where `calibrate` stores what it measured: `--config-dir`, else $XDG_CONFIG_HOME/tiltquiz, else ~/.config/tiltquiz.
struct StoredCalibrationTests {
    @Test func theFolderGivenWinsThenXDGThenHome() {
        let environment = ["XDG_CONFIG_HOME": "/xdg", "HOME": "/home/ana"]
        #expect(StoredCalibration.file(inFolder: "/etc/q", environment: environment) == "/etc/q/calibration.json")
        #expect(StoredCalibration.file(inFolder: nil, environment: environment) == "/xdg/tiltquiz/calibration.json")
        // A relative XDG_CONFIG_HOME is ignored, as the XDG spec says.
        #expect(
            StoredCalibration.file(inFolder: nil, environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/home/ana"])
                == "/home/ana/.config/tiltquiz/calibration.json")
    }
}
