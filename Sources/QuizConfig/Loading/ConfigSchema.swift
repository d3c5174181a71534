import Yams

/// Every key the config file may hold, and the flattening of a file into key paths.
enum ConfigSchema {
    /// All key paths, in the order the example file documents them.
    static let keys = [
        "modes",
        "language", "languages",
        "packs.use", "packs.url", "packs.check_minutes", "packs.score_url",
        "kiosk",
        "admin.pin_hash", "admin.gesture",
        "timeouts.idle_seconds", "timeouts.reset_seconds",
        "attract.screens", "attract.seconds_per_screen",
        "sound.enabled", "sound.volume",
        "accessibility.speech", "accessibility.voice", "accessibility.text_scale", "accessibility.contrast",
        "accessibility.reduce_motion", "accessibility.time_scale",
        "display.width", "display.height", "display.fullscreen", "display.rotation", "display.dpi",
        "display.video_driver", "display.renderer",
        "tilt.device", "tilt.mount_matrix", "tilt.profile",
        "event.time_zone",
        "events.family_safe", "events.language", "events.url", "events.fetch_days",
        "leads.enabled", "leads.consent_text", "leads.retention_days",
        "credits.mode", "credits.coin_key", "credits.per_coin",
        "live.listen", "live.public_url", "live.auto_start_seconds", "live.auto_start_players", "live.source",
        "live.questions", "live.blocked_words", "live.tls_cert", "live.tls_key",
        "fleet.postgres_url", "fleet.password_file", "fleet.kiosk_id", "fleet.sync_seconds", "fleet.ca_file",
        "data_dir",
    ]

    /// The top-level names: plain keys and groups, in order.
    static let topLevel: [String] = keys.reduce(into: []) { names, key in
        let name = String(key.prefix { $0 != "." })
        if !names.contains(name) { names.append(name) }
    }

    /// The keys inside a group, without the group's name: `display` gives `width`, `height`...
    static func keys(inGroup group: String) -> [String] {
        keys.compactMap { key in
            key.hasPrefix(group + ".") ? String(key.dropFirst(group.count + 1)) : nil
        }
    }

    static func isGroup(_ name: String) -> Bool {
        !keys(inGroup: name).isEmpty
    }

    /// Groups that may also be written as one value, which then sets the key given: `packs: all` is
    /// `packs.use: all` (the form `packs` had before it became a group).
    static let shorthands = ["packs": "packs.use"]
}

/// A value in the file: its node and the line of its key.
struct ConfigEntry {
    var node: Node
    var keyLine: Int?
    /// The key as the file wrote it, when it was a group's shorthand (`packs` for `packs.use`).
    var writtenAs: String?
    /// The value's own line, else its key's (an empty value has no mark of its own).
    var line: Int? { node.mark?.line ?? keyLine }
}

/// Walks a document's mappings into `key path → value`, reporting unknown and repeated keys.
struct ConfigFlattener {
    private(set) var entries: [String: ConfigEntry] = [:]
    private(set) var problems: [ConfigProblem] = []

    init(root: Node?) {
        guard let root, !root.isNull else { return }
        guard let mapping = root.mapping else {
            problems.append(ConfigProblem(line: root.mark?.line, key: "", reason: .notSettings(found: root.what)))
            return
        }
        for (name, key, value) in pairs(of: mapping, in: nil) {
            if name.contains("."), ConfigSchema.keys.contains(name) {
                let parts = name.split(separator: ".", maxSplits: 1)
                problems.append(
                    ConfigProblem(
                        line: key.mark?.line, key: name,
                        reason: .writeNested(group: String(parts[0]), key: String(parts[1]))))
                continue
            }
            guard ConfigSchema.isGroup(name) else {
                add(name, key: key, value: value)
                continue
            }
            if value.isNull { continue }
            if value.mapping == nil, let full = ConfigSchema.shorthands[name] {
                entries[full] = ConfigEntry(node: value, keyLine: key.mark?.line, writtenAs: name)
                continue
            }
            guard let group = value.mapping else {
                problems.append(
                    ConfigProblem(
                        line: value.mark?.line ?? key.mark?.line, key: name,
                        reason: .groupNeedsKeys(found: value.what, keys: ConfigSchema.keys(inGroup: name))))
                continue
            }
            for (leaf, leafKey, leafValue) in pairs(of: group, in: name) {
                add(name + "." + leaf, key: leafKey, value: leafValue)
            }
        }
    }

    /// The pairs of a mapping whose keys are words, reporting the others and repeats.
    private mutating func pairs(of mapping: Node.Mapping, in group: String?) -> [(String, Node, Node)] {
        var seen: [String: Int?] = [:]
        var result: [(String, Node, Node)] = []
        for (key, value) in mapping {
            let prefix = group.map { $0 + "." } ?? ""
            guard let name = key.scalar?.string else {
                problems.append(
                    ConfigProblem(line: key.mark?.line, key: group ?? "", reason: .notAKey(found: key.what)))
                continue
            }
            if let first = seen[name] {
                problems.append(
                    ConfigProblem(line: key.mark?.line, key: prefix + name, reason: .setTwice(firstLine: first)))
                continue
            }
            seen[name] = key.mark?.line
            result.append((name, key, value))
        }
        return result
    }

    private mutating func add(_ path: String, key: Node, value: Node) {
        if ConfigSchema.keys.contains(path) {
            entries[path] = ConfigEntry(node: value, keyLine: key.mark?.line)
        } else {
            problems.append(ConfigProblem(line: key.mark?.line, key: path, reason: Self.unknownKey(path)))
        }
    }

    /// `unknown setting; did you mean display.rotation?`, or the list of what is there.
    static func unknownKey(_ path: String) -> ConfigReason {
        let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
        let leaf = parts.count == 2 ? parts[1] : path
        if ["admin.pin", "pin", "admin_pin"].contains(path) { return .plainPIN }
        if parts.count == 2, let near = Suggestion.closest(to: leaf, among: ConfigSchema.keys(inGroup: parts[0])) {
            return .unknownDidYouMean("\(parts[0]).\(near)")
        }
        if parts.count == 1, let near = Suggestion.closest(to: leaf, among: ConfigSchema.topLevel) {
            return .unknownDidYouMean(near)
        }
        // A key in the wrong group, or a group's key at the top level.
        let grouped = ConfigSchema.keys.filter { $0.contains(".") }
        let leaves = grouped.map { String($0.drop { $0 != "." }.dropFirst()) }
        if let near = Suggestion.closest(to: leaf, among: leaves), let index = leaves.firstIndex(of: near) {
            return .unknownDidYouMean(grouped[index])
        }
        if parts.count == 2, ConfigSchema.isGroup(parts[0]) {
            return .unknownInGroup(group: parts[0], keys: ConfigSchema.keys(inGroup: parts[0]))
        }
        return .unknown(settings: ConfigSchema.topLevel)
    }
}

extension Node {
    /// A plain `~`, `null` or nothing: keep the default.
    var isNull: Bool {
        guard let scalar, scalar.style == .plain || scalar.style == .any else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// How the value reads in a message: `45`, `"maybe"`, `a list`, `a group of settings`.
    var what: ConfigValue {
        switch self {
        case .scalar(let scalar): .written(scalar.string)
        case .sequence: .list
        case .mapping: .group
        }
    }
}
