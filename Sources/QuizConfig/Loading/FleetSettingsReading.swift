extension ValueChecks {
    /// The `fleet` group: nil without `fleet.postgres_url` (a single device), when the others must be unset too.
    /// The URL is not repeated in any message here: a password someone wrote into it would be printed.
    static func fleet(_ reader: inout SettingsReader) -> FleetSettings? {
        let urlAllowed = "a URL such as postgres://kiosk@db.example:5432/tiltquiz?sslmode=verify-full"
        let url = reader.scalar("fleet.postgres_url", allowed: urlAllowed)?.text ?? ""
        let passwordFile = absolutePath(&reader, "fleet.password_file", example: "/etc/tiltquiz/fleet-password")
        let kioskID = reader.text(
            "fleet.kiosk_id", default: "", allowed: FleetSettings.kioskIDAllowed + ", or \"\" for the host name",
            check: { $0.isEmpty ? nil : FleetSettings.kioskIDProblem($0) })
        let defaults = FleetSettings(postgresURL: "", passwordFile: "")
        let seconds = reader.int(
            "fleet.sync_seconds", default: defaults.syncSeconds, in: FleetSettings.allowedSyncSeconds)
        let caFile = absolutePath(&reader, "fleet.ca_file", example: "/etc/tiltquiz/fleet-ca.pem")
        guard !url.isEmpty else {
            let others = [
                ("fleet.password_file", passwordFile.isEmpty), ("fleet.kiosk_id", kioskID.isEmpty),
                ("fleet.ca_file", caFile.isEmpty), ("fleet.sync_seconds", seconds == defaults.syncSeconds),
            ]
            for (key, unset) in others where !unset {
                reader.report(
                    key, line: reader.line(of: key),
                    "is set, but fleet.postgres_url is not; set the URL to join a fleet, or leave the fleet's "
                        + "settings empty for a single device")
            }
            return nil
        }
        guard !passwordFile.isEmpty else {
            if reader.problems.contains(where: { $0.key == "fleet.password_file" }) { return nil }
            reader.report(
                "fleet.password_file",
                line: reader.line(of: "fleet.password_file") ?? reader.line(of: "fleet.postgres_url"),
                "is needed with fleet.postgres_url: an absolute path to the file (mode 0600) holding the password "
                    + "of the URL's user")
            return nil
        }
        var fleet = FleetSettings(postgresURL: url, passwordFile: passwordFile)
        fleet.kioskIDSetting = kioskID.isEmpty ? nil : kioskID
        fleet.syncSeconds = seconds
        fleet.caFile = caFile.isEmpty ? nil : caFile
        for key in ConfigSchema.keys(inGroup: "fleet") {
            if let line = reader.line(of: "fleet." + key) { fleet.lines[key] = line }
        }
        return fleet
    }

    /// An absolute path, or "" when unset (the fleet's files, the live listener's certificate and key).
    static func absolutePath(_ reader: inout SettingsReader, _ key: String, example: String) -> String {
        reader.text(key, default: "", allowed: "an absolute path such as \(example), or \"\" for none") { text in
            text.isEmpty || text.hasPrefix("/") ? nil : ""
        }
    }
}
