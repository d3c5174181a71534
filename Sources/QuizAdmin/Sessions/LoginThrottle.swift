import Foundation
import QuizText

/// How many failed log-ins the web admin takes before refusing more, per
/// account (the name typed) and per address, within a sliding window.
public struct LoginLimits: Sendable {
    public var perAccount: Int
    public var perAddress: Int
    public var window: TimeInterval

    /// 5 failures per account and 5 per address in a minute.
    public static let standard = LoginLimits(perAccount: 5, perAddress: 5, window: 60)
}

/// Counts failed log-ins by account and by address and refuses further tries
/// once either reaches its limit within the window. On top of the accounts'
/// own lock (5 wrong passwords lock an account for 5 minutes in the store):
/// this one also covers names that have no account and guessing many
/// accounts from one address. Kept in memory: a restart forgets it.
actor LoginThrottle {
    let limits: LoginLimits
    private var byAccount: [String: [Date]] = [:]
    private var byAddress: [String: [Date]] = [:]

    init(limits: LoginLimits) {
        self.limits = limits
    }

    /// Why a log-in from `address` for `account` is refused now, in `words`' language; nil when it may be tried.
    func refusal(account: String, address: String, at now: Date, words: Catalog) -> String? {
        let key = account.lowercased()
        byAccount[key] = recent(byAccount[key], now)
        byAddress[address] = recent(byAddress[address], now)
        let seconds = Int(limits.window)
        if (byAddress[address]?.count ?? 0) >= limits.perAddress {
            return words.plural("web.login_throttled_address", count: seconds, ["address": address])
        }
        if (byAccount[key]?.count ?? 0) >= limits.perAccount {
            return words.plural("web.login_throttled_account", count: seconds, ["account": account])
        }
        return nil
    }

    /// Counts a failed log-in.
    func failed(account: String, address: String, at now: Date) {
        byAccount[account.lowercased(), default: []].append(now)
        byAddress[address, default: []].append(now)
    }

    private func recent(_ times: [Date]?, _ now: Date) -> [Date] {
        (times ?? []).filter { now.timeIntervalSince($0) < limits.window }
    }
}
