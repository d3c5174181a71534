import QuizCore
import TestSupportText
import Testing

@testable import QuizFlows

/// The quiz packs' Settings without a scene: a check asked for, a URL kept
/// or refused, a check's outcome becoming the notice, and Settings opened
/// from the kiosk's admin menu going back there.
struct PackSettingsFlowTests {
    static let url = "https://packs.example/index.json"
    static let idle = PackSourceStatus(url: url, origin: .stored)

    @Test func checkNowWithoutAURLSaysSoAndStartsNothing() {
        var flow = PackSettingsFlow(status: PackSourceStatus(url: nil, origin: .none))
        #expect(flow.reduce(.checkRequested(PackSourceStatus(url: nil, origin: .none))).isEmpty)
        #expect(flow.notice?.english == "No pack URL is set: set one in Settings" && flow.notice?.isError == true)
        #expect(flow.urlToEdit == "https://")
    }

    @Test func aCheckShowsWhileItRunsThenItsOutcomeReloadsTheList() {
        var flow = PackSettingsFlow(status: Self.idle)
        #expect(flow.urlToEdit == Self.url)
        #expect(flow.reduce(.checkRequested(Self.idle)) == [.checkNow])
        var checking = Self.idle
        checking.checking = true
        #expect(flow.reduce(.statusRead(checking)).isEmpty)
        #expect(flow.noticeLine?.english == "Checking for new packs…" && flow.noticeLine?.isError == false)
        var done = Self.idle
        var changes = QuizPackChanges()
        changes.updated = ["Science", "Maths"]
        changes.unchanged = 3
        done.lastChange = changes
        #expect(flow.reduce(.statusRead(done)) == [.reloadList])
        #expect(flow.status == done)
        #expect(
            flow.noticeLine?.english == "Changes: 2 packs updated (Science and Maths) and 3 unchanged"
                && flow.noticeLine?.isError == false)
        // The same status again notes nothing.
        #expect(flow.reduce(.statusRead(done)).isEmpty)
        var failed = done
        failed.lastProblem = .status(code: 404, reason: "Not Found")
        #expect(flow.reduce(.statusRead(failed)) == [.reloadList])
        #expect(flow.notice?.english == "the server answered 404" && flow.notice?.isError == true)
    }

    @Test func aTypedURLIsKeptAndCheckedOrRefusedWithTheReason() {
        var flow = PackSettingsFlow(status: Self.idle)
        #expect(flow.reduce(.urlTyped("ftp://x")) == [.setURL("ftp://x")])
        #expect(flow.reduce(.urlSet("ftp://x", problem: "only http and https", status: Self.idle)).isEmpty)
        #expect(flow.notice?.english == "Not kept: only http and https" && flow.notice?.isError == true)
        var checking = Self.idle
        checking.checking = true
        #expect(flow.reduce(.urlSet(Self.url, problem: nil, status: checking)).isEmpty)
        #expect(flow.notice?.english == "Kept; checking it now" && flow.notice?.isError == false)
        let cleared = PackSourceStatus(url: nil, origin: .none)
        _ = flow.reduce(.urlSet("", problem: nil, status: cleared))
        #expect(flow.notice?.english == "The pack URL set here is cleared")
    }

    @Test func settingsFromTheAdminMenuCloseBackToIt() {
        var flow = PackSettingsFlow(status: Self.idle)
        _ = flow.reduce(.packRefused(packID: "maths"))
        #expect(flow.notice?.english == "The pack \"maths\" has no questions to play" && flow.notice?.isError == true)
        #expect(flow.reduce(.opened(fromAdmin: true, status: Self.idle)).isEmpty)
        #expect(flow.notice == nil)
        #expect(flow.fromAdmin)
        #expect(!flow.closedAdminSettings)
        _ = flow.reduce(.closed)
        #expect(!flow.fromAdmin)
        #expect(flow.closedAdminSettings)
        // From the list's toolbar, closing is only going back to the list.
        _ = flow.reduce(.opened(fromAdmin: false, status: Self.idle))
        _ = flow.reduce(.closed)
        #expect(!flow.closedAdminSettings)
    }
}
