import Foundation
import QuizCore
import QuizFlows
import QuizText
import TiltInput

/// What the kiosk shows: the game with the hold hint, attract mode, the PIN pad and the admin pages.
extension KioskScene {
    public func draw(_ painter: Painter, at time: Double) {
        lastSize = painter.size
        switch flow.screen {
        case .game:
            game.draw(painter, at: time)
            if let progress = gesture.holdProgress(at: time) {
                let left = Int((AdminGestureDetector.holdSeconds * (1 - progress)).rounded(.up))
                Banner(message: "Admin: \(gesture.holdHint) (\(left) s)", background: Theme.surfaceRaised)
                    .draw(painter)
            }
        case .attract:
            switch flow.attractScreen {
            case .demo:
                demo?.draw(painter, at: time)
                KioskDrawing.callToAction(
                    painter, demo: true,
                    top: demo?.callToActionTop(
                        for: painter.size,
                        stripGrows: KioskDrawing.stripGrows(painter, demo: true, words: invitingCatalog(at: time))),
                    words: invitingCatalog(at: time))
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
                game.draw(painter, at: time)
                KioskDrawing.callToAction(
                    painter, demo: false,
                    top: game.callToActionTop(
                        for: painter.size,
                        stripGrows: KioskDrawing.stripGrows(painter, demo: false, words: invitingCatalog(at: time))),
                    words: invitingCatalog(at: time))
            }
        case .pinPad:
            PINPadView(layout: PINPadLayout(size: painter.size), entry: pin, time: time).draw(painter)
        case .adminMenu:
            AdminMenuView(
                layout: AdminMenuLayout(size: painter.size, items: menuItems), status: adminStatus(painter.catalog),
                focus: focus,
                grantCents: game.creditGrantCents
            ).draw(painter)
        case .deviceInfo:
            DeviceInfoView(size: painter.size, lines: deviceInfo(size: painter.size)).draw(painter)
        case .fleetStatus:
            DeviceInfoView(
                size: painter.size,
                lines: FleetStatusLines.lines(services.fleetStatus?(), catalog: painter.catalog),
                title: painter.catalog["admin.fleet.title"]
            ).draw(painter)
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
        let tilt = game.usesTilt ? " · tilt: \(tiltDeviceName)" : ""
        let credits = game.creditsCents.map { " · credits \(Money.text($0))" } ?? ""
        if let status { return status }
        let base =
            "v\(services.version) · \(LeaderboardView.modeLabel(game.modeName, in: catalog))\(tilt)\(credits)"
        // A store that cannot save comes first, where truncation cannot hide it; a
        // healthy one, with its free space, is on the device info page.
        guard let store = services.saves?.statusLine, store.hasPrefix("cannot") else { return base }
        return "Store \(store) · \(base)"
    }

    var tiltDeviceName: String {
        if let watch = tilt.watch {
            let name = SensorOpener.label(watch.lastInfo)
            return watch.isConnected ? name : name + " (unplugged: keyboard for now)"
        }
        return tilt.isSensor ? "a recorded trace" : "keyboard (simulated)"
    }

    func deviceInfo(size: Size) -> [DeviceInfoView.Line] {
        var lines = [
            DeviceInfoView.Line(label: "Tilt", value: tiltDeviceName),
            DeviceInfoView.Line(label: "Screen", value: "\(Int(size.width))x\(Int(size.height))"),
            DeviceInfoView.Line(label: "Version", value: "TiltQuiz \(services.version)"),
        ]
        if let store = services.saves?.statusLine { lines.append(DeviceInfoView.Line(label: "Store", value: store)) }
        if let credits = services.creditsStatus?() {
            lines.append(DeviceInfoView.Line(label: "Credits", value: credits))
        }
        if let renderer = RendererDecision.current {
            lines.append(DeviceInfoView.Line(label: "Drawing", value: "\(renderer)"))
        }
        let addresses = NetworkAddresses.current()
        if addresses.isEmpty { lines.append(DeviceInfoView.Line(label: "Network", value: "no address")) }
        for address in addresses {
            lines.append(DeviceInfoView.Line(label: address.interface, value: address.address))
        }
        return lines
    }
}
