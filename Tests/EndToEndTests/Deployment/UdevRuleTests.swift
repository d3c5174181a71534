import Foundation
import TestSupport
import Testing

/// The accelerometer udev rule: valid syntax, access for a group rather than
/// for everyone, and a helper that opens up exactly the IIO files a reader
/// needs to write.
@Suite struct UdevRuleTests {
    private static let ruleFile = Tool.root + "/deploy/udev/70-tiltquiz-accelerometer.rules"
    private static let helper = Tool.root + "/deploy/udev/iio-permissions"

    @Test func theRuleFileParsesAndItsJumpsLand() throws {
        let rules = try UdevRules(parsing: String(contentsOfFile: Self.ruleFile, encoding: .utf8))
        #expect(rules.rules.count >= 5)
        let labels = Set(rules.assigned("LABEL"))
        for target in rules.assigned("GOTO") {
            #expect(labels.contains(target), "GOTO=\"\(target)\" has no LABEL")
        }
        // The evdev accelerometer rule keys on the property input_id sets.
        #expect(
            rules.rules.contains { rule in
                rule.pairs.contains(.init(key: "ENV", attribute: "ID_INPUT_ACCELEROMETER", op: "==", value: "1"))
                    && rule.pairs.contains(.init(key: "GROUP", attribute: nil, op: "=", value: "input"))
            })
    }

    @Test func accessGoesToAGroupNeverToEveryone() throws {
        let rules = try UdevRules(parsing: String(contentsOfFile: Self.ruleFile, encoding: .utf8))
        let modes = rules.assigned("MODE")
        #expect(!modes.isEmpty)
        for mode in modes {
            #expect(mode.count == 4 && mode.last == "0", "MODE=\"\(mode)\" gives others access")
        }
        #expect(Set(rules.assigned("GROUP")) == ["input"])
        // The helper a rule runs is the one the package installs.
        for program in rules.assigned("RUN") {
            #expect(program.hasPrefix("/usr/lib/tiltquiz/iio-permissions "), "\(program)")
        }
        let text = try String(contentsOfFile: Self.ruleFile, encoding: .utf8)
        #expect(!text.contains("0777") && !text.contains("0666") && !text.contains("chmod"))
    }

    @Test func theMalformedIsRejected() {
        #expect(throws: SummaryError.self) { try UdevRules(parsing: "SUBSYSTEM==\"iio\", GROUP=input\n") }
        #expect(throws: SummaryError.self) { try UdevRules(parsing: "SUBSYSTEM=\"iio\"\n") }  // SUBSYSTEM only matches
        #expect(throws: SummaryError.self) { try UdevRules(parsing: "KERNEL==\"iio*\" GRUP=\"input\"\n") }
    }

    @Test func theIIOHelperOpensOnlyWritableSetupFilesToTheGroup() throws {
        let device = Tool.temporaryFolder() + "/iio:device0"
        let files: [(String, mode_t)] = [
            ("scan_elements/in_accel_x_en", 0o644), ("scan_elements/in_timestamp_en", 0o644),
            ("scan_elements/in_accel_x_index", 0o444), ("buffer/enable", 0o644), ("buffer/length", 0o644),
            ("trigger/current_trigger", 0o644), ("in_accel_sampling_frequency", 0o644),
            ("in_accel_sampling_frequency_available", 0o444), ("in_accel_x_raw", 0o444), ("name", 0o444),
            ("current_timestamp_clock", 0o644), ("power/control", 0o644),
        ]
        for (file, mode) in files {
            let path = device + "/" + file
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            Tool.write("0\n", to: path)
            chmod(path, mode)
        }
        // The group of this process: one anybody may chgrp their own files to.
        let group = try #require(getgrgid(getegid())).pointee
        let groupName = String(cString: group.gr_name)
        let result = try Command.run(Self.helper, [device, groupName])
        #expect(result.status == 0, "\(result.stderr)")
        let opened: Set<String> = [
            "scan_elements/in_accel_x_en", "scan_elements/in_timestamp_en", "buffer/enable", "buffer/length",
            "trigger/current_trigger", "in_accel_sampling_frequency", "current_timestamp_clock",
        ]
        for (file, mode) in files {
            var info = stat()
            try #require(stat(device + "/" + file, &info) == 0)
            let expected = opened.contains(file) ? mode | 0o020 : mode
            #expect(info.st_mode & 0o777 == expected, "\(file): \(String(info.st_mode & 0o777, radix: 8))")
            #expect(info.st_mode & 0o002 == 0, "\(file) is writable by others")
        }
        let missing = try Command.run(Self.helper, [device + "-gone", groupName])
        #expect(missing.status == 1 && missing.stderr.contains("no such device folder"), "\(missing.stderr)")
    }
}
