import Testing

@testable import QuizScreens

/// Text measurements are remembered, and the memory they take stays bounded.
struct MeasureCacheTests {
    @Test func aValueIsMeasuredOnceThenRemembered() {
        var cache = MeasureCache<String, Int>(limit: 4)
        var measured = 0
        let first = cache.value(for: "Venus") {
            measured += 1; return 5
        }
        let again = cache.value(for: "Venus") {
            measured += 1; return 99
        }
        #expect(first == 5)
        #expect(again == 5)
        #expect(measured == 1)
    }

    @Test func aFullCacheStartsOverInsteadOfGrowing() {
        var cache = MeasureCache<Int, Int>(limit: 4)
        for key in 0..<10 { _ = cache.value(for: key) { key * 2 } }
        #expect(cache.count <= 4)
        #expect(cache.value(for: 9) { -1 } == 18, "the newest value is kept")
    }
}
