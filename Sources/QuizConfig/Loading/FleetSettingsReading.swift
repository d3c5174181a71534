extension ValueChecks {
    /// The `fleet` group: nil without `fleet.postgres_url` (a single device), when the others must be unset too.
    /// The URL is not repeated in any message here: a password someone wrote into it would be printed.
    static func fleet(_ reader: inout SettingsReader) -> FleetSettings? {
        let url = reader.scalar("fleet.postgres_url", allowed: .fleetURL)?.text ?? ""
        let passwordFile = absolutePath(&reader, "fleet.password_file", example: "/etc/tiltquiz/fleet-password")
        let kioskID = reader.text(
            "fleet.kiosk_id", default: "", allowed: .kioskID(limit: FleetSettings.maximumKioskIDCharacters),
            check: { $0.isEmpty ? .fine : FleetSettings.kioskIDCheck($0) })
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
                reader.report(key, line: reader.line(of: key), .needsFleetURL)
            }
            return nil
        }
        guard !passwordFile.isEmpty else {
            if reader.problems.contains(where: { $0.key == "fleet.password_file" }) { return nil }
            reader.report(
                "fleet.password_file",
                line: reader.line(of: "fleet.password_file") ?? reader.line(of: "fleet.postgres_url"),
                .passwordFileNeeded)
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
        reader.text(key, default: "", allowed: .absolutePath(example: example), check: absolutePathCheck)
    }
}
