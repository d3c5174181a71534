import Foundation
import QuizCore
import QuizFlows
import QuizText
import Testing

@testable import QuizScreens

/// The kiosk's device info and fleet status pages on a small panel: a label too wide for its column wraps rather
/// than being cut, and rows that do not all fit scroll by whole rows (up and down keys, the wheel, a swipe) with a
/// scroll bar, where they used to give up their values' lines, the last problem's reason cut short.
@Suite struct InfoPageScrollTests {
    @Test func thePageScrollsByWholeRowsAndStopsAtItsEnd() {
        let heights = [20.0, 20, 46, 20, 59]
        #expect(DeviceInfoView.lastFirstRow(heights: heights, room: 100) == 3)
        #expect(DeviceInfoView.shownRows(heights: heights, room: 100, first: 0) == 0..<3)
        #expect(DeviceInfoView.shownRows(heights: heights, room: 100, first: 2) == 2..<4)
        // Past the end: the page scrolled to its end, the last rows filling it.
        #expect(DeviceInfoView.shownRows(heights: heights, room: 100, first: 9) == 3..<5)
        // Rows that all fit do not scroll; a row taller than the page shows alone.
        #expect(DeviceInfoView.lastFirstRow(heights: heights, room: 200) == 0)
        #expect(DeviceInfoView.shownRows(heights: [120, 20], room: 100, first: 0) == 0..<1)
        #expect(DeviceInfoView.lastFirstRow(heights: [20, 120], room: 100) == 1)

        var scroll = RowScroll(firstRow: 0, lastFirstRow: 3)
        scroll.move(by: -1)
        #expect(scroll.firstRow == 0)
        scroll.move(by: 2)
        #expect(scroll.firstRow == 2)
        scroll.move(by: 5)
        #expect(scroll.firstRow == 3)
    }

    /// A value taller than the whole page keeps the lines that fit, the first one left out joined to the last so
    /// that it is drawn cut short with "…".
    @Test func aRowTallerThanThePageKeepsTheLinesThatFit() {
        var rows = DeviceInfoView.Rows(
            labelWidth: 80, labelShare: 0.4, labels: [["Problem"]],
            values: [["no connection to", "PostgreSQL at", "db"]],
            textLine: 13, heights: [18 + 26])
        rows.cut(row: 0, toFit: 32, value: "no connection to PostgreSQL at db")
        #expect(rows.values[0] == ["no connection to", "PostgreSQL at db"])
        #expect(rows.heights[0] == 31)
    }
}

extension SceneRenderingTests {
    /// What the page draws at 320x240 in `language`, scrolled to `firstRow`: its texts, and where its rows went.
    private static func infoPage(
        _ lines: (Catalog) -> [DeviceInfoView.Line], language: String, titleKey: String, firstRow: Int
    ) throws -> (texts: [String], layout: DeviceInfoView.Layout, lines: [DeviceInfoView.Line]) {
        let window = try HeadlessWindow(width: 320, height: 240)
        defer { window.close() }
        window.painter.catalog = try Painter.catalog(assets: root + "/assets", language: language)
        let shown = lines(window.painter.catalog)
        let view = DeviceInfoView(
            size: window.window.size, lines: shown, title: window.painter.catalog[titleKey], firstRow: firstRow)
        var layout: DeviceInfoView.Layout?
        let scene = DrawnScene("info") { painter, _ in layout = view.draw(painter) }
        let list = FrameCompositor(painter: window.painter).record(scene, size: window.window.size, at: 0)
        return (list.texts.map(\.text), try #require(layout), shown)
    }

    /// Spanish at 320x240: "Sensor de inclinación" is wider than the labels' column; it takes two lines of its
    /// row and the page, with room to spare, does not scroll.
    @Test func aLabelTooWideForItsColumnWrapsOnAnInfoPage() throws {
        let lines = { (catalog: Catalog) in
            [
                DeviceInfoView.Line(label: catalog["admin.device.tilt"], value: "teclado (simulado)"),
                DeviceInfoView.Line(label: catalog["admin.device.screen"], value: "320x240"),
                DeviceInfoView.Line(label: "eth0", value: "192.0.2.2"),
            ]
        }
        let page = try Self.infoPage(lines, language: "es", titleKey: "admin.menu.device_info", firstRow: 0)
        #expect(page.lines[0].label == "Sensor de inclinación")
        #expect(page.layout.scrollBar == nil && page.layout.shown == 0..<3)
        #expect(
            page.layout.rows.labels[0].count == 2
                && page.layout.rows.labels[0].joined(separator: " ") == page.lines[0].label)
        #expect(!page.texts.contains { $0.hasSuffix("…") }, "\(page.texts)")
    }

    /// German fleet status at 320x240 with a refused connection: the rows do not all fit, so the page shows the
    /// first ones whole with a scroll bar, and scrolled to its end the last problem's reason is drawn whole.
    @Test func aFleetStatusTooLongForASmallPanelScrollsToItsLastProblemWhole() throws {
        let status = FleetStatusPageTests.offline
        let lines = { (catalog: Catalog) in FleetStatusLines.lines(status, catalog: catalog) }
        let top = try Self.infoPage(lines, language: "de", titleKey: "admin.fleet.title", firstRow: 0)
        #expect(top.layout.scrollBar != nil && top.layout.shown.lowerBound == 0)
        #expect(top.layout.shown.count < top.lines.count && top.layout.lastFirstRow > 0)
        #expect(!top.texts.contains { $0.hasSuffix("…") }, "\(top.texts)")

        let end = try Self.infoPage(lines, language: "de", titleKey: "admin.fleet.title", firstRow: 99)
        let last = try #require(end.lines.last)
        #expect(end.layout.shown.upperBound == end.lines.count)
        #expect(!end.texts.contains { $0.hasSuffix("…") }, "\(end.texts)")
        let lastRow = try #require(end.layout.rows.values.last)
        #expect(lastRow.joined(separator: " ") == last.value)
        #expect(lastRow.allSatisfy { end.texts.contains($0) })
    }

    /// On the kiosk at 320x240, the keys scroll the fleet status page a row at a time, never past its end, and the
    /// page opens at its top again.
    @Test func theKeysScrollTheFleetStatusPageOnTheKiosk() throws {
        let window = try HeadlessWindow(width: 320, height: 240)
        defer { window.close() }
        window.painter.catalog = try Painter.catalog(assets: Self.root + "/assets", language: "de")
        let scene = FleetStatusPageTests.offlineKioskAtItsMenu(
            size: window.window.size, sounds: SoundPlayer(directory: "", enabled: false))
        let compositor = FrameCompositor(painter: window.painter)
        func press(_ key: String) {
            scene.handle(.key(key, down: true), at: 1)
            scene.handle(.key(key, down: false), at: 1)
            _ = compositor.record(scene, size: window.window.size, at: 1)
        }
        press("5")
        #expect(scene.screenName == "admin-fleet")
        let end = scene.infoScroll.lastFirstRow
        #expect(end > 0 && scene.infoScroll.firstRow == 0)
        press("down")
        #expect(scene.infoScroll.firstRow == 1)
        press("up")
        press("up")
        #expect(scene.infoScroll.firstRow == 0)
        for _ in 0..<(end + 3) { press("down") }
        #expect(scene.infoScroll.firstRow == end)
        scene.handle(.scroll(-2), at: 1)
        #expect(scene.infoScroll.firstRow == end - 2)
        press("escape")
        #expect(scene.screenName == "admin")
        press("5")
        #expect(scene.screenName == "admin-fleet" && scene.infoScroll.firstRow == 0)
    }
}
