import Foundation
import QuizCore
import QuizFleet
import QuizText

/// `tiltquiz fleet refused [--json] [--retry | --drop] [--device UUID] [--seq N]`: the changes the fleet's server
/// could not take and kept in `fleet.rejected` (docs/fleet.md, "Taking a kept change again"), listed, taken again
/// (`fleet.take_again`) or dropped (`fleet.drop_rejected`). It connects as the config's `fleet.postgres_url` user,
/// which must be the admin's (a member of `tiltquiz_admin`): a kiosk's user may do none of it, and is told so. Its
/// lines are in the operator's catalog; `--json` is as it is; PostgreSQL's reasons stay as the server wrote them.
public enum FleetRefusedRun {
    /// What the command does with the kept changes its flags select.
    public enum Action: Sendable {
        case list, retry, drop
    }

    /// A kept change as `--json` lists it.
    struct Kept: Encodable {
        var device: String
        var kiosk: String?
        var seq: Int64
        var kind: String?
        var rejectedAt: String
        var message: String
        var sqlState: String
    }

    /// `--retry --json`: how many went in, and each one refused again with its new reason.
    struct Retried: Encodable {
        var taken: Int
        var keptAgain: [Again]

        struct Again: Encodable {
            var device: String
            var seq: Int64
            var kind: String?
            var reason: String
        }
    }

    /// `--drop --json`: how many went.
    struct Dropped: Encodable {
        var dropped: Int
    }

    /// Why the flags cannot run, in `words` (the operator's catalog), as the other commands' refusals are; nil when
    /// they can.
    public static func flagProblem(retry: Bool, drop: Bool, device: String?, seq: Int64?, words: Catalog) -> String? {
        if retry && drop { return words["cli.fleet_refused_retry_and_drop"] }
        if let device, UUID(uuidString: device) == nil {
            return words.text("cli.fleet_refused_device_not_id", ["device": device])
        }
        if let seq, seq < 1 { return words.text("cli.fleet_refused_seq_below_one", ["seq": String(seq)]) }
        if drop && device == nil { return words["cli.fleet_refused_drop_needs_device"] }
        return nil
    }

    public static func run(
        _ action: Action, json: Bool, device: String?, seq: Int64?, location: StoreLocation
    ) throws {
        let words = try OperatorCatalog.of(location)
        let (config, path) = try location.loadConfig()
        let setup = try FleetSetup.required(config, path: path, words: words)
        let id = device.flatMap { UUID(uuidString: $0) }
        let connection = setup.connection
        switch action {
        case .list:
            let kept = try blocking(words, setup, device: id) {
                try await connection.run { try await FleetServerCalls($0).kept(device: id, seq: seq) }
            }
            if json {
                print(try JSONText.encode(kept.map(Self.kept), format: [.sortedKeys, .escapingSlashes]))
                return
            }
            guard !kept.isEmpty else {
                print(words.text("cli.fleet_refused_none", ["place": setup.place]))
                return
            }
            let changes = words.plural("cli.fleet_changes", count: kept.count)
            print(words.text("cli.fleet_refused_list", ["place": setup.place, "changes": changes]))
            for change in kept {
                let refusal = change.refusal
                print(
                    words.text(
                        "cli.fleet_refused_line",
                        [
                            "device": Self.name(change.device, kiosk: change.kiosk), "seq": String(refusal.seq),
                            "kind": refusal.kind ?? "?", "time": FleetStatusRun.time(refusal.at),
                            "reason": "\(refusal.message) (\(refusal.sqlState))",
                        ]))
            }
        case .retry:
            let outcomes = try blocking(words, setup, device: id) {
                try await connection.run { try await FleetServerCalls($0).takeAgain(device: id, seq: seq) }
            }
            let again = outcomes.filter { !$0.taken }
            if json {
                let retried = Retried(
                    taken: outcomes.count - again.count,
                    keptAgain: again.map {
                        Retried.Again(
                            device: $0.device.uuidString.lowercased(), seq: $0.seq, kind: $0.kind,
                            reason: $0.reason ?? "")
                    })
                print(try JSONText.encode(retried, format: [.sortedKeys, .escapingSlashes]))
                return
            }
            print(
                words.text(
                    "cli.fleet_taken_again",
                    [
                        "place": setup.place,
                        "taken": words.plural("cli.fleet_changes", count: outcomes.count - again.count),
                        "kept": words.plural("cli.fleet_changes", count: again.count),
                    ]))
            for outcome in again {
                print("\(outcome.device.uuidString.lowercased()) \(outcome.line)")
            }
        case .drop:
            guard let id else {
                throw CommandFailure(flagProblem(retry: false, drop: true, device: nil, seq: nil, words: words) ?? "")
            }
            let dropped = try blocking(words, setup, device: id) {
                try await connection.run { try await FleetServerCalls($0).dropKept(device: id, seq: seq) }
            }
            if json {
                print(try JSONText.encode(Dropped(dropped: dropped), format: [.sortedKeys]))
                return
            }
            print(
                words.text(
                    "cli.fleet_dropped",
                    [
                        "place": setup.place, "device": id.uuidString.lowercased(),
                        "changes": words.plural("cli.fleet_changes", count: dropped),
                    ]))
        }
    }

    /// A device as the list names it: its id, and its kiosk id when it has one.
    static func name(_ device: UUID, kiosk: String?) -> String {
        let id = device.uuidString.lowercased()
        return kiosk.map { "\(id) (\($0))" } ?? id
    }

    static func kept(_ change: FleetKept) -> Kept {
        Kept(
            device: change.device.uuidString.lowercased(), kiosk: change.kiosk, seq: change.refusal.seq,
            kind: change.refusal.kind, rejectedAt: FleetStatusRun.time(change.refusal.at),
            message: change.refusal.message, sqlState: change.refusal.sqlState)
    }

    /// Runs `work` to its end; a fleet failure is its line in `words`' language, and the two this command's user
    /// causes most are named: a device the fleet does not know (TQ004), a user without the admin's grants (42501).
    static func blocking<Value: Sendable>(
        _ words: Catalog, _ setup: FleetSetup, device: UUID?, _ work: @escaping @Sendable () async throws -> Value
    ) throws -> Value {
        do {
            return try BlockingRun.value(work)
        } catch let failure as FleetFailure {
            if case .server(_, _, let state) = failure, state == "TQ004" {
                throw CommandFailure(
                    words, "cli.fleet_refused_no_device",
                    ["place": setup.place, "device": device?.uuidString.lowercased() ?? "?"])
            }
            if case .server(_, let message, let state) = failure, state == "42501" {
                throw CommandFailure(
                    words, "cli.fleet_refused_not_admin",
                    [
                        "user": setup.connection.server.user, "place": setup.place, "role": FleetSchema.adminRole,
                        "reason": "\(message) (\(state))",
                    ])
            }
            throw CommandFailure(failure.words(in: words))
        }
    }
}
