import Foundation
import GRDB
import QuizCore

/// A moment as the store keeps it: the text GRDB writes for a `Date`, "yyyy-MM-dd HH:mm:ss.SSS" in UTC,
/// made and read by arithmetic here. GRDB's own conversion goes through a `DateFormatter` and a
/// `Calendar` with an ICU locale, which brings about 4 MB of ICU's code and data into a game's memory
/// for the first date it saves; every date column and argument of the store goes through this instead.
/// Text in any other shape (or a year before 1583, where Foundation's calendar turns Julian) is left to
/// GRDB, so every value reads as before.
public struct StoredDate: DatabaseValueConvertible, Equatable, Sendable {
    public let date: Date

    public init(_ date: Date) {
        self.date = date
    }

    public var databaseValue: DatabaseValue {
        Self.text(date)?.databaseValue ?? date.databaseValue
    }

    public static func fromDatabaseValue(_ value: DatabaseValue) -> StoredDate? {
        switch value.storage {
        case .string(let text): (parse(text) ?? Date.fromDatabaseValue(value)).map(StoredDate.init)
        case .int64, .double: Date.fromDatabaseValue(value).map(StoredDate.init)
        case .null, .blob: nil
        }
    }

    /// How records write and read their `Date` columns (see `StoredDateRecord`).
    static let encoding = DatabaseDateEncodingStrategy.custom { StoredDate($0) }
    static let decoding = DatabaseDateDecodingStrategy.custom { StoredDate.fromDatabaseValue($0)?.date }

    /// Seconds between 2001-01-01 (Foundation's reference date) and 1970-01-01.
    private static let referenceSince1970 = 978_307_200.0
    private static let millisecondsADay: Int64 = 86_400_000

    /// `date` in whole milliseconds since 1970 as Foundation's date formatters see it: to the nearest, half a
    /// millisecond up (a formatter shows 12:00:59.9996 as 12:01).
    public static func formatterMilliseconds(_ date: Date) -> Double {
        ((date.timeIntervalSinceReferenceDate + referenceSince1970) * 1000 + 0.5).rounded(.down)
    }

    /// The stored text of `date`, as Foundation's formatter makes it for GRDB: the moment in
    /// milliseconds since 1970, to the nearest (half a millisecond up). Nil outside the years 1583-9999
    /// (Julian dates before, five digits after).
    static func text(_ date: Date) -> String? {
        let milliseconds = formatterMilliseconds(date)
        guard milliseconds.isFinite, abs(milliseconds) < 1e15 else { return nil }
        let whole = Int64(milliseconds)
        let days = Int(whole >= 0 ? whole / millisecondsADay : (whole - millisecondsADay + 1) / millisecondsADay)
        let inDay = Int(whole - Int64(days) * millisecondsADay)
        let civil = CalendarDay(daysSinceEpoch: days)
        guard (1583...9999).contains(civil.year) else { return nil }
        let clock = [inDay / 3_600_000, inDay / 60_000 % 60, inDay / 1000 % 60]
        return civil.description + " " + clock.map { padded($0, 2) }.joined(separator: ":") + "."
            + padded(inDay % 1000, 3)
    }

    /// A moment from "yyyy-MM-dd", optionally followed by " HH:mm", ":ss" and a fraction (a "T" may
    /// stand for the space), read as UTC as GRDB reads it: whole milliseconds, later digits ignored.
    /// Nil for any other text, and before 1583.
    static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        var reader = DigitReader(bytes: bytes)
        guard let year = reader.number(4), reader.skip("-"), let month = reader.number(2), reader.skip("-"),
            let day = reader.number(2), year >= 1583, let civil = CalendarDay(year: year, month: month, day: day)
        else { return nil }
        var clock = (hour: 0, minute: 0, second: 0, nanosecond: 0)
        if !reader.atEnd {
            guard reader.skip(" ") || reader.skip("T"), let hour = reader.number(2), reader.skip(":"),
                let minute = reader.number(2), hour < 24, minute < 60
            else { return nil }
            clock.hour = hour
            clock.minute = minute
            if reader.skip(":") {
                guard let second = reader.number(2), second < 60 else { return nil }
                clock.second = second
                if reader.skip(".") {
                    guard let fraction = reader.fraction() else { return nil }
                    clock.nanosecond = fraction
                }
            }
            guard reader.atEnd else { return nil }
        }
        // Foundation's Gregorian calendar's arithmetic, in its order, so the moment is GRDB's to the bit:
        // from the Julian day (noon-based) back to midnight, then the time of day.
        let julianDay = Double(civil.daysSinceEpoch + 2_440_588)
        let inDay =
            Double(clock.hour) * 3600 + Double(clock.minute) * 60 + Double(clock.second)
            + Double(clock.nanosecond) / 1e9
        return Date(timeIntervalSinceReferenceDate: (julianDay - 2_451_910.5) * 86_400 - 43_200 + inDay)
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

/// A record whose `Date` columns are read, and written if it writes, as `StoredDate` (GRDB's text,
/// without ICU).
protocol StoredDateRecord: FetchableRecord {}

extension StoredDateRecord {
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy {
        StoredDate.decoding
    }
}

extension StoredDateRecord where Self: EncodableRecord {
    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        StoredDate.encoding
    }
}

/// Reads fixed-width decimal numbers and separators from ASCII text.
private struct DigitReader {
    let bytes: [UInt8]
    var index = 0

    var atEnd: Bool { index == bytes.count }

    mutating func number(_ width: Int) -> Int? {
        guard index + width <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[index..<index + width] {
            guard (48...57).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 48)
        }
        index += width
        return value
    }

    mutating func skip(_ separator: Character) -> Bool {
        guard !atEnd, let ascii = separator.asciiValue, bytes[index] == ascii else { return false }
        index += 1
        return true
    }

    /// Digits after a decimal point, as nanoseconds of whole milliseconds: only the first three count.
    mutating func fraction() -> Int? {
        var value = 0
        var digits = 0
        while !atEnd, (48...57).contains(bytes[index]) {
            if digits < 3 { value = value * 10 + Int(bytes[index] - 48) }
            digits += 1
            index += 1
        }
        guard digits > 0 else { return nil }
        for _ in min(digits, 3)..<3 { value *= 10 }
        return value * 1_000_000
    }
}

extension Row {
    /// The moment in `column`, read as `StoredDate` (the column must not be NULL).
    func storedDate(_ column: String) -> Date {
        (self[column] as StoredDate).date
    }

    /// The moment in `column`, or nil when it is NULL.
    func optionalStoredDate(_ column: String) -> Date? {
        (self[column] as StoredDate?)?.date
    }
}
