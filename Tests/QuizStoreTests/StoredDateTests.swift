import Foundation
import GRDB
import QuizCore
import Testing

@testable import QuizStore

/// `StoredDate` writes and reads exactly what GRDB's own `Date` conversion does (its ICU formatter and
/// calendar are the reference here), and every record with date columns uses it.
@Suite struct StoredDateTests {
    /// Moments from 1900 to 2200 with random fractions, and the edges of days, months, leap years and
    /// milliseconds.
    static var moments: [Date] {
        var random = SeededRandom(seed: 20_261_127)
        var dates = (0..<20_000).map { _ in
            Date(timeIntervalSince1970: Double.random(in: -2_208_988_800...7_258_118_400, using: &random))
        }
        let edges = [
            "1970-01-01 00:00:00.000", "1969-12-31 23:59:59.999", "2000-02-29 12:00:00.000",
            "2100-02-28 23:59:59.999", "2100-03-01 00:00:00.000", "2026-11-27 13:41:34.123", "1900-01-01 00:00:00.000",
            "9999-12-31 23:59:59.999", "1583-01-01 00:00:00.000",
        ]
        for text in edges {
            let date = try! #require(Date.fromDatabaseValue(text.databaseValue))
            dates += [-0.0005, -0.000_000_1, 0, 0.000_000_1, 0.0004, 0.0005, 0.0009999].map { date + $0 }
        }
        return dates
    }

    @Test func writesTheTextGRDBWrites() {
        var differing: [String] = []
        for date in Self.moments {
            let ours = StoredDate(date).databaseValue
            let grdb = date.databaseValue
            if ours != grdb { differing.append("\(date.timeIntervalSince1970): \(ours) vs \(grdb)") }
        }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }

    @Test func readsTheMomentGRDBReads() {
        var differing: [String] = []
        for date in Self.moments {
            // (Years this type leaves to GRDB: its text then has five digits of year, or is Julian.)
            guard case .string(let text) = date.databaseValue.storage, StoredDate.text(date) != nil else { continue }
            let shapes = [
                text, String(text.prefix(10)), String(text.prefix(16)), String(text.prefix(19)),
                String(text.prefix(21)), text.replacingOccurrences(of: " ", with: "T"), text + "123456",
            ]
            for shape in shapes {
                let ours = StoredDate.parse(shape)
                let grdb = Date.fromDatabaseValue(shape.databaseValue)
                #expect(ours != nil, "\(shape) not read")
                if ours != grdb {
                    differing.append("\(shape): \(String(describing: ours)) vs \(String(describing: grdb))")
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }

    @Test func leavesOtherShapesToGRDB() {
        let others = [
            "2026-11-27 13:41:34Z", "2026-11-27 13:41:34.5+02:00", "2460000.5", "13:41", "yesterday", "",
            "0001-01-01 00:00:00.000", "1582-10-04 12:00:00.000",
        ]
        for text in others {
            #expect(StoredDate.parse(text) == nil, "\(text)")
            #expect(
                StoredDate.fromDatabaseValue(text.databaseValue)?.date == Date.fromDatabaseValue(text.databaseValue))
        }
        for number: DatabaseValueConvertible in [1_795_741_294, 1_795_741_294.25] {
            #expect(
                StoredDate.fromDatabaseValue(number.databaseValue)?.date == Date.fromDatabaseValue(number.databaseValue)
            )
        }
        #expect(StoredDate.fromDatabaseValue(.null) == nil)
    }

    /// Each record with date columns writes and reads them through `StoredDate`, not GRDB's formatter.
    @Test func recordsUseIt() {
        let records: [any StoredDateRecord.Type] = [
            GameResultRow.self, AnswerRow.self, PlayerRow.self, PlayerStateRow.self, LeadRow.self, AccountRow.self,
        ]
        for record in records {
            if case .custom = record.databaseDateDecodingStrategy(for: "at") {
            } else {
                Issue.record("\(record) reads dates through GRDB")
            }
            guard let writer = record as? any EncodableRecord.Type else { continue }
            if case .custom = writer.databaseDateEncodingStrategy(for: "at") {
            } else {
                Issue.record("\(record) writes dates through GRDB")
            }
        }
    }
}
