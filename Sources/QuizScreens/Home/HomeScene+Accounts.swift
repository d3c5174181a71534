/// Taps on the account screens: a key of the open keyboard, or a form's item.
enum AccountTap {
    static func outcome(_ flow: AccountFlow, layout: HomeLayout, x: Double, y: Double) -> AccountFlow.Outcome {
        if flow.typing != nil {
            for (row, rects) in layout.keys(flow.keyboard.rows).enumerated() {
                if let index = rects.firstIndex(where: { $0.contains(x: x, y: y) }) {
                    return flow.tap(key: flow.keyboard.rows[row][index].key, item: nil)
                }
            }
            return .stay
        }
        let item = AccountLayout(home: layout).items(of: flow.form).first { $0.1.contains(x: x, y: y) }?.0
        return flow.tap(key: nil, item: item)
    }
}
