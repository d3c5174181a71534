import Foundation

extension FleetBench.Figures {
    /// The fleet part's lines in `tiltquiz bench`'s text report, each figure beside its target.
    func lines() -> [String] {
        var lines: [String] = []
        func add(_ format: String, _ arguments: any CVarArg...) {
            lines.append(String(format: format, arguments: arguments))
        }
        add(
            "fleet:  loaded %ld players, %ld results, %ld answers, %ld dailies, %ld board totals, %ld change-log rows "
                + "in %.1f s (INSERT ... SELECT), VACUUM ANALYZE %.1f s; database %.0f MB",
            load.players, load.results, load.answers, load.dailies, load.boardTotals, load.changeLog, load.loadSeconds,
            load.vacuumSeconds, load.databaseMB)
        let steps = load.stepSeconds.sorted { $0.key < $1.key }.map { String(format: "%@ %.1f s", $0.key, $0.value) }
        lines.append("        load steps: " + steps.joined(separator: ", "))
        let names = ["today", "week", "allTime", "daily", "timed", "topic"]
        let board = names.map { name in
            String(
                format: "%@ p99 %.2f ms (median %.2f)", name, boards.p99Ms[name] ?? 0, boards.medianMs[name] ?? 0)
        }
        lines.append(
            "        boards: " + board.joined(separator: ", ")
                + " over \(boards.queriesPerBoard) queries each (target p99 <= 20 ms)")
        add(
            "        push: %d kiosks at once, %d results (%d changes with their players and answers) in %.2f s: "
                + "%.0f results/s, %.0f changes/s (target >= 2,000 results/s)",
            push.kiosks, push.results, push.changes, push.seconds, push.resultsPerSecond, push.changesPerSecond)
        add(
            "        before it, as they joined: their question banks, %d changes at once in %.2f s (not in the push's "
                + "figures)", push.bankChanges, push.bankSeconds)
        add(
            "        catch-up: a kiosk off for that day (%d results missed) pulled %d changes, applied %d, pushed %d in "
                + "%.2f s (target < 10 s)",
            catchUp.missedResults, catchUp.pulled, catchUp.applied, catchUp.pushed, catchUp.seconds)
        if let pool {
            add(
                "        PgBouncer (transaction pooling, %d server connections): %d devices, %d clients at once by "
                    + "SHOW POOLS on %d server connections; %d calls in %.1f s, %d errors, %d log errors or warnings; "
                    + "%d of %d results arrived (target: no errors)",
                pool.poolSize, pool.devices, pool.clientsAtOnce, pool.serverConnections, pool.calls, pool.seconds,
                pool.errors, pool.logProblems, pool.resultsArrived, pool.resultsPushed)
            if let first = pool.firstError { lines.append("        first PgBouncer error: " + first) }
        }
        add(
            "        frames (wall): syncing median %.3f ms, p99 %.3f ms; not syncing median %.3f ms, p99 %.3f ms; "
                + "p99 ratio %.3f (target <= 1.05); %d syncs (%d failed), %d rounds of %d frames, the hall pushing "
                + "%d games/s",
            frames.syncing.medianMs, frames.syncing.p99Ms, frames.notSyncing.medianMs, frames.notSyncing.p99Ms,
            frames.p99Ratio, frames.syncs, frames.failedSyncs, frames.rounds, frames.framesPerPhase,
            frames.hallGamesPerSecond)
        return lines
    }
}
