/// The parts of the screen that differ between the frame on screen and the
/// next one: where an operation appears, disappears or moves, as a few
/// rectangles; or the whole screen when that is simpler or safer.
enum DirtyRegion: Equatable {
    /// Nothing changed.
    case none
    /// Redraw everything.
    case whole
    /// Redraw these rectangles (they do not overlap).
    case parts([PixelRect])

    /// More rectangles than this are joined into their bounding box.
    static let mostParts = 6
    /// When the parts cover more than this share of the screen, one whole redraw is cheaper.
    static let wholeShare = 0.6

    /// What must be redrawn to turn `shown` into `next`.
    static func between(_ shown: DisplayList, _ next: DisplayList) -> DirtyRegion {
        guard shown.size == next.size else { return .whole }
        return between(shown.operations[...], next.operations[...], in: next.frame)
    }

    /// What must be redrawn to turn the picture of `shown` into that of `next`, both drawn in `frame`.
    static func between(
        _ shown: ArraySlice<DisplayList.Operation>, _ next: ArraySlice<DisplayList.Operation>, in frame: PixelRect
    ) -> DirtyRegion {
        // Operations both frames have (counted, since a frame may draw the same thing twice).
        var shownCounts: [Int: Int] = [:]
        for operation in shown { shownCounts[operation.identity, default: 0] += 1 }
        var nextCounts: [Int: Int] = [:]
        for operation in next { nextCounts[operation.identity, default: 0] += 1 }
        var changed: [PixelRect] = []
        let keptInNext = kept(next, available: shownCounts, changed: &changed)
        let keptInShown = kept(shown, available: nextCounts, changed: &changed)
        // Kept operations drawn in another order may stack differently: not worth the risk.
        guard keptInNext == keptInShown else { return .whole }
        let parts = merged(changed.map { $0.clipped(to: frame) }.filter { !$0.isEmpty })
        if parts.isEmpty { return .none }
        let region = DirtyRegion.parts(parts)
        return region.share(of: frame) > wholeShare ? .whole : region
    }

    /// The share of `frame`'s pixels this region redraws, 0...1.
    func share(of frame: PixelRect) -> Double {
        switch self {
        case .none: return 0
        case .whole: return 1
        case .parts(let parts): return Double(parts.reduce(0) { $0 + $1.area }) / Double(max(1, frame.area))
        }
    }

    /// The identities of `operations` the other frame also has, in order; the
    /// bounds of the others go to `changed`.
    private static func kept(
        _ operations: ArraySlice<DisplayList.Operation>, available: [Int: Int], changed: inout [PixelRect]
    ) -> [Int] {
        var available = available
        var kept: [Int] = []
        kept.reserveCapacity(operations.count)
        for operation in operations {
            if let left = available[operation.identity], left > 0 {
                available[operation.identity] = left - 1
                kept.append(operation.identity)
            } else {
                changed.append(operation.bounds)
            }
        }
        return kept
    }

    /// Joins overlapping rectangles until none overlap, then into one when too many are left.
    static func merged(_ rects: [PixelRect]) -> [PixelRect] {
        var result: [PixelRect] = []
        for rect in rects {
            var joined = rect
            var index = 0
            while index < result.count {
                if result[index].intersects(joined) {
                    joined = joined.union(result.remove(at: index))
                    index = 0
                } else {
                    index += 1
                }
            }
            result.append(joined)
        }
        if result.count > mostParts {
            return [result.dropFirst().reduce(result[0]) { $0.union($1) }]
        }
        return result.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
    }
}
