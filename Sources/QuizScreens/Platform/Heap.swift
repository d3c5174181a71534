import CMalloc

/// The C library's heap: where the resident memory that is not code lives
/// (SDL's software textures, fonts, SQLite, Swift objects).
public enum Heap {
    /// glibc's view of the heap, in bytes (all zero on other C libraries).
    public struct Figures: Sendable {
        /// Taken from the system by the main heap's brk.
        public var arena: Int
        public var used: Int
        /// Free inside `arena`: resident until given back.
        public var free: Int
        /// In large chunks mapped on their own (given back as soon as freed).
        public var mapped: Int
    }

    public static func figures() -> Figures {
        var arena = 0
        var used = 0
        var free = 0
        var mapped = 0
        tq_heap_figures(&arena, &used, &free, &mapped)
        return Figures(arena: arena, used: used, free: free, mapped: mapped)
    }

    /// Gives the heap's free pages back to the system (glibc's malloc_trim):
    /// freed memory between live blocks otherwise stays resident for good.
    /// Costs a walk over the free chunks, so call it at calm moments.
    public static func release() {
        tq_heap_release()
    }
}
