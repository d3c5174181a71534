import Foundation
import QuizCore
import QuizFlows
import QuizText
import TiltInput

/// What the kiosk shows: the game with the hold hint, attract mode, the PIN pad and the admin pages.
extension KioskScene {
    public func draw(_ painter: Painter, at time: Double) {
        lastSize = painter.size
        lastMirrored = painter.mirrored
        lastTapSide = painter.tapSide
        switch flow.screen {
        case .game:
            game.draw(painter, at: time)
            if let progress = gesture.holdProgress(at: time) {
                let left = Int((AdminGestureDetector.holdSeconds * (1 - progress)).rounded(.up))
                let hint = painter.catalog.text(
                    "admin.gesture.holding",
                    ["hint": painter.catalog[gesture.holdHintKey], "seconds": painter.catalog.number(left)])
                Banner(message: hint, background: Theme.surfaceRaised)
                    .draw(painter)
            }
        case .attract:
            switch flow.attractScreen {
            case .demo:
                let top = demo?.callToActionTop(
                    for: painter.size,
                    stripGrows: KioskDrawing.stripGrows(painter, demo: true, words: invitingCatalog(at: time)))
                if top == nil { demo?.drawUnderCallToAction(painter, at: time) } else { demo?.draw(painter, at: time) }
                KioskDrawing.callToAction(painter, demo: true, top: top, words: invitingCatalog(at: time))
            case .leaderboard:
                LeaderboardView(
                    size: painter.size, games: board, timeZone: services.timeZone, time: time,
                    shownAt: flow.screenSince, invitation: invitingCatalog(at: time)
                ).draw(painter)
            case .tiltBoard, .triviaBoard, .dailyBoard:
                let mode = flow.attractScreen?.boardMode?.rawValue ?? ""
                AttractBoardView(
                    size: painter.size, board: modeBoard,
                    title: LeaderboardView.modeLabel(mode, in: painter.catalog), time: time,
                    shownAt: flow.screenSince, invitation: invitingCatalog(at: time)
                ).draw(painter)
            case .title, nil:
                let top = game.callToActionTop(
                    for: painter.size,
                    stripGrows: KioskDrawing.stripGrows(painter, demo: false, words: invitingCatalog(at: time)))
                if top == nil { game.drawUnderCallToAction(painter, at: time) } else { game.draw(painter, at: time) }
                KioskDrawing.callToAction(painter, demo: false, top: top, words: invitingCatalog(at: time))
            }
        case .pinPad:
            PINPadView(
                layout: PINPadLayout(size: painter.size, mirrored: painter.mirrored, tapSide: painter.tapSide),
                entry: pin, time: time
            )
            .draw(painter)
        case .adminMenu:
            let status = adminStatus(painter.catalog)
            let layout = AdminMenuLayout.fitted(size: painter.size, items: menuItems, status: status, painter)
            lastAdminStatusLines = layout.statusLines
            AdminMenuView(layout: layout, status: status, focus: focus, grantCents: game.creditGrantCents).draw(painter)
        case .deviceInfo:
            infoScroll.lastFirstRow =
                DeviceInfoView(
                    size: painter.size,
                    lines: deviceInfo(size: painter.size, density: painter.density, painter.catalog),
                    title: painter.catalog["admin.menu.device_info"], firstRow: infoScroll.firstRow,
                    tapSide: painter.tapSide
                ).draw(painter).lastFirstRow
        case .fleetStatus:
            infoScroll.lastFirstRow =
                DeviceInfoView(
                    size: painter.size,
                    lines: FleetStatusLines.lines(services.fleetStatus?(), catalog: painter.catalog),
                    title: painter.catalog["admin.fleet.title"], firstRow: infoScroll.firstRow,
                    tapSide: painter.tapSide
                ).draw(painter).lastFirstRow
        case .operatorPage:
            operatorPage?.draw(painter, at: time)
        }
    }

    /// The admin menu's items for this game.
    var menuItems: [AdminMenuItem] {
        AdminMenuItem.shown(
            creditGrantCents: game.creditGrantCents, usesTilt: game.usesTilt, fleet: services.fleetStatus != nil,
            packSettings: services.packSettings != nil, room: game.hostsRoom)
    }

    /// The admin menu's status line, the mode named in `catalog`'s language.
    func adminStatus(_ catalog: Catalog) -> String {
        if let status { return status.string(in: catalog) }
        var parts = ["v\(services.version)", LeaderboardView.modeLabel(game.modeName, in: catalog)]
        if game.usesTilt { parts.append(catalog.text("admin.status.tilt", ["device": tiltDeviceName(catalog)])) }
        if let cents = game.creditsCents {
            parts.append(catalog.text("admin.status.credits", ["amount": catalog.money(cents)]))
        }
        // A store that cannot save comes first, where truncation cannot hide it; a
        // healthy one, with its free space, is on the device info page.
        if let store = services.saves?.statusLine, store.hasPrefix("cannot") {
            parts.insert(catalog.text("admin.status.store", ["status": store]), at: 0)
        }
        return parts.joined(separator: " · ")
    }

    /// The tilt device in use, in `catalog`'s words where the game names it (a sensor's own name is its own).
    func tiltDeviceName(_ catalog: Catalog) -> String {
        if let watch = tilt.watch {
            let name = SensorOpener.label(watch.lastInfo)
            return watch.isConnected ? name : catalog.text("admin.device.unplugged", ["device": name])
        }
        return catalog[tilt.isSensor ? "admin.device.trace" : "admin.device.keyboard"]
    }

    func deviceInfo(size: Size, density: PanelDensity?, _ catalog: Catalog) -> [DeviceInfoView.Line] {
        var lines = [
            DeviceInfoView.Line(label: catalog["admin.device.tilt"], value: tiltDeviceName(catalog)),
            DeviceInfoView.Line(
                label: catalog["admin.device.screen"], value: PanelDensity.screenText(size, density, catalog)),
            DeviceInfoView.Line(label: catalog["admin.device.version"], value: "TiltQuiz \(services.version)"),
        ]
        if let store = services.saves?.statusLine {
            lines.append(DeviceInfoView.Line(label: catalog["admin.device.store"], value: store))
        }
        if let credits = services.creditsStatus?() {
            let origin = credits.setInWebAdmin ? "admin.device.credits_web_admin" : "admin.device.credits_config"
            lines.append(
                DeviceInfoView.Line(
                    label: catalog["admin.device.credits"], value: catalog.text(origin, ["mode": credits.mode])))
        }
        if let renderer = RendererDecision.current {
            let kind = renderer.accelerated ? "admin.device.renderer_accelerated" : "admin.device.renderer_software"
            let reason = renderer.reason.string(in: catalog)
            lines.append(
                DeviceInfoView.Line(
                    label: catalog["admin.device.drawing"], value: catalog.text(kind, ["reason": reason])))
        }
        let addresses = NetworkAddresses.current()
        if addresses.isEmpty {
            lines.append(
                DeviceInfoView.Line(label: catalog["admin.device.network"], value: catalog["admin.device.no_address"]))
        }
        for address in addresses {
            lines.append(DeviceInfoView.Line(label: address.interface, value: address.address))
        }
        return lines
    }
}
