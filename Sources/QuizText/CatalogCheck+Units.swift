extension CatalogCheck {
    /// The units a catalog writes after a number placeholder ("{seconds} s", "{percent} %", Turkish "{minutes} dk",
    /// Arabic "{seconds} ث"). A plain space there lets a line end between the number and its unit, "40" at the end
    /// of one line and "s" starting the next, so the catalog writes a no-break space (U+00A0), as CLDR's unit
    /// patterns do.
    public static let units = ["s", "ms", "min", "h", "%", "m/s^2", "sn", "dk", "sa", "ث", "د", "س"]

    /// The texts of `file` (the `.po` of `language`; English's own text is its `msgid`) in which a placeholder and
    /// a unit of `units` stand apart by a plain space, one line each, naming the key and the pair.
    public static func unitsApart(in file: PoFile, language: String) -> [String] {
        var problems: [String] = []
        for entry in file.entries {
            guard let key = entry.context else { continue }
            let texts = language == "en" ? [entry.id] + (entry.idPlural.map { [$0] } ?? []) : entry.strings
            for pair in Set(texts.flatMap(unitsApart(in:))).sorted() {
                problems.append("\(language): \(key) writes \"\(pair)\" with a plain space (write U+00A0)")
            }
        }
        return problems
    }

    /// Each "{name} unit" in `text` whose space is a plain one; a unit counts where no letter or digit follows it.
    static func unitsApart(in text: String) -> [String] {
        var found: [String] = []
        var rest = text[...]
        while let close = rest.firstIndex(of: "}") {
            let open = rest[..<close].lastIndex(of: "{") ?? close
            let after = rest[rest.index(after: close)...]
            if after.first == " " {
                let tail = after.dropFirst()
                for unit in units where tail.hasPrefix(unit) {
                    let next = tail.dropFirst(unit.count).first
                    if next.map({ !$0.isLetter && !$0.isNumber }) ?? true {
                        found.append(String(rest[open...close]) + " " + unit)
                    }
                }
            }
            rest = after
        }
        return found
    }
}
