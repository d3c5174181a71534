import Foundation
import GRDB
import QuizCore

extension FleetApplier {
    /// A question of the fleet's bank (docs/fleet.md, "Questions"), added by a device or changed by the admin: kept
    /// here by its uid as the fleet has it, topic, answers and status (a retired question is no longer dealt), when
    /// this device does not have it or has it otherwise. A question this device has the same changes nothing; one
    /// of a quiz pack here (the packs mode's) is left as it is. A question keeps its pack here, and its answers'
    /// options while their text is the same.
    func addQuestion() throws -> Bool {
        let body = try JSONValue.decode(FleetQuestionBody.self, from: change.body)
        let (record, status) = try body.record().get()
        var writer = ContentWriter(db: db)
        guard let stored = try FleetQuestionBody.stored(uid: body.uid, db) else {
            try writer.add(record)
            if status != .active {
                try run("UPDATE question SET status = ? WHERE uid = ?", [status.rawValue, body.uid])
            }
            return true
        }
        guard !stored.quiz, !stored.body.keeps(as: body) else { return false }
        _ = try writer.upsert(record, packID: stored.packID, status: status)
        return true
    }
}
