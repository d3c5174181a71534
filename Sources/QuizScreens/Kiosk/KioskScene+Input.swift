import QuizFlows

extension KioskScene {
    public func handle(_ input: InputEvent, at time: Double) {
        if input == .quit {
            // Window close, Alt+F4 under a window manager: a kiosk stays (SIGTERM and SIGINT stop it cleanly: the
            // session ends through `StopSignals`, never through this event).
            log.add("quit-ignored", at: time)
            return
        }
        if case .touch(let finger, let x, let y, let down) = input {
            gesture.touch(finger: finger, x: x, y: y, down: down, size: lastSize, at: time)
            // A finger that wakes attract mode only wakes it: its tap must not also press a button.
            if down, flow.screen.isAttract { gesture.ignoreLift(of: finger) }
        }
        if case .tap = input, gesture.swallowsTap() { return }
        switch flow.screen {
        case .game, .attract:
            gameInput(input, at: time)
        case .pinPad:
            perform(flow.reduce(.activity(at: time)), at: time)
            pinPadInput(input, at: time)
        case .adminMenu:
            perform(flow.reduce(.activity(at: time)), at: time)
            adminMenuInput(input, at: time)
        case .deviceInfo, .fleetStatus:
            perform(flow.reduce(.activity(at: time)), at: time)
            deviceInfoInput(input, at: time)
        case .operatorPage:
            perform(flow.reduce(.operatorActivity(at: time)), at: time)
            operatorPage?.handle(input, at: time)
        }
    }

    /// Input meant for the game: the gesture sees it first, attract mode wakes on it, Escape never passes.
    private func gameInput(_ input: InputEvent, at time: Double) {
        var forward = true
        switch input {
        case .key(let name, let down):
            if gesture.key(name, down: down, at: time) { forward = false }
            if name == "escape", !game.takesEscapeInKiosk {
                if down { log.add("escape-ignored", at: time) }
                forward = false
            }
        case .tap, .touch, .swipe, .scroll, .quit, .text:
            break
        }
        let wasAttract = flow.screen.isAttract
        if wasAttract { followInvitation(at: time) }
        perform(flow.reduce(.activity(at: time)), at: time)
        if forward, !wasAttract { game.handle(input, at: time) }
    }

    /// Digits, Erase, OK and Cancel; after a refusal only Cancel, until the game comes back.
    private func pinPadInput(_ input: InputEvent, at time: Double) {
        if flow.refusedAt != nil {
            switch input {
            case .key("escape", down: true): closeAdmin(at: time)
            case .tap(let x, let y)
            where PINPadLayout(size: lastSize, tapSide: lastTapSide).cancelButton.contains(x: x, y: y):
                closeAdmin(at: time)
            default: break
            }
            return
        }
        switch input {
        case .key(let name, down: true):
            let key = name.hasPrefix("keypad ") ? String(name.dropFirst("keypad ".count)) : name
            if key.count == 1, let digit = key.first, digit.isNumber {
                pin.type(digit, at: time)
            } else if key == "backspace" || key == "delete" {
                pin.erase()
            } else if key == "enter" {
                submitPIN(at: time)
            } else if key == "escape" {
                closeAdmin(at: time)
            }
        case .tap(let x, let y):
            let layout = PINPadLayout(size: lastSize, mirrored: lastMirrored, tapSide: lastTapSide)
            if layout.cancelButton.contains(x: x, y: y) {
                closeAdmin(at: time)
                return
            }
            switch layout.key(at: x, y) {
            case .digit(let digit): pin.type(digit, at: time)
            case .erase: pin.erase()
            case .enter: submitPIN(at: time)
            case nil: break
            }
        case .key, .swipe, .scroll, .touch, .quit, .text:
            break
        }
    }

    private func submitPIN(at time: Double) {
        switch pin.submit(at: time, verify: services.verifyPIN) {
        case .accepted:
            log.add("pin-accepted", at: time)
            focus = 0
            status = nil
            perform(flow.reduce(.pinAccepted(at: time)), at: time)
        case .refused:
            log.add("pin-refused", at: time, detail: pin.notice?.logDetail)
            perform(flow.reduce(.pinRefused(at: time)), at: time)
        case .incomplete:
            break
        }
    }

    private func closeAdmin(at time: Double) {
        log.add("admin-closed", at: time)
        perform(flow.reduce(.adminClosed(at: time)), at: time)
    }

    private func adminMenuInput(_ input: InputEvent, at time: Double) {
        let items = menuItems
        switch input {
        case .key(let name, down: true):
            switch name {
            case "up": focus = (focus + items.count - 1) % items.count
            case "down", "tab": focus = (focus + 1) % items.count
            case "left" where focus > 0: focus -= 1
            case "right": focus = (focus + 1) % items.count
            case "enter": pick(items[focus], at: time)
            case "escape": closeAdmin(at: time)
            default:
                if let number = Int(name), (1...items.count).contains(number) { pick(items[number - 1], at: time) }
            }
        case .tap(let x, let y):
            let layout = AdminMenuLayout(size: lastSize, items: items, statusLines: lastAdminStatusLines)
            if let item = layout.item(at: x, y) { pick(item, at: time) }
        case .key, .swipe, .scroll, .touch, .quit, .text:
            break
        }
    }

    private func pick(_ item: AdminMenuItem, at time: Double) {
        log.add("admin-" + item.rawValue, at: time)
        infoScroll = RowScroll()
        perform(flow.reduce(.adminPicked(item, at: time)), at: time)
    }

    /// Back leaves; up and down (keys, a d-pad, the wheel, a swipe) scroll a page whose rows do not all fit.
    private func deviceInfoInput(_ input: InputEvent, at time: Double) {
        switch input {
        case .key(let name, down: true) where name == "enter" || name == "escape" || name == "backspace":
            perform(flow.reduce(.backToMenu(at: time)), at: time)
        case .key("down", down: true): infoScroll.move(by: 1)
        case .key("up", down: true): infoScroll.move(by: -1)
        case .key("pagedown", down: true), .swipe(.up): infoScroll.move(by: 3)
        case .key("pageup", down: true), .swipe(.down): infoScroll.move(by: -3)
        case .scroll(let rows): infoScroll.move(by: rows)
        case .tap(let x, let y):
            let view = DeviceInfoView(size: lastSize, lines: [], title: "", tapSide: lastTapSide)
            if view.backButton.contains(x: x, y: y) { perform(flow.reduce(.backToMenu(at: time)), at: time) }
        case .key, .swipe, .touch, .quit, .text:
            break
        }
    }
}
